'use client'
/**
 * Date, time and time zone of a booking: the nine zones with the visitor's own as default (first
 * when it is not one of them), half-hour slots from 9:00 AM to 5:00 PM, and dates from tomorrow
 * in the chosen zone (ARCHITECTURE.md "Time zones").
 */
import { useEffect, useMemo } from 'react'
import { TIME_SLOTS, timeZoneLabel, tomorrowInZone, zonesFor } from '@/web/leads/rules'
import { SelectField, TextField } from './form-fields'
import { useVisitorTimeZone } from './use-visitor-time-zone'

export interface WhenFields {
  timezone: string
  preferredDate: string
  preferredTime: string
}

export function BookingWhenFields({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string
  value: WhenFields
  onChange: (next: Partial<WhenFields>) => void
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

  const min = value.timezone ? tomorrowInZone(value.timezone) : undefined

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
