import { cn } from '@/web/lib/utils'

/** The id of the brand mark's drawing in the page ({@link LogoSymbol}). */
const LOGO_SYMBOL_ID = 'logo-mark'

/** The brand mark's drawing, in a 32 × 32 box. */
function LogoDrawing() {
  return (
    <>
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
    </>
  )
}

/**
 * The brand mark's drawing, once in the page (the site's frame, before anything that draws the
 * mark): the loading screen, the header and the footer refer to it (`<use>`) instead of carrying
 * it three times in the HTML and three times in the page's flight data (issue 46).
 */
export function LogoSymbol() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute size-0">
      <symbol id={LOGO_SYMBOL_ID} viewBox="0 0 32 32">
        <LogoDrawing />
      </symbol>
    </svg>
  )
}

/**
 * The brand mark: a house whose roof is a pair of code brackets. Within the site's frame it draws
 * the frame's {@link LogoSymbol}; `standalone` draws it whole (a page without that frame).
 */
export function LogoMark({
  className,
  standalone = false,
}: {
  className?: string
  standalone?: boolean
}) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-9 shrink-0', className)} aria-hidden="true">
      {standalone ? <LogoDrawing /> : <use href={`#${LOGO_SYMBOL_ID}`} />}
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
