/// <reference lib="webworker" />
/**
 * Draws the hero's starfield on an OffscreenCanvas, off the main thread: the page only sends
 * play, pause and resize messages, so the animation adds no task to the main thread.
 */
import {
  type ClearBox,
  createStars,
  drawStars,
  STARFIELD_FPS,
  type Star,
  type StarfieldMessage,
  type StarfieldReply,
} from './stars'
import { workerFrames } from '@/web/lib/worker-frames'

declare const self: DedicatedWorkerGlobalScope

let canvas: OffscreenCanvas | null = null
let ctx: OffscreenCanvasRenderingContext2D | null = null
let stars: Star[] = []
/** The hero's texts, which the stars keep off. */
let clear: ClearBox[] = []
let width = 0
let height = 0
let playing = false
let frame = 0
let last = 0
/** Seconds of animation so far: paused time does not count, so the field resumes where it was. */
let time = 0

const frameMs = 1000 / STARFIELD_FPS
const { requestFrame: nextFrame, cancelFrame } = workerFrames(STARFIELD_FPS)

function draw() {
  if (ctx) drawStars(ctx, stars, width, height, time, clear)
}

function tick(now: number) {
  frame = nextFrame(tick)
  if (last && now - last < frameMs - 2) return
  if (last) time += Math.min((now - last) / 1000, 0.1)
  last = now
  draw()
}

function size(w: number, h: number, pixelRatio: number) {
  if (!canvas || !ctx) return
  width = w
  height = h
  canvas.width = Math.round(w * pixelRatio)
  canvas.height = Math.round(h * pixelRatio)
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0)
  draw()
}

self.onmessage = (event: MessageEvent<StarfieldMessage>) => {
  const message = event.data
  switch (message.type) {
    case 'init':
      canvas = message.canvas
      ctx = canvas.getContext('2d')
      stars = createStars(message.count)
      size(message.width, message.height, message.pixelRatio)
      if (ctx) self.postMessage({ type: 'drawn' } satisfies StarfieldReply)
      break
    case 'resize':
      size(message.width, message.height, message.pixelRatio)
      break
    case 'clear':
      clear = message.boxes
      draw()
      break
    case 'play':
      if (playing) return
      playing = true
      last = 0
      frame = nextFrame(tick)
      break
    case 'pause':
      playing = false
      cancelFrame(frame)
      break
  }
}
