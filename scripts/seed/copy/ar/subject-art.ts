/**
 * The Arabic labels inside the posts' and case studies' in-article illustrations
 * (../../subject-art.ts): each interface as it would read in Arabic, drawn right to left.
 * Figures, prices, URLs, metric names (LCP, INP, CLS) and the names of companies and products
 * (Slack, SSO, App Store, Face ID) stay in Latin letters and Western digits. The images'
 * alternative texts are those of the posts and case studies (./blog-posts.ts, ./case-studies.ts).
 */
import type { SubjectArt } from '../../subject-art'

export const subjectArt: SubjectArt = {
  language: 'ar',
  direction: 'rtl',
  words: {
    seo: {
      index: 'الفهرس',
      pages: '8 صفحات',
      query: 'دليل السيو التقني',
      crawled: 'الزحف',
      indexed: 'الفهرسة',
      ranked: 'الترتيب',
    },
    pwa: {
      prompt: 'تثبيت هذا التطبيق؟',
      offline: 'يعمل دون اتصال',
      install: 'تثبيت',
      versus: 'أم',
      store: 'متوفر على App Store',
    },
    funnel: {
      stages: ['الزوار', 'العملاء المحتملون', 'المؤهَّلون', 'العملاء'],
      rates: ['زيارة ← عميل محتمل', 'محتمل ← مؤهَّل', 'مؤهَّل ← عميل'],
      nurture: 'رعاية العملاء',
      steps: ['تنزيل الدليل', 'رسالة ترحيب', 'دراسة حالة', 'حجز مكالمة'],
    },
    pipeline: {
      columns: ['عملاء محتملون', 'مؤهَّلة', 'عرض سعر', 'صفقات رابحة'],
      initials: 'سمنرلكعفحد',
      days: (days) => (days === 2 ? 'يومان' : `${days} أيام`),
    },
    vitals: {
      // The units as the post writes them (ثانية، مللي ثانية), shortened to fit the dial's card.
      metrics: [
        ['1.8 ث', 'سرعة عرض أكبر محتوى مرئي', 'جيد: 2.5 ث أو أقل'],
        ['120 مللي ث', 'مدى الاستجابة لتفاعلات المستخدم', 'جيد: 200 مللي ث أو أقل'],
        ['0.04', 'متغيّرات التصميم التراكمية', 'جيد: 0.1 أو أقل'],
      ],
    },
    banking: {
      balance: 'إجمالي الرصيد',
      recent: 'آخر العمليات',
      payees: ['مقهى', 'راتب', 'إيجار', 'بقالة'],
      today: 'اليوم',
      send: 'تحويل مبلغ',
      payee: 'مايا تشين',
      payeeInitial: 'م',
      instant: 'فوري · بلا رسوم',
      sendNow: 'حوّل الآن',
      sent: 'وصل في ثانيتين',
    },
    taskBoard: {
      title: 'خارطة طريق المنتج',
      initials: 'سجكلم',
      columns: [
        ['المطلوب', ['كتابة ملاحظات الإصدار', 'دعوة فريق التصميم', 'تخطيط السبرنت 14']],
        ['قيد التنفيذ', ['مزامنة التقويم', 'العمل دون اتصال']],
        ['المراجعة', ['صفحة الفوترة', 'جولة تعريفية']],
        ['مكتملة', ['الوضع الداكن', 'تنبيهات Slack', 'الدخول الموحّد SSO']],
      ],
      teammate: 'سارة',
    },
    live: {
      live: '● مباشر',
      watching: '48.2k يشاهدون',
      score: 'سيتي 2 – 1 يونايتد',
      cameras: ['الرئيسية', 'التكتيكية', 'كاميرا المرمى', 'دكة البدلاء'],
      chatHeading: 'الدردشة المباشرة',
      chat: [
        ['وش هالهدف!!', 130],
        ['عيدوها من كاميرا المرمى', 190],
        ['2–1، إنهاء ولا أروع', 160],
        ['بحوّل على التكتيكية', 170],
        ['الحكم كان في مكان ممتاز', 190],
        ['أحلى بث هالموسم', 150],
      ],
      saySomething: 'اكتب تعليقًا…',
    },
    trainer: {
      today: 'اليوم',
      rings: [
        ['الحركة', '520 سعرة'],
        ['التمرين', '38 دقيقة'],
        ['الوقوف', '11 ساعة'],
      ],
      coach: 'المدرّب الذكي',
      ofReps: 'من 15 تكرارًا',
      form: 'الوضعية',
      cue: 'افتح ركبتيك',
      bpm: 'نبضة/د',
      days: '21 يومًا',
      streak: 'متتاليًا',
    },
    delivery: {
      arriving: 'الوصول خلال',
      minutes: '12 دقيقة',
      onTheWay: 'في الطريق',
      order: 'الطلب #4821',
      items: ['بيتزا مارغريتا', 'سلطة سيزر', 'ليموناضة'],
      // مطعم (the restaurant) and بيت (home).
      pins: ['م', 'ب'],
    },
  },
}
