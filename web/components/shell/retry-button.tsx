'use client'
/** Loads the page the visitor asked for again (the offline page is shown at its address). */
export function RetryButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={() => window.location.reload()} className={className}>
      Try again
    </button>
  )
}
