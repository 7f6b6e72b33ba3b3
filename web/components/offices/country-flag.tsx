/**
 * A country flag drawn as an image (see flags.ts), decorative: the country's name is always
 * written beside it. Nothing is shown for a flag the drawings do not know.
 *
 * `className` gives its size, corners and ring colour, replacing the default as a whole (a plain
 * join, no class merging: the office list and map are client code and stay without
 * tailwind-merge). `footer-flag` is the footer's (app/globals.css, as `.country-flag`). On white, the
 * ring is slate-900 at 20%, not 10%: at 10% the white bands of Qatar's and Pakistan's flags ran
 * into the card, and the flags looked cut.
 */
export function CountryFlag({
  src,
  className = 'h-4 w-6 rounded-[3px] ring-slate-900/20',
}: {
  src: string | null
  className?: string
}) {
  if (!src) return null
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a tiny SVG: nothing to optimise
    <img
      src={src}
      alt=""
      aria-hidden="true"
      width={24}
      height={16}
      loading="lazy"
      decoding="async"
      data-flag
      className={`country-flag ${className}`}
    />
  )
}
