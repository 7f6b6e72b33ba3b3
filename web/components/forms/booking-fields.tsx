'use client'
/**
 * The fields both booking forms share. Who is booking: name, email, phone and company. When: the
 * date, time and time zone of a booking: the nine zones with the visitor's own as default (first
 * when it is not one of them), half-hour slots from 9:00 AM to 5:00 PM, and dates from today (a
 * consultation) or tomorrow (a strategy session) in the chosen zone. The date picker offers only
 * those; a date typed in is checked by the form's schema.
 */
import { useEffect, useMemo } from 'react'
import { TIME_SLOTS, timeZoneLabel, todayInZone, tomorrowInZone, zonesFor } from '@/web/leads/rules'
import { SelectField, TextField } from './form-fields'
import { useVisitorTimeZone } from './use-visitor-time-zone'

export interface WhoFields {
  name: string
  email: string
  phone: string
  company: string
}

export function BookingWhoFields({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string
  value: WhoFields
  onChange: (next: Partial<WhoFields>) => void
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label="Name"
        required
        autoComplete="name"
        value={value.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={value.email}
        onChange={(event) => onChange({ email: event.target.value })}
      />
      <TextField
        id={`${idPrefix}-phone`}
        label="Phone"
        type="tel"
        autoComplete="tel"
        value={value.phone}
        onChange={(event) => onChange({ phone: event.target.value })}
      />
      <TextField
        id={`${idPrefix}-company`}
        label="Company"
        autoComplete="organization"
        value={value.company}
        onChange={(event) => onChange({ company: event.target.value })}
      />
    </>
  )
}

export interface WhenFields {
  timezone: string
  preferredDate: string
  preferredTime: string
}

export function BookingWhenFields({
  idPrefix,
  value,
  onChange,
  earliest,
}: {
  idPrefix: string
  value: WhenFields
  onChange: (next: Partial<WhenFields>) => void
  /** The first date that can be booked, in the chosen zone. */
  earliest: 'today' | 'tomorrow'
}) {
  const visitorZone = useVisitorTimeZone()
  const zones = useMemo(() => zonesFor(visitorZone), [visitorZone])
  const zoneChoices = useMemo(
    () => zones.map((zone) => ({ value: zone, label: timeZoneLabel(zone) })),
    [zones],
  )

  // The visitor's zone is the default once the browser has told us what it is.
  useEffect(() => {
    if (visitorZone && !value.timezone) onChange({ timezone: visitorZone })
  }, [visitorZone, value.timezone, onChange])

  const min = value.timezone
    ? (earliest === 'today' ? todayInZone : tomorrowInZone)(value.timezone)
    : undefined

  return (
    <>
      <SelectField
        id={`${idPrefix}-timezone`}
        label="Time zone"
        required
        choices={zoneChoices}
        placeholder={value.timezone ? undefined : 'Select time zone'}
        value={value.timezone}
        onChange={(event) => onChange({ timezone: event.target.value })}
      />
      <TextField
        id={`${idPrefix}-date`}
        label="Preferred date"
        type="date"
        required
        min={min}
        value={value.preferredDate}
        onChange={(event) => onChange({ preferredDate: event.target.value })}
      />
      <SelectField
        id={`${idPrefix}-time`}
        label="Preferred time"
        required
        choices={TIME_SLOTS.map((slot) => ({ value: slot, label: slot }))}
        placeholder="Select time"
        value={value.preferredTime}
        onChange={(event) => onChange({ preferredTime: event.target.value })}
      />
    </>
  )
}
