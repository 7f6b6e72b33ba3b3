import { type JsonLdObject, serializeJsonLd } from './structured-data'

/** Structured data for search engines, rendered on the server (no JavaScript shipped). */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  return (
    <script
      type="application/ld+json"
      // Escaped by serializeJsonLd: content cannot close the script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
