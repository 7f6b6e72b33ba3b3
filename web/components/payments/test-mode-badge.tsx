import { FlaskConical } from 'lucide-react'
import { TEST_MODE_LABEL } from '@/web/payments/messages'
import { cn } from '@/web/lib/utils'

/** The label of every test payment: no client may mistake a test for a real charge. */
export function TestModeBadge({ className }: { className?: string }) {
  return (
    <p
      data-testid="test-mode"
      className={cn(
        'inline-flex items-center gap-2 rounded-full border border-amber-300 bg-amber-50 px-3 py-1 text-xs font-semibold text-amber-900',
        className,
      )}
    >
      <FlaskConical aria-hidden className="size-3.5" />
      {TEST_MODE_LABEL}
    </p>
  )
}
