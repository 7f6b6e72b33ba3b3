import type { ComponentProps } from 'react'

/** Present for screen readers and crawlers, not drawn on screen. */
export function VisuallyHidden(props: ComponentProps<'div'>) {
  return <div {...props} className="sr-only" />
}
