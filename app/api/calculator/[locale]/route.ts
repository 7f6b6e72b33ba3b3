/**
 * GET /api/calculator/{locale}: the cost calculator's published content (its services, prices,
 * toggles and options) in that language, as JSON. The dialog fetches it when a visitor first opens
 * it (web/components/calculator/calculator-provider.tsx), so a page's data no longer carries ~4 kB
 * of it for a closed dialog (issue 46). Prerendered per language and revalidated by the same tags
 * as the pages (a publish of a calculator item or its settings); an unknown language is a 404.
 * Draft previews keep the content in the page (web/components/shell/site-shell.tsx).
 */
import { locales } from '@/core/i18n/locales'
import { getCostCalculator } from '@/web/content'

export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return locales.codes.map((locale) => ({ locale }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!locales.isLocale(locale)) return new Response('Not found', { status: 404 })
  return Response.json(await getCostCalculator({ locale }))
}
