/**
 * The shell's pieces that have nothing to show or do before the page has loaded, mounted together
 * by ./after-load.tsx once it has: the particle background, the smooth scroll to the top on a
 * path change, the timing log, the service worker's registration and the sending of leads kept
 * offline. Each of them waited for the load event already; fetched as one chunk after it, their
 * code is no longer part of the scripts every page requests before its first paint.
 */
import { OutboxSender } from '@/web/components/forms/outbox-sender'
import { ServiceWorkerRegistration } from '@/web/service-worker/service-worker-registration'
import { ParticleCanvas } from './particle-canvas'
import { PerformanceLog } from './performance-log'
import { ScrollToTop } from './scroll-to-top'

export interface AfterLoadPiecesProps {
  /** The deployment version (build id) the service worker's caches are named after. */
  version: string
  /** The agency's address, named in the notice of a kept lead that could not be sent. */
  agencyEmail: string
}

export function AfterLoadPieces({ version, agencyEmail }: AfterLoadPiecesProps) {
  return (
    <>
      <ParticleCanvas />
      <ScrollToTop />
      <PerformanceLog />
      <ServiceWorkerRegistration version={version} />
      <OutboxSender agencyEmail={agencyEmail} />
    </>
  )
}
