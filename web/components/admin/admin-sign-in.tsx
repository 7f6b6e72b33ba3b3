'use client'
import { useActionState } from 'react'
import { signIn, type SignInState } from '@/web/admin/actions'
import { buttonClass } from '@/web/components/ui/button'

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-slate-50 px-4 py-12">{children}</main>
  )
}

/** The admin token form; `next` is the admin page to return to (the leads by default). */
export function AdminSignIn({ title = 'Leads', next }: { title?: string; next?: string }) {
  const [state, action, pending] = useActionState<SignInState, FormData>(signIn, { error: null })
  return (
    <Centered>
      <form
        action={action}
        className="grid w-full max-w-sm gap-4 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm"
      >
        <h1 className="text-2xl font-bold">{title}</h1>
        {next ? <input type="hidden" name="next" value={next} /> : null}
        <p className="-mt-2 text-sm text-slate-600">Sign in with the site&apos;s admin token.</p>
        <label className="grid gap-1 text-sm font-medium">
          Admin token
          <input
            name="token"
            type="password"
            autoComplete="current-password"
            required
            className="h-11 rounded-xl border border-slate-300 px-3 text-base font-normal"
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
          className={buttonClass({ className: 'rounded-xl' })}
        >
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </Centered>
  )
}

export function AdminUnavailable() {
  return (
    <Centered>
      <p className="max-w-xl text-center text-slate-700">
        The leads database is unavailable right now. Please reload in a moment.
      </p>
    </Centered>
  )
}
