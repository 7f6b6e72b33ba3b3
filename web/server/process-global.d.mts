/** `name`'s value in this process, made by `create` on first use (process-global.mjs). */
export function processGlobal<T>(name: string, create: () => T): T
/** Forgets `name`'s value, so the next use makes it again. */
export function forgetProcessGlobal(name: string): void
