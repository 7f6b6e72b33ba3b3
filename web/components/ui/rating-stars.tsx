import { Star } from '@/web/components/ui/icons'

/**
 * A testimonial's rating as stars, read as one image named by `label` ("Rated 5 out of 5"): the
 * testimonial blocks' cards and a list page's hero testimonial.
 */
export function RatingStars({ rating, label }: { rating: number; label: string }) {
  return (
    <p role="img" className="flex gap-0.5 text-amber-400" aria-label={label}>
      {Array.from({ length: rating }, (_, i) => (
        <Star key={i} className="size-4 fill-current" />
      ))}
    </p>
  )
}
