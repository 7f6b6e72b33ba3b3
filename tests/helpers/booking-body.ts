/**
 * The body the booking forms send (formType 'Google Meet Booking') for `slot`, as a test sends it
 * straight to the lead function; `extra` adds the anti-spam fields the caller has (a ticket, the
 * honeypot).
 */
export function bookingBody(
  slot: { date: string; time: string; zone: string },
  email: string,
  extra: Record<string, unknown> = {},
) {
  return {
    formType: 'Google Meet Booking',
    leadData: {
      name: 'Sam Lee',
      email,
      phone: 'Not provided',
      company: 'Not provided',
      service: 'General Consultation',
      projectDetails: 'Talk about SEO',
      preferredDate: slot.date,
      preferredTime: slot.time,
      timezone: slot.zone,
      urgency: 'normal',
      meetingDate: slot.date,
      meetingTime: slot.time,
      additionalInfo: 'Talk about SEO',
      fromCostCalculator: false,
      ...extra,
    },
  }
}
