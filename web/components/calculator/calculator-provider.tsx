'use client'
/**
 * Makes the cost calculator available on every page: the floating button at the bottom left, and
 * `useCostCalculator().openCalculator()` for any component that wants to open it. The dialog's
 * code loads on the first hover, focus or click of an opener, not with the page; if it cannot be
 * loaded the visitor is told so, the page stays, and the next click tries again.
 */
import { Calculator } from 'lucide-react'
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react'
import { LazyPiece } from '@/web/components/ui/lazy-piece'
import { toast } from '@/web/components/ui/use-toast'
import { cn } from '@/web/lib/utils'
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
      <OpenCalculatorButton className="bg-brand-600 hover:bg-brand-700 shadow-brand-900/30 fixed bottom-[calc(1rem_+_var(--preview-bar-height,0px))] left-4 z-40 inline-flex h-12 items-center gap-2 rounded-full px-3.5 text-sm font-semibold text-white shadow-lg transition-colors sm:bottom-[calc(1.5rem_+_var(--preview-bar-height,0px))] sm:left-6 sm:px-5">
        <Calculator className="size-5" aria-hidden="true" />
        <span className="sr-only sm:not-sr-only">Cost Calculator</span>
      </OpenCalculatorButton>
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
      className={cn(className)}
    >
      {children}
    </button>
  )
}
