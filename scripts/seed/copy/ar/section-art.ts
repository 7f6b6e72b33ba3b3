/**
 * The Arabic labels inside the composed pages' drawings (../../section-art.ts): the interface's
 * own words, as an Arabic dashboard, call or project board would write them, drawn right to left.
 * Figures, percentages and the names of products and disciplines that are used as they are
 * (SEO, PPC, MVP, CRM, Google, Codehome, a URL) stay in Latin letters and Western digits.
 * The images' alternative texts are in ./page-sections.ts.
 */
import type { SectionArt } from '../../section-art'

export const sectionArt: SectionArt = {
  language: 'ar',
  direction: 'rtl',
  words: {
    offices: ['نيويورك', 'تورنتو', 'لندن', 'الدوحة', 'كراتشي'],
    studio: {
      launchWeek: 'أسبوع الإطلاق',
      bookCall: 'احجز مكالمة',
      qualifiedLeads: 'العملاء المحتملون المؤهَّلون',
      thisQuarter: 'هذا الربع',
      rating: 'متوسط 4.9',
      reviews: 'من 247 تقييمًا',
    },
    solutions: {
      tiles: [
        ['الإطلاق', 'MVP · PWA · UX'],
        ['النمو', 'SEO · PPC · مسارات التحويل'],
        ['العلامة التجارية', 'الهوية · الفيديو'],
        ['الأتمتة', 'CRM · لوحات البيانات'],
      ],
      oneTeam: ['فريق', 'واحد'],
    },
    globe: { alwaysOn: 'متاحون دائمًا', coverage: 'تغطية 24 ساعة' },
    growth: {
      title: 'الإيرادات حسب القناة',
      period: 'آخر 90 يومًا',
      channels: ['SEO', 'PPC', 'السوشيال', 'البريد'],
      costPerLead: 'تكلفة العميل المحتمل',
      roas: 'العائد على الإنفاق الإعلاني',
      funnelTitle: 'مسار التحويل هذا الشهر',
      funnel: ['الزوار', 'العملاء المحتملون', 'المكالمات', 'العملاء'],
    },
    build: { gauges: ['الأداء', 'إمكانية الوصول', 'SEO'] },
    ads: {
      title: 'حملات البحث',
      subtitle: 'التحويلات حسب الشهر',
      tabs: ['البحث', 'التسوّق', 'الفيديو'],
      budget: 'صرف الميزانية',
      kpis: ['التحويلات', 'تكلفة التحويل', 'نقاط الجودة'],
      auditTitle: 'اكتمل تدقيق الحساب',
      auditDetail: 'تم التحقق من التتبّع · طُبّقت 14 توصية',
    },
    team: {
      sharing: 'مشاركة: لوحة السبرنت',
      leave: 'مغادرة',
      demoTitle: 'عرض كل جمعة',
      demoTime: '16:00 UTC',
      shipped: 'أُطلقت: بوابة المرضى v2',
      kudos: '12 إشادة من 4 مكاتب',
    },
    learning: {
      title: 'خطة تطوّرك',
      subtitle: 'تراجعها مع قائد فريقك كل ربع سنة',
      budgetTitle: 'ميزانية التعلّم',
      budgetDetail: 'دورات وكتب واختبارات',
      rows: [
        ['إعلانات Google للبحث', 'معتمد'],
        // The left-to-right mark keeps the closing parenthesis with "GA4" in a right-to-left line.
        ['إحصاءات Google (GA4)\u200E', 'معتمد'],
        ['أساسيات الحوسبة السحابية', 'قيد التنفيذ'],
        ['محاضرة في مؤتمر', 'مخطط لها'],
      ],
      examTitle: 'رسوم الاختبار مدفوعة',
      examDetail: 'شهادة القياس',
      oneOnOne: 'لقاء 1:1 مع قائد فريقك',
      cadence: 'يوم الخميس كل أسبوعين',
    },
    board: {
      title: 'مشاريع العملاء',
      columns: ['الاستكشاف', 'التصميم', 'التطوير', 'تم الإطلاق'],
      change: '#248 مسار الدفع',
      approvals: 'وافق عليه مراجعان',
      day: 'الجمعة',
      demoTitle: 'عرض للعميل',
      demoDetail: 'ما أُطلق هذا الأسبوع · 30 دقيقة',
    },
    badge: {
      certifiedPartner: 'شريك معتمد',
      disciplines: ['البحث', 'الشبكة الإعلانية', 'الفيديو', 'التسوّق', 'القياس'],
      label: (brandName) => `شارة ${brandName} كشريك معتمد`,
    },
  },
}
