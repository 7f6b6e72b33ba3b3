import { OfficesSection } from '@/web/components/offices/offices-section'

/** The offices block: the office documents on the map (the section reads them itself). */
export function Offices() {
  return <OfficesSection />
}
