'use client'
import { useEffect, useState } from 'react'

/**
 * The current year. Pages are prerendered, so the server's year can be the build's; the browser
 * puts in today's year once it runs.
 */
export function CurrentYear({ initial }: { initial: number }) {
  const [year, setYear] = useState(initial)
  useEffect(() => setYear(new Date().getFullYear()), [])
  return <>{year}</>
}
