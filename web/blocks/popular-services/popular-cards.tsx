'use client'
/**
 * The popular services' cards (./component.tsx), drawn by a client component from a few fields
 * each: drawn by the server, every card's elements and classes were in the page twice, as HTML
 * and again in React's data (~1.9 kB of data per card, 42 kB for the 22 on the home page); here
 * the data is the card's words and names (~0.3 kB), and the markup is the same (issue 46).
 */
import { SpriteIcon as Sprite } from '@/web/components/home/icon-sprite'
import { SpriteIcon } from '@/web/components/ui/sprite-icon'

/** The spec's eight card gradients, in turn. Whole class names, so Tailwind sees them. */
const GRADIENTS = [
  'from-blue-600 to-indigo-700',
  'from-violet-600 to-purple-800',
  'from-emerald-600 to-teal-700',
  'from-amber-500 to-orange-700',
  'from-rose-500 to-pink-700',
  'from-cyan-600 to-sky-700',
  'from-fuchsia-600 to-violet-700',
  'from-slate-700 to-slate-900',
]

export interface PopularCard {
  id: string
  slug: string
  /** The service's page, in the page's language. */
  href: string
  title: string
  description: string
  /** The sprite symbol of the service's icon (web/components/ui/icon.tsx `iconSymbol`). */
  symbol: string
  badge: string | null
  rating: number
}

export function PopularCards({
  cards,
  text,
}: {
  cards: PopularCard[]
  /** "Rated " and "Explore" in the page's language. */
  text: { rated: string; explore: string }
}) {
  return cards.map((card, index) => (
    <article
      key={card.id}
      data-card=""
      data-popular-service={card.slug}
      // The card's classes are in globals.css (.popular-card…), written once.
      className={`group popular-card ${GRADIENTS[index % GRADIENTS.length]}`}
    >
      <div className="popular-card-head">
        <span data-testid="popular-number" className="popular-card-number">
          {String(index + 1).padStart(2, '0')}
        </span>
        <span className="popular-card-rating">
          <Sprite name="star" className="popular-card-star" />
          <span className="sr-only">{text.rated}</span>
          {card.rating}
        </span>
      </div>
      <span className="popular-card-icon">
        <SpriteIcon symbol={card.symbol} className="size-5" />
      </span>
      <h3 className="popular-card-title">{card.title}</h3>
      <p className="popular-card-text">{card.description}</p>
      <div className="popular-card-foot">
        {card.badge ? (
          <span className="popular-card-badge">
            <Sprite name="trending-up" className="size-3.5" />
            {card.badge}
          </span>
        ) : (
          <span />
        )}
        <a href={card.href} className="popular-card-link">
          {text.explore}
          <span className="sr-only"> {card.title}</span>
          <Sprite name="arrow-up-right" className="icon-fwd" />
        </a>
      </div>
    </article>
  ))
}
