import { cn } from '@/web/lib/utils'
import { base, type Size, sizes, type Variant, variants } from './button-styles'

export { plainButtonClass } from './button-styles'

/**
 * The site's button look, for <button>, <a> and <Link> alike, `className` merged over it (a later
 * class wins a conflict). A function of class names rather than a component, so server components
 * can style links without becoming client components.
 */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: Variant; size?: Size; className?: string } = {}) {
  return cn(base, variants[variant], sizes[size], className)
}
