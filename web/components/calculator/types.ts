import type { Locale } from '@/core/i18n/locales'
import type { getCostCalculator } from '@/web/content'

/** What the calculator reads from the CMS: its toggles, note and select options. */
export type CostCalculatorContent = Awaited<ReturnType<typeof getCostCalculator>>
export type CalculatorItem = CostCalculatorContent['items'][number]
export interface CalculatorOption {
  value: string
  label: string
}

/** Where the dialog fetches its published content in `locale` (app/api/calculator/[locale]). */
export const calculatorContentPath = (locale: Locale) => `/api/calculator/${locale}`
