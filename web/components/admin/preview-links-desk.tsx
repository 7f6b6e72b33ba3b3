/**
 * /admin/preview-links: a new link on the left, the links with their state beside it. A link
 * shows its page's draft to whoever opens it, until it expires or is revoked.
 */
import { ExternalLink } from '@/web/components/ui/icons'
import Link from '@/web/components/ui/link'
import { revokePreviewLinkAction } from '@/web/admin/preview-link-actions'
import { linkState, type LinkState, type PreviewLink } from '@/web/preview/client-links'
import { cn } from '@/web/lib/utils'
import { CopyLinkButton } from './copy-link-button'
import { CreatePreviewLinkForm } from './create-preview-link-form'
import { formatWhen } from './format'

const at = (date: Date) => formatWhen(date)

const STATES: Record<LinkState, { label: string; tone: string }> = {
  open: { label: 'Open', tone: 'bg-emerald-50 text-emerald-700 ring-emerald-200' },
  expired: { label: 'Expired', tone: 'bg-slate-100 text-slate-500 ring-slate-200' },
  revoked: { label: 'Revoked', tone: 'bg-red-50 text-red-700 ring-red-200' },
}

export interface ListedPreviewLink extends PreviewLink {
  url: string
}

export function PreviewLinksDesk({
  links,
  created,
  prefill,
  now,
}: {
  links: ListedPreviewLink[]
  created: string | null
  prefill: { path: string; label: string }
  now: Date
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">Preview links</h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        A preview link shows one page with its unpublished changes to someone without a Studio
        account, with the preview bar, until it expires or you revoke it. Search engines never index
        it.
      </p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <section aria-labelledby="new-preview-link">
          <h2 id="new-preview-link" className="text-xl font-bold">
            New preview link
          </h2>
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
            <CreatePreviewLinkForm path={prefill.path} label={prefill.label} />
          </div>
        </section>
        <section aria-labelledby="preview-links">
          <h2 id="preview-links" className="text-xl font-bold">
            Links
          </h2>
          {links.length === 0 ? (
            <p className="mt-6 text-sm text-slate-600">No preview links yet.</p>
          ) : (
            <ul className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {links.map((link) => {
                const state = linkState(link, now)
                return (
                  <li
                    key={link.id}
                    data-preview-link={link.id}
                    className={cn('p-4 sm:p-5', link.id === created && 'bg-brand-50/60')}
                  >
                    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                      <div className="min-w-0">
                        <p className="font-semibold break-all text-slate-900">{link.path}</p>
                        {link.label ? (
                          <p className="text-sm break-words text-slate-600">{link.label}</p>
                        ) : null}
                      </div>
                      <span
                        data-testid="preview-link-state"
                        className={cn(
                          'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
                          STATES[state].tone,
                        )}
                      >
                        {STATES[state].label}
                      </span>
                    </div>
                    {state === 'open' ? (
                      <p className="mt-2 font-mono text-xs break-all text-slate-700">
                        <span className="sr-only">Address: </span>
                        <span data-testid="preview-link-url">{link.url}</span>
                      </p>
                    ) : null}
                    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-500">
                      <p>
                        Created {at(link.createdAt)} ·{' '}
                        {state === 'revoked' && link.revokedAt
                          ? `revoked ${at(link.revokedAt)}`
                          : `${state === 'expired' ? 'expired' : 'expires'} ${at(link.expiresAt)}`}{' '}
                        · opened {link.openedCount === 1 ? 'once' : `${link.openedCount} times`}
                      </p>
                      {state === 'open' ? (
                        <div className="flex flex-wrap items-center gap-1">
                          <CopyLinkButton url={link.url} />
                          <Link
                            href={link.url}
                            target="_blank"
                            className="inline-flex items-center gap-1 rounded-full px-3 py-1 font-semibold text-slate-700 hover:bg-slate-100"
                          >
                            Open <ExternalLink className="size-3" />
                          </Link>
                          <form action={revokePreviewLinkAction}>
                            <input type="hidden" name="id" value={link.id} />
                            <button
                              type="submit"
                              className="rounded-full px-3 py-1 font-semibold text-red-700 hover:bg-red-50"
                            >
                              Revoke
                            </button>
                          </form>
                        </div>
                      ) : null}
                    </div>
                  </li>
                )
              })}
            </ul>
          )}
        </section>
      </div>
    </div>
  )
}
