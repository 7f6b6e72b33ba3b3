'use client'
/**
 * Mounts the shell's after-load pieces (./after-load-pieces.tsx) once the page's load event has
 * fired. If their chunk cannot be fetched (a dropped connection), the page goes on without them
 * and the next page load tries again: none of them is content.
 */
import { type ComponentType, useEffect, useState } from 'react'
import { afterLoad } from '@/web/lib/after-load'
import type { AfterLoadPiecesProps } from './after-load-pieces'

export function AfterLoad(props: AfterLoadPiecesProps) {
  const [Pieces, setPieces] = useState<ComponentType<AfterLoadPiecesProps> | null>(null)
  useEffect(() => {
    let cancelled = false
    const cancelLoad = afterLoad(() => {
      import('./after-load-pieces')
        .then(({ AfterLoadPieces }) => {
          if (!cancelled) setPieces(() => AfterLoadPieces)
        })
        .catch((error: unknown) => console.error('[shell] could not be loaded', error))
    })
    return () => {
      cancelled = true
      cancelLoad()
    }
  }, [])
  return Pieces ? <Pieces {...props} /> : null
}
