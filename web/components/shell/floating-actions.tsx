/**
 * The floating actions: the cost-calculator button at the bottom left and the live-chat button at
 * the bottom right, each a compact round button in its corner, on every page once it has loaded.
 * They never cover a link, a button or a field: whenever a control reaches under one, that one
 * tucks into the screen's edge as a narrow tab until the corner is free again (the script of
 * ./floating-dock.ts places them; tests/e2e/floating-actions.e2e.spec.ts scrolls every page type
 * at 375, 1280 and 1440 px and checks every control against them). From 1360 px they
 * sit in the margin beside the content column. Each names itself in a label shown beside it on
 * hover and focus. The page ends with a band of their height (site-shell.tsx), so the footer's
 * last links are never under them.
 */
import { Calculator } from '@/web/components/ui/icons'
import { OpenCalculatorButton } from '@/web/components/calculator/calculator-provider'
import { DEFAULT_LOCALE, ltrRun, type Locale } from '@/core/i18n/locales'
import { localizedHref } from '@/core/i18n/routes'
import { translator } from '@/web/i18n/messages'
import { FLOATING_DOCK_SRC } from './floating-dock'
import { FloatingDockLoader } from './floating-dock-loader'
import { LiveChatButton } from './live-chat-button'
import { CONTACT_PATH } from './nav'

/** `dock-action` names the buttons for the tucked states' rules (app/globals.css). */
const actionClass =
  'dock-action group pointer-events-auto absolute inset-0 inline-flex size-12 items-center justify-center rounded-full shadow-lg ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2'

/**
 * The button's name, drawn as a tooltip beside it on hover or focus. Transparent rather than
 * hidden, so it stays the button's accessible name; and it takes no pointer, so at rest it
 * covers nothing.
 */
const labelClass = (side: 'left' | 'right') =>
  `pointer-events-none absolute top-1/2 -translate-y-1/2 whitespace-nowrap rounded-full bg-slate-900 px-3 py-1.5 text-xs font-semibold text-white opacity-0 shadow transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 ${side === 'left' ? 'left-full ml-3' : 'right-full mr-3'}`

export function FloatingActions({ locale, chatId }: { locale: Locale; chatId: string | null }) {
  const t = translator(locale, 'shell')
  return (
    <div
      data-floating-actions
      // Takes no pointer itself: only the two buttons in its corners do.
      className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--preview-bar-height,0px)+env(safe-area-inset-bottom,0px)+0.75rem)] z-40 px-3 sm:bottom-[calc(var(--preview-bar-height,0px)+env(safe-area-inset-bottom,0px)+1rem)] sm:px-4"
    >
      {/* Shown once the dock's script has placed the buttons (`data-dock-ready`, after the page's
          load), so that they never stand over a control before; without JavaScript, at rest. */}
      {/* Left to right on every page: the calculator stays at the bottom left and the chat at the
          bottom right, the corners the dock's script (./floating-dock.ts) tucks them from. */}
      <div
        {...ltrRun(locale)}
        className="invisible flex items-center justify-between [@media(scripting:none)]:visible [html[data-dock-ready]_&]:visible"
      >
        {/* Each slot keeps the button's place at rest; the button tucks out of it (globals.css). */}
        <span data-dock-slot="left" className="relative size-12">
          <OpenCalculatorButton
            className={`${actionClass} bg-brand-600 hover:bg-brand-700 focus-visible:outline-brand-600 ring-brand-700/30 text-white`}
          >
            <Calculator className="size-5" />
            <span className={labelClass('left')}>{t('costCalculator')}</span>
          </OpenCalculatorButton>
        </span>
        <span data-dock-slot="right" className="relative size-12">
          <LiveChatButton
            chatId={chatId}
            {...(locale === DEFAULT_LOCALE
              ? {}
              : {
                  href: localizedHref(CONTACT_PATH, locale),
                  label: t('liveChat'),
                  openingLabel: t('openingChat'),
                })}
            className={`${actionClass} hover:text-brand-700 focus-visible:outline-brand-600 bg-white text-slate-900 ring-slate-900/10`}
            labelClassName={labelClass('right')}
          />
        </span>
      </div>
      <FloatingDockLoader src={FLOATING_DOCK_SRC} />
    </div>
  )
}
