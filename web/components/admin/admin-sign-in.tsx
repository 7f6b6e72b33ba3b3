'use client'
import { useActionState } from 'react'
import { signIn, type SignInState } from '@/web/admin/actions'

/** The admin token form; `next` is the admin page to return to (the leads by default). */
export function AdminSignIn({ title = 'Leads', next }: { title?: string; next?: string }) {
  const [state, action, pending] = useActionState<SignInState, FormData>(signIn, { error: null })
  return (
    <form action={action} className="mx-auto mt-24 grid max-w-sm gap-4 rounded-2xl border p-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      {next ? <input type="hidden" name="next" value={next} /> : null}
      <label className="grid gap-1 text-sm font-medium">
        Admin token
        <input
          name="token"
          type="password"
          autoComplete="current-password"
          required
          className="rounded-lg border border-slate-300 px-3 py-2 font-normal"
        />
      </label>
      {state.error ? (
        <p role="alert" className="text-sm text-red-700">
          {state.error}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={pending}
        className="rounded-full bg-slate-900 px-5 py-2 font-semibold text-white disabled:opacity-60"
      >
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  )
}
