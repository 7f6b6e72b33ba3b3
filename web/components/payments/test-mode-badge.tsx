import { FlaskConical } from '@/web/components/ui/icons'
import { DEFAULT_LOCALE, type Locale } from '@/core/i18n/locales'
import { translator } from '@/web/i18n/messages'
import { cn } from '@/web/lib/utils'

/**
 * The label of every test payment: no client may mistake a test for a real charge. In the page's
 * language ('Test mode — no money moves', web/payments/messages.ts TEST_MODE_LABEL in English).
 */
export function TestModeBadge({
  className,
  locale = DEFAULT_LOCALE,
}: {
  className?: string
  locale?: Locale
}) {
  return (
    <p
      data-testid="test-mode"
      className={cn(
        'inline-flex items-center gap-2 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-900',
        className,
      )}
    >
      <FlaskConical className="size-3.5" />
      {translator(locale, 'payments')('testMode')}
    </p>
  )
}
