import { notFound } from 'next/navigation'

/** An admin path without a page: 404 with the admin's not-found page (./not-found.tsx). */
export default function AdminMissingPage() {
  notFound()
}
