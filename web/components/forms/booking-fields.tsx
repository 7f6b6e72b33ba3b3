'use client'
/**
 * The fields both booking forms share. Who is booking: name, email, phone and company. When: the
 * date, time and time zone of a booking: the nine zones with the visitor's own as default (first
 * when it is not one of them), half-hour slots from 9:00 AM to 5:00 PM, and dates from today (a
 * consultation) or tomorrow (a strategy session) in the chosen zone. The date picker offers only
 * those; a date typed in is checked by the form's schema.
 * Then the service, and last what the visitor would like to talk about, under each form's label.
 */
import { useEffect, useMemo, useState } from 'react'
import {
  FIELD_LIMITS,
  SERVICE_OPTIONS,
  TIME_SLOTS,
  timeZoneLabel,
  todayInZone,
  tomorrowInZone,
  zonesFor,
} from '@/web/leads/rules'
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

/** A slot as GET /api/booking/slots answers it. */
interface OfferedSlot {
  time: string
  available: boolean
  reasonText?: string
}

/**
 * The slots of a date in a zone from the server (which are free now, and why the others are not),
 * fetched again when the date or zone changes or a booking was refused as taken. A date past the
 * booking horizon (the server's 400 naming its `lastDate`) has every label too far ahead. Null
 * until known: the form then offers every label and the function decides.
 */
export function useOfferedSlots(date: string, zone: string, refresh: number) {
  const [offered, setOffered] = useState<{ key: string; slots: OfferedSlot[] } | null>(null)
  const key = `${date}|${zone}|${refresh}`
  useEffect(() => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !zone) return
    const controller = new AbortController()
    const query = new URLSearchParams({ date, timezone: zone })
    fetch(`/api/booking/slots?${query}`, { signal: controller.signal, cache: 'no-store' })
      .then((response) => (response.ok || response.status === 400 ? response.json() : null))
      .then((body: { slots?: OfferedSlot[]; lastDate?: string } | null) => {
        if (body?.slots) setOffered({ key, slots: body.slots })
        else if (body?.lastDate) {
          const reasonText = `Too far ahead (book until ${body.lastDate})`
          setOffered({
            key,
            slots: TIME_SLOTS.map((time) => ({ time, available: false, reasonText })),
          })
        }
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [date, zone, key])
  return offered?.key === key ? offered.slots : null
}

export function BookingWhenFields({
  field,
  update,
  earliest,
  refresh = 0,
}: {
  field: FieldBinder<WhenFields>
  update: (next: Partial<WhenFields>) => void
  /** The first date that can be booked, in the chosen zone. */
  earliest: 'today' | 'tomorrow'
  /** Changes when the function refused a time as just taken: the slots are fetched again. */
  refresh?: number
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
    () =>
      TIME_SLOTS.map((slot) => {
        const known = offered?.find((item) => item.time === slot)
        return known && !known.available
          ? { value: slot, label: `${slot} · ${known.reasonText ?? 'Unavailable'}`, disabled: true }
          : { value: slot, label: slot }
      }),
    [offered],
  )

  const min = zone.value
    ? (earliest === 'today' ? todayInZone : tomorrowInZone)(zone.value)
    : undefined

  return (
    <>
      <SelectField
        {...zone}
        label="Time zone"
        required
        choices={zoneChoices}
        placeholder={zone.value ? undefined : 'Select time zone'}
      />
      <TextField {...date} label="Preferred date" type="date" required min={min} />
      <SelectField
        {...field('preferredTime')}
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
