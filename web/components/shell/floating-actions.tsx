/**
 * The floating actions: the cost-calculator button at the bottom left and the
 * live-chat button at the bottom right, in a strip of their own at
 * the bottom of the viewport. The strip is opaque and the page ends above it, so neither button
 * ever sits on text, a link or a form field: content passes behind the strip as it passes behind
 * the header, and can always be scrolled into view above it.
 */
import { Calculator } from 'lucide-react'
import { OpenCalculatorButton } from '@/web/components/calculator/calculator-provider'
import { LiveChatButton } from './live-chat-button'

const actionClass =
  'inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold shadow-sm transition-colors'

export function FloatingActions({
  chatId,
  promise,
}: {
  chatId: string | null
  /** A short promise shown between the buttons on wide screens (site settings). */
  promise?: string | null
}) {
  return (
    <div
      data-floating-actions
      className="fixed inset-x-0 bottom-[var(--preview-bar-height,0px)] z-40 h-[var(--dock-height)] border-t border-slate-200/80 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.18)] backdrop-blur-md"
    >
      {/* Shown once its last child is parsed: the strip comes last in the document, and a frame
          drawn while the parser was inside it drew a button without its label, which then pushed
          its neighbours aside (a layout shift on the first screen). */}
      <div className="invisible flex h-16 items-center justify-between gap-4 px-4 has-[>[data-floating-end]]:visible">
        <OpenCalculatorButton
          className={`${actionClass} bg-brand-600 hover:bg-brand-700 shadow-brand-900/20 text-white`}
        >
          <Calculator className="size-5" aria-hidden="true" />
          Cost Calculator
        </OpenCalculatorButton>
        {promise ? (
          <p className="hidden truncate text-sm text-slate-500 lg:block">{promise}</p>
        ) : null}
        <LiveChatButton
          chatId={chatId}
          className={`${actionClass} hover:border-brand-600 hover:text-brand-700 border border-slate-300 bg-white text-slate-900`}
        />
        <span data-floating-end hidden />
      </div>
    </div>
  )
}
