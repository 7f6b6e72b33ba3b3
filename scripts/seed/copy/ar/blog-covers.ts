/**
 * The Arabic labels of the blog posts' covers (../../blog-covers.ts): each interface as it would
 * read in Arabic, drawn right to left, and each cover's alternative text. Figures, prices,
 * addresses, metric names (LCP, INP, CLS), file and tag names (robots.txt, XML, canonical,
 * hreflang) and the names of companies stay in Latin letters and Western digits, and every
 * figure of an alternative text is the English one.
 */
import type { CoverArt } from '../../blog-covers'

export const blogCovers: CoverArt = {
  language: 'ar',
  direction: 'rtl',
  words: {
    seo: {
      alt: 'تدقيق تقني لموقع example.com: مؤشر صحة الموقع عند 92 بعد الزحف إلى 248 صفحة، وبجانبه قائمة فحص اجتازها ملف robots.txt وخريطة XML ووسوم canonical، بينما تحتاج وسوم hreflang إلى إصلاح',
      health: 'صحة الموقع',
      crawled: 'فحص 248 صفحة',
      passed: 'اجتاز 3 من 4',
      checks: ['ملف robots.txt', 'خريطة موقع XML', 'وسوم canonical', 'وسوم hreflang'],
      fix: 'إصلاح',
    },
    pwa: {
      alt: 'مقارنة بين خيارين جنبًا إلى جنب: تطبيق ويب تقدّمي بقاعدة برمجية واحدة ودون تنزيل وبتحديثات فورية، وتطبيق أصلي بقاعدتين برمجيتين وتنزيل بحجم 100 ميغابايت ومراجعة من متجر التطبيقات',
      pwa: 'تطبيق PWA',
      native: 'تطبيق أصلي',
      versus: 'أم',
      web: ['قاعدة برمجية واحدة', 'بلا تنزيل', 'تحديثات فورية'],
      app: ['قاعدتان برمجيتان', 'تنزيل 100 ميغابايت', 'مراجعة المتجر'],
    },
    funnel: {
      alt: 'صفحة هبوط تقدّم دليل نمو مجانيًا مقابل نموذج قصير للاسم والبريد الإلكتروني، وبجانبها عميل محتمل جديد من البحث، ومعدل تحويل من الزيارة إلى عميل محتمل يبلغ 7.7%، ومكالمة محجوزة يوم الخميس الساعة 10:00',
      headline: 'دليل النمو المجاني',
      name: 'الاسم',
      email: 'بريد العمل',
      cta: 'أرسلوا لي الدليل',
      initial: 'ج',
      newLead: 'عميل محتمل جديد',
      source: 'من نتائج البحث',
      rate: 'زيارة ← عميل محتمل',
      booked: 'تم حجز مكالمة',
      when: 'الخميس · 10:00',
    },
    crm: {
      alt: 'سجل جهة اتصال في نظام CRM للينا ناصر من Northwind Logistics: صفقة بقيمة $12,000 في مرحلة عرض السعر جاءت من نموذج الموقع، وبجانبه الإيرادات حسب المصدر: البحث 48% والإحالات 32% والإعلانات 20%',
      name: 'لينا ناصر',
      initial: 'ل',
      rows: ['المصدر', 'المرحلة', 'الصفقة'],
      source: 'نموذج الموقع',
      stage: 'عرض سعر',
      revenue: 'الإيرادات حسب المصدر',
      sources: ['البحث', 'الإحالات', 'الإعلانات'],
    },
    vitals: {
      alt: 'صفحة ويب في متصفح تظهر صورتها الرئيسية بوصفها أكبر محتوى مرئي خلال 1.8 ثانية، وبجانبها بيانات المستخدمين الفعليين لمدة 28 يومًا: 82% من الزيارات جيدة و12% تحتاج إلى تحسين و6% ضعيفة، مع INP عند 120 مللي ثانية وCLS عند 0.04',
      // A right-to-left mark keeps the time after the metric's name: LCP, then 1.8 ث.
      lcp: 'LCP \u200F1.8 ث',
      field: 'زوار حقيقيون · 28 يومًا',
      good: 'زيارات جيدة',
      fair: 'تحتاج تحسينًا',
      poor: 'ضعيفة',
      inp: '120 مللي ث',
    },
  },
}
