'use client'
/**
 * Loads the page the visitor asked for again (the offline page is shown at its address). Its
 * English is its own; a page in another language hands it `label`.
 */
export function RetryButton({
  className,
  label = 'Try again',
}: {
  className?: string
  label?: string
}) {
  return (
    <button type="button" onClick={() => window.location.reload()} className={className}>
      {label}
    </button>
  )
}
