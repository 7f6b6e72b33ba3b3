'use client'
/**
 * A testimonial's card in the carousel (./component.tsx), drawn by a client component from its
 * words: drawn by the server, its elements and classes were in the page twice, as HTML and again
 * in React's data; here the data is the words alone, and the markup is the same (issue 46).
 */
import { SpriteIcon, Stars } from '@/web/components/home/icon-sprite'

export interface TestimonialCardProps {
  id: string
  /** The quotation, in the language's quotation marks where it has them. */
  quote: string
  position: string
  company: string
  /** 0–5 stars, and how they are read ("Rated 5 out of 5"). */
  rating: number
  ratingLabel: string
}

export function TestimonialCard({
  id,
  quote,
  position,
  company,
  rating,
  ratingLabel,
}: TestimonialCardProps) {
  return (
    <figure data-testimonial={id} className="testimonial-card">
      <div className="flex items-center justify-between">
        <span role="img" aria-label={ratingLabel} className="flex">
          <Stars count={rating} />
        </span>
        <SpriteIcon name="quote" className="text-brand-400/50 size-8" />
      </div>
      <blockquote className="testimonial-quote">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-white/10 pt-5">
        <span className="block font-semibold text-white">{position}</span>
        <span className="block text-sm text-slate-400">{company}</span>
      </figcaption>
    </figure>
  )
}
