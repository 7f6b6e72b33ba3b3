import type { getCostCalculator } from '@/web/content'

/** What the calculator reads from the CMS: its toggles, note and select options. */
export type CostCalculatorContent = Awaited<ReturnType<typeof getCostCalculator>>
export type CalculatorItem = CostCalculatorContent['items'][number]
export interface CalculatorOption {
  value: string
  label: string
}
