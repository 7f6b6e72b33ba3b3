/// <reference lib="webworker" />
/**
 * Animation frames inside a dedicated worker that draws on an OffscreenCanvas (the starfield, the
 * particle background): the worker's own requestAnimationFrame where the browser has one, else a
 * timer at `fps`.
 */
declare const self: DedicatedWorkerGlobalScope

export function workerFrames(fps: number) {
  const frameMs = 1000 / fps
  const requestFrame = (callback: (now: number) => void): number =>
    typeof self.requestAnimationFrame === 'function'
      ? self.requestAnimationFrame(callback)
      : (self.setTimeout(() => callback(performance.now()), frameMs) as unknown as number)
  const cancelFrame = (id: number) =>
    typeof self.cancelAnimationFrame === 'function'
      ? self.cancelAnimationFrame(id)
      : self.clearTimeout(id)
  return { requestFrame, cancelFrame }
}
