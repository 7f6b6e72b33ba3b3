/**
 * What every form tells visitors, in the spec's exact words (texts the spec leaves open are
 * marked): the heading of a list of field errors and the notice of a lead kept on the device.
 */
export const FIX_ERRORS_TITLE = 'Please fix the following errors:'

// Not in the spec: a form sent without network (issue 10). The lead waits on the device and is
// sent when the connection returns; the site says so, and confirms only once it has arrived.
export const KEPT_ON_DEVICE = {
  title: 'Saved on this device',
  description:
    "You're offline, so this hasn't been sent yet. It is saved on this device and will be sent automatically when the connection returns. We'll confirm here once it has arrived.",
  durationMs: 10_000,
  refusedTitle: 'Message not delivered',
  refusedDescription: (email: string) =>
    `A message saved on this device could not be delivered. Please send it again or email us at ${email}.`,
} as const

/** The toast for a lead kept on the device. */
export const keptOnDeviceNotice = {
  title: KEPT_ON_DEVICE.title,
  description: KEPT_ON_DEVICE.description,
  duration: KEPT_ON_DEVICE.durationMs,
}
