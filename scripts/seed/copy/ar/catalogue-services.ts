/**
 * Arabic names for the visitor-facing words of the service catalogue (../../catalogue.ts:
 * `SERVICES` titles and `CATEGORIES` titles), keyed by slug and key. Slugs, icons, prices and
 * billing periods are facts that stay as the catalogue writes them; only the words change.
 * Typed as records so that a service or category without an Arabic name fails `tsc`.
 */
import type { CategoryKey, ServiceSlug } from '../../catalogue'

/** The service's name, as it appears in headings, cards, menus and the calculator. */
export const arServiceTitles: Record<ServiceSlug, string> = {
  // التسويق
  seo: 'تحسين محركات البحث (SEO)',
  ppc: 'إعلانات الدفع مقابل النقرة (PPC)',
  'social-media': 'التسويق عبر منصات التواصل',
  'content-marketing': 'تسويق المحتوى',
  'email-marketing': 'التسويق عبر البريد الإلكتروني',
  'influencer-outreach': 'التسويق عبر المؤثرين',
  // التصميم والتطوير
  'website-design': 'تصميم المواقع الإلكترونية',
  'web-development': 'تطوير المواقع الإلكترونية',
  'ui-ux-design': 'تصميم واجهات وتجربة المستخدم (UI/UX)',
  'mvp-development': 'تطوير النسخة الأولية من المنتج (MVP)',
  'mobile-app-development': 'تطوير تطبيقات الجوال',
  'progressive-web-apps': 'تطبيقات الويب التقدمية (PWA)',
  // الهوية والإبداع
  'logo-design': 'تصميم الشعارات',
  'brand-identity': 'حزمة الهوية البصرية',
  'voice-over': 'التعليق الصوتي والسرد',
  animation: 'الرسوم المتحركة والموشن جرافيك',
  'video-editing': 'مونتاج الفيديو',
  'podcast-editing': 'مونتاج البودكاست',
  // البيانات والأتمتة
  'crm-integration': 'ربط أنظمة CRM وتكاملها',
  'funnel-building': 'بناء مسارات المبيعات',
  'marketing-automation': 'أتمتة التسويق',
  'conversion-optimization': 'تحسين معدل التحويل',
  'data-dashboards': 'لوحات البيانات التفاعلية',
  analytics: 'التحليلات والتقارير',
}

/**
 * A shorter label where space is tight (the mobile menu, filter chips, breadcrumbs): the
 * Arabic names run longer than the English ones, so the acronym alone stands in where readers
 * know it.
 */
export const arServiceShortTitles: Record<ServiceSlug, string> = {
  seo: 'تحسين محركات البحث',
  ppc: 'إعلانات PPC',
  'social-media': 'منصات التواصل',
  'content-marketing': 'تسويق المحتوى',
  'email-marketing': 'البريد الإلكتروني',
  'influencer-outreach': 'المؤثرون',
  'website-design': 'تصميم المواقع',
  'web-development': 'تطوير المواقع',
  'ui-ux-design': 'تصميم UI/UX',
  'mvp-development': 'تطوير MVP',
  'mobile-app-development': 'تطبيقات الجوال',
  'progressive-web-apps': 'تطبيقات PWA',
  'logo-design': 'الشعارات',
  'brand-identity': 'الهوية البصرية',
  'voice-over': 'التعليق الصوتي',
  animation: 'الموشن جرافيك',
  'video-editing': 'مونتاج الفيديو',
  'podcast-editing': 'مونتاج البودكاست',
  'crm-integration': 'تكامل CRM',
  'funnel-building': 'مسارات المبيعات',
  'marketing-automation': 'أتمتة التسويق',
  'conversion-optimization': 'تحسين التحويل',
  'data-dashboards': 'لوحات البيانات',
  analytics: 'التحليلات',
}

/** Category titles, in the catalogue's order of `CATEGORIES`. */
export const arCategoryTitles: Record<CategoryKey, string> = {
  marketing: 'التسويق',
  'design-development': 'التصميم والتطوير',
  'branding-creative': 'الهوية والإبداع',
  'data-automation': 'البيانات والأتمتة',
}
