'use client'
/**
 * Makes the cost calculator available on every page: `OpenCalculatorButton` (the floating one sits
 * in the shell's floating actions) and `useCostCalculator().openCalculator()` for any component
 * that wants to open it. The dialog's code loads on the first hover, focus or click of an opener,
 * not with the page; if it cannot be loaded the visitor is told so, the page stays, and the next
 * click tries again.
 */
import { clsx } from 'clsx'
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { LazyPiece } from '@/web/components/ui/lazy-piece'
import { toast } from '@/web/components/ui/use-toast'
import type { CostCalculatorContent } from './types'

const loadCalculator = () => import('./cost-calculator')
const loadCostCalculator = () => loadCalculator().then((mod) => mod.CostCalculator)

/** Says the calculator could not be loaded, then lets the next click try again. */
function CalculatorUnavailable({ onShown }: { onShown: () => void }) {
  useEffect(() => {
    toast({
      title: 'Cost calculator unavailable',
      description: 'It could not be loaded. Please check your connection and try again.',
      variant: 'destructive',
    })
    onShown()
  }, [onShown])
  return null
}

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
  const preloadCalculator = useCallback(() => void loadCalculator().catch(() => undefined), [])
  const unmount = useCallback(() => {
    setOpen(false)
    setMounted(false)
  }, [])
  const value = useMemo(
    () => ({ openCalculator, preloadCalculator }),
    [openCalculator, preloadCalculator],
  )

  return (
    <CalculatorContext.Provider value={value}>
      {children}
      {mounted ? (
        <LazyPiece
          load={loadCostCalculator}
          props={{ content, open, onOpenChange: setOpen }}
          loading={null}
          failed={() => <CalculatorUnavailable onShown={unmount} />}
        />
      ) : null}
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
      className={clsx(className)}
    >
      {children}
    </button>
  )
}
