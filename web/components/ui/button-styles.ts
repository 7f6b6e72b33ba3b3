/**
 * The site's button look as plain class strings, with no import: client components that need no
 * override use `plainButtonClass` from here, and tailwind-merge (which `buttonClass` in ./button
 * uses to merge an override) stays out of the browser's bundle.
 */
export type Variant = 'primary' | 'secondary' | 'ghost' | 'inverse'
export type Size = 'sm' | 'md' | 'lg'

/**
 * The site's own classes (app/globals.css `.btn…`, written there once): the Tailwind utilities
 * they apply were ~240 bytes of every button's markup and, drawn by a server component, again of
 * React's data (issue 46). An override given as utilities (`className`) wins over them: utilities
 * are a later layer than the components these are.
 */
export const base = 'btn'

export const variants: Record<Variant, string> = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  inverse: 'btn-inverse',
}

export const sizes: Record<Size, string> = {
  sm: 'btn-sm',
  md: 'btn-md',
  lg: 'btn-lg',
}

/**
 * The button's classes without extra ones: a plain string join, so a client component that needs
 * no override (`className`) does not ship tailwind-merge to the browser. Equal to
 * `buttonClass({ variant, size })`.
 */
export function plainButtonClass({
  variant = 'primary',
  size = 'md',
}: { variant?: Variant; size?: Size } = {}) {
  return `${base} ${variants[variant]} ${sizes[size]}`
}
