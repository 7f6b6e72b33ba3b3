import { cn } from '@/web/lib/utils'

/** The brand mark: a house whose roof is a pair of code brackets. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      className={cn('size-9 shrink-0', className)}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="9" fill="#2563eb" />
      <path d="M32 9v14a9 9 0 0 1-9 9H9z" fill="#1d4ed8" />
      <path
        d="M9 15.5 16 9l7 6.5M11 14v8.5h10V14"
        fill="none"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="m14.5 16.5-1.75 1.75 1.75 1.75m3-3.5 1.75 1.75-1.75 1.75"
        fill="none"
        stroke="#fff"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** The brand mark and the brand name. */
export function Logo({
  brandName,
  className,
  tone = 'dark',
}: {
  brandName: string
  className?: string
  tone?: 'dark' | 'light'
}) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      <span
        className={cn(
          'text-xl font-bold tracking-tight',
          tone === 'dark' ? 'text-slate-900' : 'text-white',
        )}
      >
        {brandName}
      </span>
    </span>
  )
}
