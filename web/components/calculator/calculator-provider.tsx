'use client'
/**
 * Makes the cost calculator available on every page: `OpenCalculatorButton` (the floating one sits
 * in the shell's floating actions) and `useCostCalculator().openCalculator()` for any component
 * that wants to open it. The dialog's code loads on the first hover, focus or click of an opener,
 * not with the page; if it cannot be loaded the visitor is told so, the page stays, and the next
 * click tries again. Its words are English unless the frame gives its page's language's: the
 * dialog's come with the dialog's code (./cost-calculator.tsx), the failure notice is the shell's
 * (web/i18n/shell-text.ts), which every page's code has already.
 */
import { clsx } from 'clsx'
import {
  type ComponentType,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'
import type { Locale } from '@/core/i18n/locales'
import { LazyPiece } from '@/web/components/ui/lazy-piece'
import { toast } from '@/web/components/ui/use-toast'
import { SHELL_EN, type ShellText } from '@/web/i18n/shell-text'
import type { CalculatorText, CostCalculatorProps } from './cost-calculator'
import type { CostCalculatorContent } from './types'

const loadCalculator = () => import('./cost-calculator')

/** The content fetched from each address, kept for the page's lifetime; a failure is forgotten. */
const fetched = new Map<string, Promise<CostCalculatorContent>>()

function fetchContent(href: string): Promise<CostCalculatorContent> {
  let content = fetched.get(href)
  if (!content) {
    content = fetch(href).then((response) => {
      if (!response.ok) throw new Error(`${href} answered ${response.status}`)
      return response.json() as Promise<CostCalculatorContent>
    })
    // A failed fetch (offline, a deploy in between) is tried again on the next open.
    content.catch(() => fetched.delete(href))
    fetched.set(href, content)
  }
  return content
}

type DialogProps = Omit<CostCalculatorProps, 'content'>

type DialogLoader = () => Promise<ComponentType<DialogProps>>

/**
 * Loads of the dialog, one per source (LazyPiece remembers what a load function loaded): by
 * address, or by the content a draft preview gave (held weakly: each page change gives another).
 */
const byAddress = new Map<string, DialogLoader>()
const byContent = new WeakMap<CostCalculatorContent, DialogLoader>()

/**
 * The dialog's loader: its code and, unless the page gave it (a draft preview), its published
 * content from `href`, both before it opens. One function per source, so LazyPiece remembers what
 * it loaded.
 */
function dialogLoader(source: string | CostCalculatorContent): DialogLoader {
  let load = typeof source === 'string' ? byAddress.get(source) : byContent.get(source)
  if (!load) {
    load = async () => {
      const [{ CostCalculator }, content] = await Promise.all([
        loadCalculator(),
        typeof source === 'string' ? fetchContent(source) : source,
      ])
      return function Calculator(props: DialogProps) {
        return <CostCalculator {...props} content={content} />
      }
    }
    if (typeof source === 'string') byAddress.set(source, load)
    else byContent.set(source, load)
  }
  return load
}

/** Says the calculator could not be loaded, then lets the next click try again. */
function CalculatorUnavailable({ text, onShown }: { text: ShellText; onShown: () => void }) {
  useEffect(() => {
    toast({
      title: text.calculatorFailed,
      description: text.calculatorFailedText,
      variant: 'destructive',
    })
    onShown()
  }, [text, onShown])
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
  contentHref,
  locale,
  text,
  shellText = SHELL_EN,
  children,
}: {
  /** Where the dialog fetches its published content when first opened (calculatorContentPath). */
  contentHref: string
  /** The content itself, for a draft preview: an editor sees the drafts, not what is published. */
  content?: CostCalculatorContent
  /** On a page not in English: its language, the dialog's words and the shell's in it. */
  locale?: Locale
  text?: CalculatorText
  shellText?: ShellText
  children: React.ReactNode
}) {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const openCalculator = useCallback(() => {
    setMounted(true)
    setOpen(true)
  }, [])
  const source = content ?? contentHref
  // On hover or focus of an opener: the dialog's code and its content, so a click opens it at once.
  const preloadCalculator = useCallback(
    () => void dialogLoader(source)().catch(() => undefined),
    [source],
  )
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
          load={dialogLoader(source)}
          props={{ open, onOpenChange: setOpen, locale, text }}
          loading={null}
          failed={() => <CalculatorUnavailable text={shellText} onShown={unmount} />}
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
