/**
 * Counts as a language says them, where the noun's form follows the number. Arabic has six plural
 * forms (Intl.PluralRules names them): "يوم واحد", "يومين", "7 أيام", "30 يوماً", "100 يوم".
 */
import { formatNumber } from '../format/format.ts'

const arabicPlural = new Intl.PluralRules('ar')

/** A number of days in Arabic, digits as the site writes them (Western). */
export function arabicDays(count: number): string {
  const digits = formatNumber(count, 'ar')
  switch (arabicPlural.select(count)) {
    case 'one':
      return 'يوم واحد'
    case 'two':
      return 'يومين'
    case 'few':
      return `${digits} أيام`
    case 'many':
      return `${digits} يوماً`
    default:
      return `${digits} يوم`
  }
}
