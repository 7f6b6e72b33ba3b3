'use client'
/**
 * A piece of a page whose code loads on demand (the office map, the cost calculator): while it
 * loads it shows `loading`; if its code cannot be fetched (a dropped connection, or a tab left
 * open across a deploy that removed the old chunks) it shows its own `failed` fallback with a
 * retry, and the rest of the page stays as it was. Without this boundary the error would reach the
 * route's error screen and replace the whole page.
 *
 * A retry loads the code again: React.lazy (and next/dynamic, built on it) keeps a failed import
 * for good, so each attempt gets a new lazy component.
 */
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useMemo,
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
    console.error('[lazy] a part of the page could not be loaded', error, info.componentStack)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

export interface LazyPieceProps<P extends object> {
  /** Loads the component (a dynamic import). Called again on each retry. */
  load: () => Promise<ComponentType<P>>
  props: P
  loading: ReactNode
  failed: (retry: () => void) => ReactNode
}

export function LazyPiece<P extends object>({ load, props, loading, failed }: LazyPieceProps<P>) {
  const [attempt, setAttempt] = useState(0)
  // A new lazy component per attempt; `load` is a module-level import function.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Piece = useMemo(
    () => lazy(() => load().then((component) => ({ default: component }))),
    [attempt],
  )
  const retry = useCallback(() => setAttempt((current) => current + 1), [])
  return (
    <PieceBoundary key={attempt} fallback={failed(retry)}>
      <Suspense fallback={loading}>
        <Piece {...props} />
      </Suspense>
    </PieceBoundary>
  )
}
