'use server'
/**
 * The admin's privacy actions: erase a person, mark a request answered. Server actions are public
 * endpoints: each checks the session itself.
 */
import { redirect } from 'next/navigation'
import { checkedAddress } from '@/core/privacy/addresses.ts'
import { erasePerson } from '@/core/privacy/people.ts'
import { completePrivacyRequest } from '@/core/privacy/requests.ts'
import { formText } from '@/web/lib/action-input'
import { requireAdmin } from './auth'

export async function erasePersonAction(form: unknown) {
  const sql = await requireAdmin()
  const email = checkedAddress(formText(form, 'email'))
  if (!email) redirect('/admin/privacy?error=email')
  await erasePerson(sql, email, 'admin')
  redirect(`/admin/privacy?${new URLSearchParams({ erased: email }).toString()}`)
}

export async function completeRequestAction(form: unknown) {
  const sql = await requireAdmin()
  const id = formText(form, 'id')
  if (id !== null && /^[0-9a-f-]{36}$/i.test(id)) {
    await completePrivacyRequest(sql, id, new Date())
  }
  redirect('/admin/privacy')
}
