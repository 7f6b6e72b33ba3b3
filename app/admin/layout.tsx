import { RootDocument } from '@/web/components/shell/root-document'

/** The admin's root: the document without the site's frame (the admin pages draw their own). */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument>{children}</RootDocument>
}
