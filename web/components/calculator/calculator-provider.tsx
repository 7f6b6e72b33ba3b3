'use client'
/**
 * Makes the cost calculator available on every page: `OpenCalculatorButton` (the floating one sits
 * in the shell's floating actions) and `useCostCalculator().openCalculator()` for any component
 * that wants to open it. The dialog's code loads on the first hover, focus or click of an opener,
 * not with the page.
 */
import dynamic from 'next/dynamic'
import { createContext, useCallback, useContext, useMemo, useState } from 'react'
import { cn } from '@/web/lib/utils'
import type { CostCalculatorContent } from './types'

const loadCalculator = () => import('./cost-calculator')
const CostCalculator = dynamic(() => loadCalculator().then((mod) => mod.CostCalculator), {
  ssr: false,
})

interface CalculatorContextValue {
  openCalculator: () => void
  /** Starts loading the dialog's code (on hover or focus of an opener). */
  preloadCalculator: () => void
}

const CalculatorContext = createContext<CalculatorContextValue | null>(null)

export function useCostCalculator() {
  const context = useContext(CalculatorContext)
  if (!context) throw new Error('useCostCalculator() is used outside <CalculatorProvider>')
  return context
}

export function CalculatorProvider({
  content,
  children,
}: {
  content: CostCalculatorContent
  children: React.ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const openCalculator = useCallback(() => {
    setMounted(true)
    setOpen(true)
  }, [])
  const preloadCalculator = useCallback(() => void loadCalculator(), [])
  const value = useMemo(
    () => ({ openCalculator, preloadCalculator }),
    [openCalculator, preloadCalculator],
  )

  return (
    <CalculatorContext.Provider value={value}>
      {children}
      {mounted ? <CostCalculator content={content} open={open} onOpenChange={setOpen} /> : null}
    </CalculatorContext.Provider>
  )
}

/** A button that opens the cost calculator, for server components to place anywhere. */
export function OpenCalculatorButton({
  className,
  children,
}: {
  className?: string
  children: React.ReactNode
}) {
  const { openCalculator, preloadCalculator } = useCostCalculator()
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={openCalculator}
      onPointerEnter={preloadCalculator}
      onFocus={preloadCalculator}
      className={cn(className)}
    >
      {children}
    </button>
  )
}
