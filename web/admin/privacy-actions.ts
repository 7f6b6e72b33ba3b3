'use server'
/**
 * The admin's privacy actions: erase a person, mark a request answered. Server actions are public
 * endpoints: each checks the session itself.
 */
import { redirect } from 'next/navigation'
import { checkedAddress } from '@/core/privacy/addresses.ts'
import { erasePerson } from '@/core/privacy/people.ts'
import { completePrivacyRequest } from '@/core/privacy/requests.ts'
import { requireAdmin } from './auth'

export async function erasePersonAction(form: FormData) {
  const sql = await requireAdmin()
  const email = checkedAddress(form.get('email'))
  if (!email) redirect('/admin/privacy?error=email')
  await erasePerson(sql, email, 'admin')
  redirect(`/admin/privacy?${new URLSearchParams({ erased: email }).toString()}`)
}

export async function completeRequestAction(form: FormData) {
  const sql = await requireAdmin()
  const id = form.get('id')
  if (typeof id === 'string' && /^[0-9a-f-]{36}$/i.test(id)) {
    await completePrivacyRequest(sql, id, new Date())
  }
  redirect('/admin/privacy')
}
