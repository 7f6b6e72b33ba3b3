'use client'
/**
 * The hero's rotating word ('Let's build your Brand', 'WebApp', 'Store', …). Every word sits in
 * the same grid cell, so the line is as wide as the longest word from the first paint and the
 * rotation shifts nothing. Screen readers hear one stable sentence naming every word instead of
 * each change. It rotates with the shared autoplay rules: a pause control, still under reduced
 * motion, paused off screen, in a hidden tab and while hovered or focused.
 */
import { useRef, useState } from 'react'
import { AutoplayToggle } from '@/web/components/ui/autoplay-toggle'
import { useAutoplay } from '@/web/components/ui/use-autoplay'

/** How long each word stays. */
export const HERO_WORD_MS = 2500

export function HeroWords({
  lead,
  words,
  sentence,
  toggleLabels,
}: {
  lead: string
  words: readonly string[]
  /** What screen readers hear: the lead and every word, e.g. "Let's build your Brand, …". */
  sentence: string
  /** The pause control's names on a page not in English. */
  toggleLabels?: { pause: string; play: string }
}) {
  const rootRef = useRef<HTMLParagraphElement>(null)
  const [index, setIndex] = useState(0)
  const rotation = useAutoplay({
    rootRef,
    intervalMs: HERO_WORD_MS,
    onStep: () => setIndex((current) => (current + 1) % Math.max(1, words.length)),
  })

  return (
    // The pause control follows the word, the two kept on one line: beside a flex row's words it
    // stood at the column's far edge once the line wrapped on a phone, apart from them. On a phone
    // that line is always a line of its own: "Let's build your Masterpiece" fits 390 px in Inter
    // but not in the fallback a first visit starts in, and the swap moved the hero's second half
    // up by a line (a layout shift of 0.11).
    <p
      ref={rootRef}
      data-testid="hero-words"
      data-index={index}
      data-rotating={rotation.running}
      className="mt-6 text-2xl font-semibold tracking-tight text-slate-200 sm:text-3xl"
    >
      <span className="sr-only">{sentence}</span>
      <span aria-hidden="true">{lead} </span>
      <span className="block whitespace-nowrap sm:inline">
        {/* Underlined across the longest word's width: the room kept for it reads as the
            sentence's blank, with its pause control at the end (an outside review saw the control
            detached, far from a short word). */}
        <span aria-hidden="true" className="inline-grid border-b-2 border-white/15 align-bottom">
          {words.map((word, wordIndex) => (
            <span
              key={word}
              data-word={word}
              data-current={wordIndex === index ? 'true' : undefined}
              // app/globals.css: the current word (`data-current`) shown, the others below it.
              className="hero-word"
            >
              {word}
            </span>
          ))}
        </span>
        <AutoplayToggle
          enabled={rotation.enabled}
          onToggle={rotation.toggle}
          what="rotating words"
          labels={toggleLabels}
          tone="dark"
          small
          className="ms-3 align-middle"
        />
      </span>
    </p>
  )
}
