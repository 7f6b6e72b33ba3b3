'use server'
/**
 * The admin's work on client preview links (/admin/preview-links): make one, end one. Server
 * actions are public endpoints: each checks the session itself (requireAdmin).
 */
import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import {
  createPreviewLink,
  previewPathProblem,
  revokePreviewLink,
} from '@/web/preview/client-links'
import { previewKey } from '@/web/preview/preview-gate'
import { formText } from '@/web/lib/action-input'
import { requireAdmin } from './auth'

const PAGE = '/admin/preview-links'

export interface PreviewLinkFormState {
  error: string | null
}

export async function createPreviewLinkAction(
  _previous: unknown,
  form: unknown,
): Promise<PreviewLinkFormState> {
  const sql = await requireAdmin()
  if (!previewKey()) {
    return { error: 'Drafts cannot be previewed on this server: set PREVIEW_SECRET.' }
  }
  const path = (formText(form, 'path') ?? '').trim()
  const problem = previewPathProblem(path)
  if (problem) return { error: problem }
  const days = Number(formText(form, 'days') ?? 7)
  if (!Number.isInteger(days) || days < 1 || days > 90) {
    return { error: 'Choose between 1 and 90 days.' }
  }
  const link = await createPreviewLink(sql, {
    path,
    days,
    label: (formText(form, 'label') ?? '').trim(),
  })
  redirect(`${PAGE}?created=${encodeURIComponent(link.id)}`)
}

export async function revokePreviewLinkAction(form: unknown): Promise<void> {
  const sql = await requireAdmin()
  const id = formText(form, 'id')
  if (id) await revokePreviewLink(sql, id)
  refresh()
}
