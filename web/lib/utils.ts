import { type ClassValue, clsx } from 'clsx'
import { twMerge } from 'tailwind-merge'

/**
 * Joins class names, a later Tailwind class winning a conflict with an earlier one (`px-4` then
 * `px-6` gives `px-6`). tailwind-merge weighs ~9 kB in the browser: client components whose
 * classes never conflict join them with plain `clsx` instead (the site shell, forms, offices,
 * the home page's carousels and rotations: a prop that would override a default replaces it, as
 * the carousel's `controlsClassName` does its top margin), and a server component can merge for
 * a client one and hand it the result. Those import it as `clsx`: `cn` always means this merge.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs))
}
