import { RootDocument } from '@/web/components/shell/root-document'

/** The Studio's root: the document alone (the Studio draws everything in the browser). */
export default function StudioLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument>{children}</RootDocument>
}
