'use client'
/**
 * 'Apply' on an open position: goes to the application form (#apply) with that position chosen.
 * The form listens for APPLY_EVENT; a link to /careers?position={title}#apply chooses it too.
 */
export const APPLY_EVENT = 'codehome:apply'

export function ApplyLink({ position, className }: { position: string; className?: string }) {
  return (
    <a
      href="#apply"
      onClick={() => window.dispatchEvent(new CustomEvent(APPLY_EVENT, { detail: position }))}
      className={className}
    >
      Apply<span className="sr-only"> for {position}</span>
    </a>
  )
}
