'use client'
/**
 * The fields both booking forms share. Who is booking: name, email, phone and company. When: the
 * date, time and time zone of a booking: the nine zones with the visitor's own as default (first
 * when it is not one of them), half-hour slots from 9:00 AM to 5:00 PM, and dates from today (a
 * consultation) or tomorrow (a strategy session) in the chosen zone. The date picker offers only
 * those; a date typed in is checked by the form's schema.
 * Then the service, and last what the visitor would like to talk about, under each form's label.
 */
import { useEffect, useMemo } from 'react'
import {
  FIELD_LIMITS,
  SERVICE_OPTIONS,
  TIME_SLOTS,
  timeZoneLabel,
  todayInZone,
  tomorrowInZone,
  zonesFor,
} from '@/web/leads/rules'
import { BookingCalendar } from './booking-calendar'
import { OTHER_TIMES_HEADING, useOfferedSlots } from './booking-slots'
import { SelectField, TextAreaField, TextField } from './form-fields'
import type { FieldBinder } from './use-form-fields'
import { useVisitorTimeZone } from './use-visitor-time-zone'

export interface WhoFields {
  name: string
  email: string
  phone: string
  company: string
}

export function BookingWhoFields({ field }: { field: FieldBinder<WhoFields> }) {
  return (
    <>
      <TextField {...field('name')} label="Name" required autoComplete="name" />
      <TextField {...field('email')} label="Email" type="email" required autoComplete="email" />
      <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" />
      <TextField {...field('company')} label="Company" autoComplete="organization" />
    </>
  )
}

export interface WhenFields {
  timezone: string
  preferredDate: string
  preferredTime: string
}

export { OTHER_TIMES_HEADING, useOfferedSlots }

export function BookingWhenFields({
  field,
  update,
  earliest,
  refresh = 0,
  calendar = false,
}: {
  field: FieldBinder<WhenFields>
  update: (next: Partial<WhenFields>) => void
  /** The first date that can be booked, in the chosen zone. */
  earliest: 'today' | 'tomorrow'
  /** Changes when the function refused a time as just taken: the slots are fetched again. */
  refresh?: number
  /** Show the month calendar and the day's times above the date and time fields. */
  calendar?: boolean
}) {
  const visitorZone = useVisitorTimeZone()
  const zones = useMemo(() => zonesFor(visitorZone), [visitorZone])
  const zoneChoices = useMemo(
    () => zones.map((zone) => ({ value: zone, label: timeZoneLabel(zone) })),
    [zones],
  )
  const zone = field('timezone')

  // The visitor's zone is the default once the browser has told us what it is.
  useEffect(() => {
    if (visitorZone && !zone.value) update({ timezone: visitorZone })
  }, [visitorZone, zone.value, update])

  const date = field('preferredDate')
  const offered = useOfferedSlots(date.value, zone.value, refresh)
  const timeChoices = useMemo(
    () => [
      ...TIME_SLOTS.map((slot) => {
        const known = offered?.find((item) => item.time === slot)
        return known && !known.available
          ? { value: slot, label: `${slot} · ${known.reasonText ?? 'Unavailable'}`, disabled: true }
          : { value: slot, label: slot }
      }),
      // The agency's other free times of a day the spec's list has none of, for this zone.
      ...(offered ?? [])
        .filter((item) => item.outsideSpecList && item.available)
        .map((item) => ({ value: item.time, label: `${item.time} · ${OTHER_TIMES_HEADING}` })),
    ],
    [offered],
  )

  const min = zone.value
    ? (earliest === 'today' ? todayInZone : tomorrowInZone)(zone.value)
    : undefined
  const time = field('preferredTime')

  return (
    <>
      <SelectField
        {...zone}
        label="Time zone"
        required
        choices={zoneChoices}
        placeholder={zone.value ? undefined : 'Select time zone'}
      />
      {calendar ? (
        <BookingCalendar
          // Drawn from the first paint at its size; its month once the zone is known.
          key={min ? 'month' : 'pending'}
          id={zone.id}
          zone={zone.value}
          earliest={min ?? ''}
          date={date.value}
          time={time.value}
          slots={offered}
          refresh={refresh}
          onPick={update}
        />
      ) : null}
      <TextField {...date} label="Preferred date" type="date" required min={min} />
      <SelectField
        {...time}
        label="Preferred time"
        required
        choices={timeChoices}
        placeholder="Select time"
        hint={
          offered && !offered.some((slot) => slot.available)
            ? 'No free times on this date. Please choose another date.'
            : undefined
        }
      />
    </>
  )
}

export function ServiceField({
  field,
  className,
}: {
  field: FieldBinder<{ service: string }>
  className?: string
}) {
  return (
    <SelectField
      {...field('service')}
      label="Service"
      choices={SERVICE_OPTIONS}
      placeholder="Select a service"
      className={className}
    />
  )
}

export function DetailsField({
  field,
  label,
}: {
  field: FieldBinder<{ projectDetails: string }>
  label: string
}) {
  return (
    <TextAreaField
      {...field('projectDetails')}
      label={label}
      limit={FIELD_LIMITS.paragraph}
      className="sm:col-span-2"
    />
  )
}
