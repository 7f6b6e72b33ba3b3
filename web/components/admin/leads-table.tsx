/**
 * The agency's list of leads: newest first, each with its form, contact, spam flags and the state
 * of its two e-mails; the full record behind a disclosure.
 */
import { recordLines } from '@/supabase/functions/_shared/lead-emails.ts'
import type { StoredEmail, StoredLead } from '@/supabase/functions/_shared/lead-store.ts'
import { SHORT_TYPE_TITLES } from '@/supabase/functions/_shared/form-types.ts'
import { signOut } from '@/web/admin/actions'

const when = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

function emailState(email: StoredEmail) {
  const tries = `${email.attempts} attempt${email.attempts === 1 ? '' : 's'}`
  switch (email.status) {
    case 'sent':
      return `sent (${tries})`
    case 'failed':
      return `failed, ${tries}${email.lastError ? `: ${email.lastError}` : ''}`
    case 'dead':
      return `dead after ${tries}${email.lastError ? `: ${email.lastError}` : ''}`
    default:
      return 'pending'
  }
}

export function LeadsTable({ leads }: { leads: StoredLead[] }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">Leads</h1>
        <form action={signOut}>
          <button type="submit" className="rounded-full border px-4 py-2 text-sm font-semibold">
            Sign out
          </button>
        </form>
      </div>
      {leads.length === 0 ? (
        <p className="mt-8 text-slate-600">No leads yet.</p>
      ) : (
        <table className="mt-8 w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b">
              <th className="py-2 pr-4">Received (UTC)</th>
              <th className="py-2 pr-4">Form</th>
              <th className="py-2 pr-4">Name</th>
              <th className="py-2 pr-4">E-mail</th>
              <th className="py-2 pr-4">E-mails</th>
              <th className="py-2">Details</th>
            </tr>
          </thead>
          <tbody>
            {leads.map((lead) => (
              <tr key={lead.id} className="border-b align-top" data-lead-id={lead.id}>
                <td className="py-2 pr-4 whitespace-nowrap">
                  {when.format(new Date(lead.createdAt))}
                </td>
                <td className="py-2 pr-4">
                  {SHORT_TYPE_TITLES[lead.formType]}
                  {lead.spamReasons.length ? (
                    <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                      spam: {lead.spamReasons.join(', ')}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pr-4">{lead.name}</td>
                <td className="py-2 pr-4">{lead.email}</td>
                <td className="py-2 pr-4">
                  {lead.emails.length === 0 ? (
                    <span className="text-slate-500">none</span>
                  ) : (
                    <ul>
                      {lead.emails.map((email) => (
                        <li key={email.id}>
                          {email.kind}: {emailState(email)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="py-2">
                  <details>
                    <summary className="cursor-pointer">Record</summary>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                      {recordLines(lead.lead).map(([name, value]) => (
                        <div key={name} className="contents">
                          <dt className="font-medium">{name}</dt>
                          <dd className="break-all whitespace-pre-wrap">{value}</dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
