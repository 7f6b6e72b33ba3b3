/**
 * The shell's pieces that have nothing to show or do before the page has loaded, mounted together
 * by ./after-load.tsx once it has: the particle background, the smooth scroll to the top on a
 * path change, the prefetch of a page whose link the visitor reaches for, the timing log and the
 * service worker's registration. Each of them waited for the load event already; fetched as one
 * chunk after it, their code is no longer part of the scripts every page requests before its first
 * paint. (The sender of leads kept offline is not one of them: it must be on the page even when
 * the network drops right after the load.)
 */
import { ServiceWorkerRegistration } from '@/web/service-worker/service-worker-registration'
import { IntentPrefetch } from './intent-prefetch'
import { ParticleCanvas } from './particle-canvas'
import { PerformanceLog } from './performance-log'
import { ScrollToTop } from './scroll-to-top'

export interface AfterLoadPiecesProps {
  /** The deployment version (build id) the service worker's caches are named after. */
  version: string
}

export function AfterLoadPieces({ version }: AfterLoadPiecesProps) {
  return (
    <>
      <ParticleCanvas />
      <ScrollToTop />
      <IntentPrefetch />
      <PerformanceLog />
      <ServiceWorkerRegistration version={version} />
    </>
  )
}
