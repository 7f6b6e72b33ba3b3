/**
 * Leads kept on the device until they are sent (issue 10): when a form is sent without network,
 * its request — the function's URL, headers, body and Idempotency-Key — is kept in IndexedDB for at
 * most 24 hours and sent again when the connection returns, by the service worker (Background Sync,
 * where the browser has it) or by the page (on the next `online` event or visit). The key makes
 * the function store a lead once however often it is sent; a Web Lock keeps two senders (two tabs,
 * or a tab and the worker) from sending the same lead at the same moment.
 *
 * Runs in pages and in the service worker alike: no DOM, no React, plain fetch.
 */
export const OUTBOX_DATABASE = 'lead-outbox'
const STORE = 'leads'
/** A kept lead older than this is dropped, never sent. */
export const OUTBOX_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** Background Sync tag the page registers and the worker answers. */
export const OUTBOX_SYNC_TAG = 'lead-outbox'
/** BroadcastChannel on which a sender says what became of a kept lead. */
export const OUTBOX_CHANNEL = 'lead-outbox'

export interface KeptLead {
  /** The Idempotency-Key, also the record's key. */
  key: string
  /** The form's label (e.g. 'Enhanced Contact Form'). */
  formType: string
  url: string
  headers: Record<string, string>
  /** The JSON body, exactly as first sent. */
  body: string
  /** When it was kept (ms since the epoch). */
  keptAt: number
}

export type OutboxMessage =
  | { type: 'lead-stored'; key: string; formType: string; body: string }
  | { type: 'lead-rejected'; key: string; formType: string; status: number }

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })
}

function open(): Promise<IDBDatabase> {
  const req = indexedDB.open(OUTBOX_DATABASE, 1)
  req.onupgradeneeded = () => {
    req.result.createObjectStore(STORE, { keyPath: 'key' })
  }
  return request(req)
}

async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open()
  try {
    const tx = db.transaction(STORE, mode)
    const result = await request(work(tx.objectStore(STORE)))
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve()
      tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction failed'))
    })
    return result
  } finally {
    db.close()
  }
}

/** Keeps a lead on the device. False when the device cannot keep it (no IndexedDB, quota). */
export async function keepLead(lead: KeptLead): Promise<boolean> {
  try {
    await withStore('readwrite', (store) => store.put(lead))
    return true
  } catch {
    return false
  }
}

export async function keptLeads(): Promise<KeptLead[]> {
  try {
    return await withStore('readonly', (store) => store.getAll() as IDBRequest<KeptLead[]>)
  } catch {
    return []
  }
}

async function forget(key: string) {
  await withStore('readwrite', (store) => store.delete(key)).catch(() => undefined)
}

/**
 * What sending a kept lead again came to: stored (the function confirmed it), retry (no network,
 * or a temporary refusal: 429, 5xx), or rejected (the function refused it for good; it is dropped).
 */
export type SendOutcome =
  { result: 'stored' } | { result: 'retry' } | { result: 'rejected'; status: number }

export async function sendKeptLead(
  lead: KeptLead,
  fetcher: typeof fetch = fetch,
): Promise<SendOutcome> {
  let response: Response
  try {
    response = await fetcher(lead.url, {
      method: 'POST',
      headers: { ...lead.headers, 'Content-Type': 'application/json', 'Idempotency-Key': lead.key },
      body: lead.body,
    })
  } catch {
    return { result: 'retry' }
  }
  if (response.ok) {
    const answer = (await response.json().catch(() => null)) as { success?: unknown } | null
    return answer?.success === true ? { result: 'stored' } : { result: 'retry' }
  }
  if (response.status === 429 || response.status >= 500) return { result: 'retry' }
  return { result: 'rejected', status: response.status }
}

/** Where kept leads live: IndexedDB in browsers; a stand-in in unit tests. */
export interface OutboxStore {
  list(): Promise<KeptLead[]>
  remove(key: string): Promise<void>
}

const indexedDbStore: OutboxStore = { list: keptLeads, remove: forget }

export interface FlushOptions {
  fetcher?: typeof fetch
  store?: OutboxStore
  now?: () => number
  /** Told about each lead that was stored or rejected (in addition to the broadcast). */
  onMessage?: (message: OutboxMessage) => void
}

/** Runs `work` while no other tab or worker flushes (Web Locks where the browser has them). */
async function exclusively<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks
  return locks ? ((await locks.request(OUTBOX_DATABASE, work)) as T) : work()
}

/**
 * Sends every kept lead again, oldest first, and forgets each one the function has stored or
 * refused for good; leads older than 24 hours are dropped unsent. Stops at the first that cannot
 * be sent yet (still offline). Returns how many are still kept.
 */
export function flushOutbox({
  fetcher = fetch,
  store = indexedDbStore,
  now = Date.now,
  onMessage,
}: FlushOptions = {}): Promise<number> {
  return exclusively(async () => {
    const leads = (await store.list()).sort((a, b) => a.keptAt - b.keptAt)
    let remaining = leads.length
    for (const lead of leads) {
      if (now() - lead.keptAt > OUTBOX_MAX_AGE_MS) {
        await store.remove(lead.key)
        remaining--
        continue
      }
      const outcome = await sendKeptLead(lead, fetcher)
      if (outcome.result === 'retry') break
      await store.remove(lead.key)
      remaining--
      const message: OutboxMessage =
        outcome.result === 'stored'
          ? { type: 'lead-stored', key: lead.key, formType: lead.formType, body: lead.body }
          : {
              type: 'lead-rejected',
              key: lead.key,
              formType: lead.formType,
              status: outcome.status,
            }
      onMessage?.(message)
      broadcast(message)
    }
    return remaining
  })
}

function broadcast(message: OutboxMessage) {
  if (typeof BroadcastChannel === 'undefined') return
  const channel = new BroadcastChannel(OUTBOX_CHANNEL)
  channel.postMessage(message)
  channel.close()
}
