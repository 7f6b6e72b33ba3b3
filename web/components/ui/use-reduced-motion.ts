'use client'
import { useMediaQuery } from './use-media-query'

/** Whether the visitor asks for reduced motion; false on the server and before hydration. */
export const useReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)')
