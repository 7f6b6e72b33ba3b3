'use client'
/**
 * A piece of a page whose code loads on demand (the office map, the cost calculator, the mobile
 * menu, the consultation booking form): while it loads it shows `loading`; if its code cannot be
 * fetched (a dropped connection, or a tab left open across a deploy that removed the old chunks)
 * it shows its own `failed` fallback with a retry, and the rest of the page stays as it was.
 *
 * The loaded component is kept in state and rendered directly, not through React.lazy and
 * Suspense: a Suspense boundary reveals its content on a timer (up to 300 ms after the code has
 * arrived), and lazy keeps a failed import for good. Once loaded, a component is remembered for
 * the page's lifetime, so the piece opens at once the next time. A render error inside the piece
 * shows the same fallback instead of the route's error screen.
 */
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
  useEffect,
  useState,
} from 'react'

class PieceBoundary extends Component<
  { fallback: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[lazy] a part of the page could not be shown', error, info.componentStack)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/** Components already loaded, by their load function (module-level import functions). */
const loaded = new WeakMap<object, unknown>()

export interface LazyPieceProps<P extends object> {
  /** Loads the component (a dynamic import); a module-level function. Called again on a retry. */
  load: () => Promise<ComponentType<P>>
  props: P
  loading: ReactNode
  failed: (retry: () => void) => ReactNode
}

export function LazyPiece<P extends object>({ load, props, loading, failed }: LazyPieceProps<P>) {
  const [attempt, setAttempt] = useState(0)
  const [Piece, setPiece] = useState<ComponentType<P> | 'failed' | null>(
    () => (loaded.get(load) as ComponentType<P> | undefined) ?? null,
  )
  const ready = Piece !== null && Piece !== 'failed'

  useEffect(() => {
    if (ready) return
    let live = true
    load().then(
      (component) => {
        loaded.set(load, component)
        if (live) setPiece(() => component)
      },
      (error: unknown) => {
        console.error('[lazy] a part of the page could not be loaded', error)
        if (live) setPiece('failed')
      },
    )
    return () => {
      live = false
    }
  }, [load, attempt, ready])

  const retry = () => {
    setPiece(null)
    setAttempt((current) => current + 1)
  }
  if (Piece === 'failed') return failed(retry)
  if (!Piece) return loading
  return (
    <PieceBoundary key={attempt} fallback={failed(retry)}>
      <Piece {...props} />
    </PieceBoundary>
  )
}
