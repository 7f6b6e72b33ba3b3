'use client'
/**
 * Mounts the shell's after-load pieces (./after-load-pieces.tsx) once the page's load event has
 * fired. If their chunk cannot be fetched (a dropped connection), the page goes on without them
 * and tries again when the connection returns: none of them is content.
 */
import { type ComponentType, useEffect, useState } from 'react'
import { afterLoad } from '@/web/lib/after-load'
import type { AfterLoadPiecesProps } from './after-load-pieces'

export function AfterLoad(props: AfterLoadPiecesProps) {
  const [Pieces, setPieces] = useState<ComponentType<AfterLoadPiecesProps> | null>(null)
  useEffect(() => {
    let cancelled = false
    let loaded = false
    const load = () => {
      import('./after-load-pieces').then(
        ({ AfterLoadPieces }) => {
          loaded = true
          if (!cancelled) setPieces(() => AfterLoadPieces)
        },
        (error: unknown) => console.error('[shell] could not be loaded', error),
      )
    }
    const cancelLoad = afterLoad(load)
    const retry = () => {
      if (!loaded) load()
    }
    window.addEventListener('online', retry)
    return () => {
      cancelled = true
      cancelLoad()
      window.removeEventListener('online', retry)
    }
  }, [])
  return Pieces ? <Pieces {...props} /> : null
}
