/**
 * Arabic words for the site-wide facts of ../../catalogue.ts: the brand's lines, promises, hours,
 * the calculator, the budget and timeline options, the offices, the home page's words, claims,
 * durations, premium cards and headings. Each table is keyed by the English fact's own key, value
 * or position, so a fact added in English without its Arabic fails the type check. Numbers, prices,
 * phone numbers, time zones and coordinates are facts that are not translated: they stay in the
 * catalogue. The pages' titles are the `title` of each page in ./pages.ts.
 */
import type {
  BUDGET_OPTIONS,
  CALCULATOR_ITEMS,
  HOME_CLAIMS,
  HOME_HEADINGS,
  OFFICES,
  PREMIUM_SERVICES,
  PROCESS_DURATIONS,
  PROMISES,
  TIMELINE_OPTIONS,
  WORKING_HOURS,
} from '../../catalogue'

type CalculatorItemName = (typeof CALCULATOR_ITEMS)[number]['name']
type CalculatorCategory = (typeof CALCULATOR_ITEMS)[number]['category']
type OfficeKey = (typeof OFFICES)[number]['key']
/** One Arabic string per entry of a fixed-length English list, in its order. */
type Translated<T extends readonly unknown[]> = { -readonly [K in keyof T]: string }

/** The brand's visible lines (its name stays Codehome, in Latin letters). */
export const brand = {
  tagline: 'حيث يجد الكود موطنه',
  heroMessage: 'هل يتعثّر نمو أعمالك على الإنترنت؟',
  heroSubline: 'مع Codehome، أنت في أيدٍ أمينة',
} as const satisfies Record<'tagline' | 'heroMessage' | 'heroSubline', string>

/**
 * The visible claim: the opening hours line. The opening days stay in English in the catalogue:
 * they are schema.org day names for structured data, not text a visitor reads.
 */
export const claims = {
  hoursLabel: 'الاثنين–الجمعة، من 09:00 إلى 18:00',
} as const satisfies Record<'hoursLabel', string>

export const promises = {
  consultation: 'استشارة مجانية لمدة 30\u00A0دقيقة',
  response: 'نرد عليك خلال 24\u00A0ساعة',
} as const satisfies Record<keyof typeof PROMISES, string>

/** The labels of the working-hours rows, by their time zone. */
export const workingHoursLabels: Record<(typeof WORKING_HOURS)[number]['timeZone'], string> = {
  'Asia/Karachi': 'كراتشي',
  'Asia/Qatar': 'الدوحة',
  'Europe/London': 'المملكة المتحدة',
  'America/New_York': 'أمريكا (EST)',
  'America/Los_Angeles': 'أمريكا (PST)',
  'America/Toronto': 'كندا (EST)',
  'America/Vancouver': 'كندا (PST)',
}

/** The calculator's items by their English name: prices stay in the catalogue. */
export const calculatorItems: Record<CalculatorItemName, string> = {
  SEO: 'تحسين محركات البحث (SEO)',
  'PPC Advertising': 'إعلانات الدفع بالنقرة (PPC)',
  'Social Media Marketing': 'التسويق عبر منصات التواصل',
  'Content Marketing': 'تسويق المحتوى',
  'Email Marketing': 'التسويق عبر البريد الإلكتروني',
  'Web Development': 'تطوير المواقع الإلكترونية',
  'Mobile App Development': 'تطوير تطبيقات الجوال',
  'E-commerce Development': 'تطوير المتاجر الإلكترونية',
  'MVP Development': 'تطوير النسخة الأولية (MVP)',
  'Progressive Web Apps': 'تطبيقات الويب التقدمية (PWA)',
}

export const calculatorCategories: Record<CalculatorCategory, string> = {
  Marketing: 'التسويق',
  Development: 'التطوير',
}

export const calculatorNote =
  'الأسعار المعروضة هي أسعار الباقات الأساسية (Starter/Essential)، وقد يختلف السعر النهائي بحسب متطلبات مشروعك.'

/** Budget options by their value (the value a lead stores stays as it is). */
export const budgetOptions: Record<(typeof BUDGET_OPTIONS)[number]['value'], string> = {
  '0-1000': 'أقل من $1,000',
  '1000-5000': 'من $1,000 إلى $5,000',
  '5000-10000': 'من $5,000 إلى $10,000',
  '10000-25000': 'من $10,000 إلى $25,000',
  '25000+': 'أكثر من $25,000',
}

export const timelineOptions: Record<(typeof TIMELINE_OPTIONS)[number]['value'], string> = {
  '1-2weeks': '1-2\u00A0أسابيع',
  '3-4weeks': '3-4\u00A0أسابيع',
  '1-2months': '1-2\u00A0أشهر',
  '3-6months': '3-6\u00A0أشهر',
  '6months+': 'أكثر من 6\u00A0أشهر',
}

/** The offices' visible words by office key; phone numbers and coordinates stay as they are. */
export const offices: Record<OfficeKey, { name: string; country: string; address: string }> = {
  'new-york': {
    name: 'نيويورك',
    country: 'الولايات المتحدة',
    address: '350 فيفث أفنيو، الجناح 4210، نيويورك، NY\u00A010118',
  },
  london: {
    name: 'لندن',
    country: 'المملكة المتحدة',
    address: '1 كندا سكوير، الطابق 39، لندن E14\u00A05AB',
  },
  karachi: {
    name: 'كراتشي',
    country: 'باكستان',
    address: 'قطعة 12-C، شارع فيصل، PECHS، كراتشي 75400',
  },
  doha: {
    name: 'الدوحة',
    country: 'قطر',
    address: 'برج تورنادو، الطابق 21، الخليج الغربي، الدوحة',
  },
  toronto: {
    name: 'تورنتو',
    country: 'كندا',
    address: '100 كينغ ستريت ويست، الجناح 5600، تورنتو، ON\u00A0M5X\u00A01C9',
  },
}

/**
 * The rotating hero words, in the order of HERO_WORDS, each read after the lead of ./home.ts
 * ("لنبنِ" + "علامتك التجارية"); the line is as wide as the longest word, so each stays short
 * enough for one line at 375 px. A tuple: the unit test checks it matches HERO_WORDS.
 */
export const heroWords: [string, string, string, string, string, string, string] = [
  'علامتك التجارية',
  'تطبيقك على الويب',
  'متجرك الإلكتروني',
  'تحفتك الرقمية',
  'تطبيقك للجوال',
  'مسار مبيعاتك',
  'حضورك الرقمي',
]

/** The home claims' labels by their English label; the figures stay in the catalogue. */
export const homeClaims: Record<(typeof HOME_CLAIMS)[number]['label'], string> = {
  Subscribers: 'مشترك',
  Businesses: 'شركة',
  Projects: 'مشروع',
  Countries: 'دول',
  Support: 'دعم متواصل',
}

/** The four process steps' durations, in order. */
export const processDurations: Translated<typeof PROCESS_DURATIONS> = [
  '1-2\u00A0أسابيع',
  '2-6\u00A0أسابيع',
  '1-2\u00A0أسابيع',
  'مستمر',
]

/** The premium cards' titles by the service each leads to. */
export const premiumServices: Record<(typeof PREMIUM_SERVICES)[number]['service'], string> = {
  'progressive-web-apps': 'تطبيقات الويب التقدمية',
  seo: 'تحسين محركات البحث (SEO)',
  'web-development': 'تطوير مواقع متوافقة مع الجوال',
  'voice-over': 'التعليق الصوتي',
}

export const homeHeadings = {
  testimonialsBadge: 'آراء عملائنا',
  testimonialsHeading: 'ماذا يقول عملاؤنا عن أعمالنا',
  popularBadge: 'الخدمات الأكثر طلبًا',
  popularHeading: 'انقل أعمالك إلى مستوى جديد',
} as const satisfies Record<keyof typeof HOME_HEADINGS, string>

/** The badge of a service's card among the popular services ("Trending" in English). */
export const popularCardBadge = 'الأكثر طلبًا'
