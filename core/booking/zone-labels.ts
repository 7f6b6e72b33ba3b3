/**
 * A time zone's name in the reader's language: "Dubai (Gulf Standard Time)" in English (the
 * booking forms' own labels, booking-form.ts), "دبي (توقيت الخليج)" in Arabic. The zones the forms
 * offer, and those of the Gulf and the Levant an Arabic visitor's browser reports, are written out
 * (Intl has no city names); any other zone is its city with Intl's name of the zone.
 *
 * Its own module, so that a booking form's browser code carries only the English labels.
 */
import { DEFAULT_LOCALE, type Locale, locales } from '../i18n/locales.ts'
import { isValidTimeZone, timeZoneLabel } from './booking-form.ts'

const LABELS: Record<Exclude<Locale, 'en'>, Readonly<Record<string, string>>> = {
  ar: {
    'Europe/London': 'لندن (توقيت المملكة المتحدة)',
    'America/New_York': 'نيويورك (التوقيت الشرقي)',
    'America/Los_Angeles': 'لوس أنجلوس (توقيت المحيط الهادئ)',
    'America/Chicago': 'شيكاغو (التوقيت المركزي)',
    'Asia/Karachi': 'كراتشي (توقيت باكستان)',
    'Asia/Dubai': 'دبي (توقيت الخليج)',
    'Europe/Paris': 'باريس (توقيت وسط أوروبا)',
    'Asia/Tokyo': 'طوكيو (توقيت اليابان)',
    'Australia/Sydney': 'سيدني (توقيت شرق أستراليا)',
    'Asia/Muscat': 'مسقط (توقيت الخليج)',
    'Asia/Riyadh': 'الرياض (توقيت السعودية)',
    'Asia/Qatar': 'الدوحة (توقيت قطر)',
    'Asia/Bahrain': 'المنامة (توقيت البحرين)',
    'Asia/Kuwait': 'الكويت (توقيت الكويت)',
    'Africa/Cairo': 'القاهرة (توقيت مصر)',
    'Asia/Amman': 'عمّان (توقيت الأردن)',
    'Asia/Beirut': 'بيروت (توقيت لبنان)',
  },
}

/** The zone's city (from its IANA name) with Intl's name of the zone in the language. */
function intlLabel(zone: string, locale: string): string {
  const city = (zone.split('/').pop() ?? zone).replace(/_/g, ' ')
  let name = ''
  try {
    name =
      new Intl.DateTimeFormat(locales.entry(locale).intl, {
        timeZone: zone,
        timeZoneName: 'longGeneric',
      })
        .formatToParts(new Date())
        .find((part) => part.type === 'timeZoneName')?.value ?? ''
  } catch {
    name = ''
  }
  return name ? `${city} (${name})` : city
}

/** The zone's label in `locale` (English: the forms' labels, unchanged). */
export function zoneLabel(zone: string, locale: string): string {
  const code = locales.entry(locale).code
  if (code === DEFAULT_LOCALE || !Object.hasOwn(LABELS, code)) return timeZoneLabel(zone)
  if (!isValidTimeZone(zone)) return zone
  const written = LABELS[code as keyof typeof LABELS]
  return Object.hasOwn(written, zone) ? written[zone]! : intlLabel(zone, code)
}

/**
 * The zones' names written out for `locale` (none for English, whose labels are the forms' own):
 * what a booking form on a page in that language is given, so that its browser code carries no
 * other language's table.
 */
export function writtenZoneLabels(locale: string): Readonly<Record<string, string>> {
  const code = locales.entry(locale).code
  return code !== DEFAULT_LOCALE && Object.hasOwn(LABELS, code)
    ? LABELS[code as keyof typeof LABELS]
    : {}
}
