import { cn } from '@/web/lib/utils'

/**
 * A country flag drawn as an image (see flags.ts), decorative: the country's name is always
 * written beside it. Nothing is shown for a flag the drawings do not know.
 */
export function CountryFlag({ src, className }: { src: string | null; className?: string }) {
  if (!src) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a data URL: nothing to optimise
    <img
      src={src}
      alt=""
      aria-hidden="true"
      width={24}
      height={16}
      data-flag
      className={cn(
        'h-4 w-6 shrink-0 rounded-[3px] object-cover shadow-sm ring-1 ring-slate-900/10',
        className,
      )}
    />
  )
}
