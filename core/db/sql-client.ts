/**
 * What the core asks of a database: one `query`. Served by `pg` (Supabase's Postgres, in the Edge
 * Function and the app), by PGlite in the embedded default, and by a throwaway server in tests.
 */
export interface SqlClient {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>
}

/** A jsonb value as an object, whichever way the driver returned it. */
export function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T
}
