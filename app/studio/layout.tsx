import { RootDocument } from '@/web/components/shell/root-document'
import '../globals.css'

// As the site's pages: a CDN may keep the Studio's static shell for a minute.
export const revalidate = 60

/** The Studio's root: the document alone (the Studio draws everything in the browser). */
export default function StudioLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument>{children}</RootDocument>
}
