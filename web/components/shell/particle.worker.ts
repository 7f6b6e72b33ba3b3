/// <reference lib="webworker" />
/**
 * Draws the particle background on an OffscreenCanvas, off the main thread: the page only sends
 * resize, play and pause messages. Drawn on the page, the field cost every page a rendering update
 * 24 times a second (about a third of a slow phone's main thread on the home page).
 */
import {
  type ParticleLoop,
  type ParticleMessage,
  type ParticleReply,
  PARTICLE_FPS,
  particleLoop,
} from './particle-animation'
import { workerFrames } from '@/web/lib/worker-frames'

declare const self: DedicatedWorkerGlobalScope

const { requestFrame, cancelFrame } = workerFrames(PARTICLE_FPS)

let loop: ParticleLoop | null = null

self.onmessage = (event: MessageEvent<ParticleMessage>) => {
  const message = event.data
  switch (message.type) {
    case 'init': {
      const ctx = message.canvas.getContext('2d')
      if (!ctx) return
      loop = particleLoop(ctx, requestFrame, cancelFrame)
      loop.resize(message.width, message.height, message.scale)
      self.postMessage({ type: 'drawn' } satisfies ParticleReply)
      break
    }
    case 'resize':
      loop?.resize(message.width, message.height, message.scale)
      break
    case 'play':
      loop?.play()
      break
    case 'pause':
      loop?.pause()
      break
  }
}
