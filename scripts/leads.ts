/**
 * npm run leads                          the 20 newest leads, newest first
 * npm run leads -- --limit 100           more (up to 500)
 * npm run leads -- --json                as JSON, the admin API's shape
 * npm run leads -- --url http://host     through that site's admin API (needs ADMIN_TOKEN)
 * npm run leads -- --prune-resumes 180   deletes the résumés older than 180 days (their leads stay)
 *                                        and lets the database reuse their space (not while a
 *                                        site holds the PGlite directory: stop it first)
 *
 * Reads the database the site is configured with: DATABASE_URL's Postgres directly, or on the
 * embedded default the PGlite data directory (PGLITE_DATA_DIR). PGlite belongs to one process at a
 * time, so while a site holds the directory the command asks that site's admin API instead
 * (NEXT_PUBLIC_SITE_URL, or --url, with ADMIN_TOKEN).
 */
import { listLeads, pruneResumes, type StoredLead } from '../web/admin/lead-queries'
import { env, siteUrl } from '../web/env'
import { openLeadsDatabase, pgliteHolder } from '../web/server/open-database'

function option(name: string): string | undefined {
  const args = process.argv.slice(2)
  const index = args.indexOf(`--${name}`)
  if (index !== -1) return args[index + 1]
  return args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
}

const json = process.argv.includes('--json')
const limit = Number(option('limit') ?? 20)
if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
  console.error('--limit must be a whole number from 1 to 500')
  process.exit(2)
}

async function fromApi(base: string): Promise<StoredLead[]> {
  if (!env.ADMIN_TOKEN) {
    throw new Error('ADMIN_TOKEN is needed to read leads through the admin API')
  }
  const url = new URL(`/api/admin/leads?limit=${limit}`, base)
  const response = await fetch(url, { headers: { authorization: `Bearer ${env.ADMIN_TOKEN}` } })
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return ((await response.json()) as { leads: StoredLead[] }).leads
}

async function fromDatabase(): Promise<StoredLead[]> {
  const db = await openLeadsDatabase({
    databaseUrl: env.DATABASE_URL,
    directUrl: env.DATABASE_DIRECT_URL,
    pgliteDataDir: env.PGLITE_DATA_DIR,
  })
  try {
    return await listLeads(db.sql, limit)
  } finally {
    await db.close()
  }
}

async function load(): Promise<{ source: string; leads: StoredLead[] }> {
  const url = option('url')
  if (url) return { source: url, leads: await fromApi(url) }
  if (!env.DATABASE_URL) {
    const holder = pgliteHolder(env.PGLITE_DATA_DIR)
    if (holder) {
      return {
        source: `${siteUrl} (process ${holder} holds ${env.PGLITE_DATA_DIR})`,
        leads: await fromApi(siteUrl),
      }
    }
  }
  return {
    source: env.DATABASE_URL ? 'DATABASE_URL' : env.PGLITE_DATA_DIR,
    leads: await fromDatabase(),
  }
}

const when = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'short',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: 'UTC',
})

function line(lead: StoredLead): string {
  const emails = lead.emails.length
    ? lead.emails
        .map((e) => `${e.kind} ${e.status}${e.attempts > 1 ? ` (${e.attempts} attempts)` : ''}`)
        .join(', ')
    : 'no e-mail'
  const crm = lead.crm ? `, CRM ${lead.crm.status}` : ''
  const spam = lead.spamReasons.length ? `  [spam: ${lead.spamReasons.join(', ')}]` : ''
  const who = [lead.name, lead.email && `<${lead.email}>`].filter(Boolean).join(' ')
  return `${when.format(new Date(lead.createdAt))} UTC  ${lead.formType.padEnd(12)} ${lead.state.padEnd(9)} ${who}  — ${emails}${crm}${spam}\n    ${lead.id}`
}

async function prune(days: number) {
  if (!env.DATABASE_URL && pgliteHolder(env.PGLITE_DATA_DIR)) {
    throw new Error(`A site holds ${env.PGLITE_DATA_DIR}: stop it, then prune its résumés`)
  }
  const db = await openLeadsDatabase({
    databaseUrl: env.DATABASE_URL,
    directUrl: env.DATABASE_DIRECT_URL,
    pgliteDataDir: env.PGLITE_DATA_DIR,
  })
  try {
    const freed = await pruneResumes(db.sql, new Date(Date.now() - days * 86_400_000))
    console.log(
      `Deleted ${freed.resumes} résumé${freed.resumes === 1 ? '' : 's'} older than ${days} days (${(freed.bytes / 1024 / 1024).toFixed(1)} MB, reusable for new ones).`,
    )
  } finally {
    await db.close()
  }
}

async function list() {
  const { source, leads } = await load()
  if (json) {
    console.log(JSON.stringify({ leads }, null, 2))
  } else {
    console.log(
      `${leads.length} most recent lead${leads.length === 1 ? '' : 's'} from ${source}:\n`,
    )
    for (const lead of leads) console.log(line(lead))
  }
}

const pruneDays = option('prune-resumes')
try {
  if (pruneDays === undefined) await list()
  else {
    const days = Number(pruneDays)
    if (!Number.isInteger(days) || days < 0) {
      throw new Error('--prune-resumes takes a whole number of days')
    }
    await prune(days)
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
}
