'use client'
/**
 * 'Apply' on an open position: goes to the application form (#apply) with that position chosen.
 * The form listens for APPLY_EVENT; a link to /careers?position={title}#apply chooses it too.
 */
export const APPLY_EVENT = 'codehome:apply'

export function ApplyLink({
  position,
  className,
  text,
}: {
  position: string
  className?: string
  /** Its words in the page's language, on a page not in English only. */
  text?: { apply: string; for: string }
}) {
  return (
    <a
      href="#apply"
      onClick={() => window.dispatchEvent(new CustomEvent(APPLY_EVENT, { detail: position }))}
      className={className}
    >
      {text ? text.apply : 'Apply'}
      <span className="sr-only">
        {text ? text.for : ' for '}
        {position}
      </span>
    </a>
  )
}
