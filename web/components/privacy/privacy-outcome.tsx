/**
 * The one screen of every privacy link (newsletter confirmation and unsubscribe, a privacy
 * request's confirmation): an icon, what the link is about, what happened, and at most one button.
 */
import {
  CheckCircle2,
  type LucideIcon,
  MailQuestion,
  ShieldCheck,
  XCircle,
} from '@/web/components/ui/icons'
import { cn } from '@/web/lib/utils'

const TONES = {
  done: { icon: CheckCircle2, tone: 'bg-emerald-50 text-emerald-600 ring-emerald-100' },
  ask: { icon: MailQuestion, tone: 'bg-blue-50 text-blue-600 ring-blue-100' },
  shield: { icon: ShieldCheck, tone: 'bg-blue-50 text-blue-600 ring-blue-100' },
  gone: { icon: XCircle, tone: 'bg-slate-100 text-slate-500 ring-slate-50' },
} satisfies Record<string, { icon: LucideIcon; tone: string }>

export function PrivacyOutcome({
  look,
  eyebrow,
  title,
  text,
  state,
  children,
}: {
  look: keyof typeof TONES
  eyebrow: string
  title: string
  text: React.ReactNode
  /** For tests and styles: what the page shows (pending, confirmed, …). */
  state: string
  children?: React.ReactNode
}) {
  const { icon: Icon, tone } = TONES[look]
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6 sm:py-24" data-state={state}>
      <span
        className={cn('inline-flex size-16 items-center justify-center rounded-full ring-8', tone)}
      >
        <Icon aria-hidden className="size-8" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-slate-500 uppercase">
        {eyebrow}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {title}
      </h1>
      <div className="mx-auto mt-4 max-w-lg text-lg text-pretty text-slate-600" role="status">
        {text}
      </div>
      {children ? <div className="mt-8 flex justify-center">{children}</div> : null}
    </div>
  )
}
