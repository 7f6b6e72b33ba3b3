/**
 * PGlite on its own thread (node:worker_threads). PGlite runs Postgres as WebAssembly on the
 * thread that calls it, so on the server's main thread every lead would stop page rendering for
 * the time Postgres takes; here it runs beside it, on another core when there is one.
 *
 * Plain JavaScript loaded at run time from the project (not bundled): the main thread sends
 * { id, op: 'query' | 'exec' | 'close', text, params } and gets { id, rows } or { id, error }.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'

/** @type {import('@electric-sql/pglite').PGlite | null} */
let db = null

try {
  db = await PGlite.create(workerData.dataDir)
  parentPort?.postMessage({ ready: true })
} catch (error) {
  parentPort?.postMessage({ ready: false, error: describe(error) })
}

/** @param {unknown} error */
function describe(error) {
  const e = /** @type {{ message?: unknown, code?: unknown }} */ (error ?? {})
  return {
    message: typeof e.message === 'string' ? e.message : String(error),
    code: typeof e.code === 'string' ? e.code : undefined,
  }
}

parentPort?.on(
  'message',
  async (/** @type {{ id: number, op: string, text?: string, params?: unknown[] }} */ message) => {
    const { id, op, text, params } = message
    try {
      if (!db) throw new Error('PGlite did not open')
      if (op === 'close') {
        await db.close()
        parentPort?.postMessage({ id, rows: [] })
        return
      }
      if (op === 'exec') {
        await db.exec(text ?? '')
        parentPort?.postMessage({ id, rows: [] })
        return
      }
      const result = await db.query(text ?? '', params ?? [])
      parentPort?.postMessage({ id, rows: result.rows })
    } catch (error) {
      parentPort?.postMessage({ id, error: describe(error) })
    }
  },
)
