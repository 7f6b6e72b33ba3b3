import { OfficesSection } from '@/web/components/offices/offices-section'
import type { BlockProps } from '../types'

/** The offices block: the office documents on the map (the section reads them itself). */
export function Offices({ context: { locale, pieces } }: BlockProps<'officesSection'>) {
  return <OfficesSection locale={locale} pieces={pieces} />
}
