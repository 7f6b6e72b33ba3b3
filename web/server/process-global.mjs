/**
 * One value per server process, whichever bundle asks for it. Next loads the proxy, the pages,
 * each route handler and the server actions as separate bundles, each with its own copy of a
 * module, and imports the cache handler outside them all, so a module-level variable would exist
 * once per bundle: a database opened twice (two PGlite instances on one directory corrupt it),
 * rate limits counted apart, a worker or a Redis connection started twice. Such values live on
 * `globalThis` under `Symbol.for('codehome.' + name)` instead, through these two functions only.
 * Plain JavaScript (types in process-global.d.mts): the cache handler imports it too.
 */

/** @param {string} name */
const slot = (name) => Symbol.for(`codehome.${name}`)

/** `name`'s value in this process, made by `create` on first use. */
export function processGlobal(name, create) {
  const store = /** @type {Record<symbol, unknown>} */ (globalThis)
  const key = slot(name)
  if (store[key] === undefined) store[key] = create()
  return store[key]
}

/** Forgets `name`'s value, so the next use makes it again (a database that failed to open). */
export function forgetProcessGlobal(name) {
  delete (/** @type {Record<symbol, unknown>} */ (globalThis)[slot(name)])
}
