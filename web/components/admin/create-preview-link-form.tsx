'use client'
/** A new client preview link: the page (prefilled from the Studio's action), a label, its days. */
import { useActionState, useId } from 'react'
import { TextField } from '@/web/components/forms/form-fields'
import { buttonClass } from '@/web/components/ui/button'
import { createPreviewLinkAction } from '@/web/admin/preview-link-actions'

export function CreatePreviewLinkForm({ path, label }: { path: string; label: string }) {
  const id = useId()
  const [state, action, pending] = useActionState(createPreviewLinkAction, { error: null })
  return (
    <form action={action} aria-label="New preview link" className="grid gap-4">
      <TextField
        id={`${id}-path`}
        name="path"
        label="Page"
        required
        defaultValue={path}
        placeholder="/services/seo"
        hint="The path of the page whose draft the client should see."
      />
      <TextField
        id={`${id}-label`}
        name="label"
        label="For (optional)"
        defaultValue={label}
        placeholder="Acme, homepage review"
      />
      <TextField
        id={`${id}-days`}
        name="days"
        label="Days it works"
        type="number"
        min={1}
        max={90}
        required
        defaultValue={7}
      />
      {state.error ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {state.error}
        </p>
      ) : null}
      <button type="submit" disabled={pending} className={buttonClass({ size: 'lg' })}>
        {pending ? 'Creating…' : 'Create preview link'}
      </button>
    </form>
  )
}
