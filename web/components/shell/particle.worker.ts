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
  particleLoop,
} from './particle-animation'

declare const self: DedicatedWorkerGlobalScope

const FALLBACK_FRAME_MS = 1000 / 24
const requestFrame = (callback: (now: number) => void) =>
  typeof self.requestAnimationFrame === 'function'
    ? self.requestAnimationFrame(callback)
    : (self.setTimeout(() => callback(performance.now()), FALLBACK_FRAME_MS) as unknown as number)
const cancelFrame = (id: number) =>
  typeof self.cancelAnimationFrame === 'function' ? self.cancelAnimationFrame(id) : clearTimeout(id)

let loop: ParticleLoop | null = null

self.onmessage = (event: MessageEvent<ParticleMessage>) => {
  const message = event.data
  switch (message.type) {
    case 'init': {
      const ctx = message.canvas.getContext('2d')
      if (!ctx) return
      loop = particleLoop(ctx, requestFrame, cancelFrame)
      loop.resize(message.width, message.height)
      self.postMessage({ type: 'drawn' } satisfies ParticleReply)
      break
    }
    case 'resize':
      loop?.resize(message.width, message.height)
      break
    case 'play':
      loop?.play()
      break
    case 'pause':
      loop?.pause()
      break
  }
}
