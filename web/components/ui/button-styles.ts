/**
 * The site's button look as plain class strings, with no import: client components that need no
 * override use `plainButtonClass` from here, and tailwind-merge (which `buttonClass` in ./button
 * uses to merge an override) stays out of the browser's bundle.
 */
export type Variant = 'primary' | 'secondary' | 'ghost' | 'inverse'
export type Size = 'sm' | 'md' | 'lg'

export const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50'

export const variants: Record<Variant, string> = {
  primary: 'bg-brand-600 text-white shadow-sm shadow-brand-600/25 hover:bg-brand-700',
  secondary:
    'border border-slate-300 bg-white text-slate-900 hover:border-brand-600 hover:text-brand-700',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  inverse: 'bg-white text-brand-700 hover:bg-brand-50',
}

export const sizes: Record<Size, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
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
