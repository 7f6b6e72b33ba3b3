/**
 * Keeps a lead that could not be sent for lack of network (see outbox.ts) and asks the service
 * worker to send it when the connection returns (Background Sync, where the browser has it; the
 * page's OutboxSender covers the others).
 */
import { functionEndpoint } from './client'
import { keepLead, OUTBOX_SYNC_TAG } from './outbox'

export async function keepLeadOnDevice(lead: {
  key: string
  formType: string
  body: unknown
}): Promise<boolean> {
  const { url, headers } = functionEndpoint()
  const kept = await keepLead({
    key: lead.key,
    formType: lead.formType,
    url,
    headers,
    body: JSON.stringify(lead.body),
    keptAt: Date.now(),
  })
  if (kept) void requestBackgroundSync()
  return kept
}

async function requestBackgroundSync() {
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    // Not every browser has Background Sync (`sync` is missing there).
    if (registration && 'sync' in registration) await registration.sync.register(OUTBOX_SYNC_TAG)
  } catch {
    // No worker or no Background Sync: the page sends it on `online` or on the next visit.
  }
}
