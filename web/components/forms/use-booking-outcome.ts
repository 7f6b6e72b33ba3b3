'use client'
import { useEffect, useRef } from 'react'
import { formatBookingDate, timeZoneLabel } from '@/web/leads/rules'
import { toast } from '@/web/components/ui/use-toast'
import { BOOKING } from './messages/booking'
import { keptOnDeviceNotice } from './messages/common'

/**
 * The booking outcomes both booking forms share: the success notice for 6 s naming date, time and
 * zone, the fields reset 500 ms later; the notice that it is kept on the device (no network);
 * the failure notice naming the agency's e-mail.
 */
export function useBookingOutcome(agencyEmail: string) {
  const resetTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(
    () => () => {
      if (resetTimer.current) clearTimeout(resetTimer.current)
    },
    [],
  )

  return {
    succeeded(
      when: { preferredDate: string; preferredTime: string; timezone: string },
      reset: () => void,
    ) {
      toast({
        title: BOOKING.successTitle,
        description: BOOKING.successDescription(
          formatBookingDate(when.preferredDate),
          when.preferredTime,
          timeZoneLabel(when.timezone),
        ),
        duration: BOOKING.successDurationMs,
      })
      resetTimer.current = setTimeout(reset, BOOKING.resetDelayMs)
    },
    /** Sent without network: kept on the device; the notice says so and the fields reset. */
    kept(_when: unknown, reset: () => void) {
      toast({ ...keptOnDeviceNotice })
      resetTimer.current = setTimeout(reset, BOOKING.resetDelayMs)
    },
    failed() {
      toast({
        title: BOOKING.failureTitle,
        description: BOOKING.failureDescription(agencyEmail),
        variant: 'destructive',
      })
    },
  }
}
