/**
 * Arabic alternative texts of the seed's images whose English alt is written outside the copy
 * modules: the editorial illustrations of services (../../editorial.ts
 * `MOTIF_DESCRIPTIONS`), the case studies' device mock-ups (../../../artwork/screens.ts), the home
 * page's team portraits and client logos. The images themselves are the English ones, only what
 * a screen reader says changes, but for the mock-ups, which have their own Arabic files
 * (images/work/ar/, with the words of ./screens.ts). Each describes the picture, never the title
 * printed beside it.
 */
import type { CaseStudySlug } from '../../catalogue'
import type { MotifName } from '../../editorial'

/** What each editorial illustration shows, by its motif. */
export const motifDescriptions: Record<MotifName, string> = {
  search: 'رسم توضيحي: عدسة مكبّرة فوق قائمة من نتائج البحث، أولها مميّز',
  target: 'رسم توضيحي: سهم في منتصف لوحة تصويب، وبجانبه مؤشر فأرة ينقر',
  social: 'رسم توضيحي: هاتف يعرض منشورًا بصورة، يخرج منه قلب وفقاعة محادثة',
  pen: 'رسم توضيحي: قلم حبر يكتب على صفحة من النص',
  mail: 'رسم توضيحي: ظرف مفتوح بداخله رسالة، وطائرة ورقية تنطلق منه',
  people: 'رسم توضيحي: حلقة من الأشخاص مترابطين حول نجمة',
  layout: 'رسم توضيحي: مخطط صفحة ويب من كتل الصور والنصوص مع مؤشر فأرة',
  code: 'رسم توضيحي: نافذة محرر أكواد مع شارة أقواس برمجية',
  bezier: 'رسم توضيحي: منحنى مرسوم بأداة القلم، بنقاط ارتكاز ومقابض على لوحة الرسم',
  rocket: 'رسم توضيحي: صاروخ ينطلق بين السحب',
  phone: 'رسم توضيحي: هاتف بشبكة من أيقونات التطبيقات وشارة علامة صح',
  bolt: 'رسم توضيحي: صفحة ويب بجانب هاتف تظهر على شاشته صاعقة برق',
  logo: 'رسم توضيحي: شعار مكوّن من دائرتين متداخلتين على شبكة تصميم',
  swatches: 'رسم توضيحي: بطاقتان لعيّنات الألوان ونموذج لخط الكتابة',
  mic: 'رسم توضيحي: ميكروفون استوديو بين موجتين صوتيتين',
  motion: 'رسم توضيحي: مسار حركة كرة مرتدّة مع إطارات رئيسية على خط زمني',
  film: 'رسم توضيحي: إطار فيديو فوق خط زمني للمونتاج بثلاثة مسارات ومؤشر تشغيل',
  headphones: 'رسم توضيحي: سماعات استوديو حول موجة صوتية',
  nodes: 'رسم توضيحي: قاعدة بيانات متصلة بأربع بطاقات تطبيقات',
  funnel: 'رسم توضيحي: نقاط تتساقط في قمع وتخرج منه نقطة واحدة، مع سهم صاعد',
  flow: 'رسم توضيحي: مسار أتمتة يبدأ بمُشغِّل ويمر بقرار وينتهي برسالة بريد إلكتروني ومهمة',
  split: 'رسم توضيحي: نسختان من صفحة جنبًا إلى جنب، A وB، وسهم يشير إلى النسخة الفائزة',
  dashboard: 'رسم توضيحي: لوحة بيانات ببطاقات مؤشرات ومخطط أعمدة ومخطط حلقي',
  chart: 'رسم توضيحي: مخطط خطي لاتجاهين تعلوه عدسة مكبّرة',
}

/** The case studies' mock-ups: the client's product on its devices. Figures as in English. */
export const screenDescriptions: Record<CaseStudySlug, string> = {
  'financeflow-banking':
    'هاتفان يعرضان تطبيق FinanceFlow: رصيد الحساب مع أحدث العمليات، وميزانية الإنفاق الشهرية موزّعة حسب الفئة',
  'fitgenius-ai-trainer':
    'هاتفان يعرضان تطبيق FitGenius: مدرّب ذكي يعدّ التكرارات ويعلّق على أداء التمرين، ومخطط أسبوعي لتطوّر القوة',
  'foodieexpress-delivery':
    'تطبيق FoodieExpress للطلبات على هاتف يعرض المطاعم القريبة، بجانب صفحة تتبّع الطلب على الويب مع خريطة مباشرة لموقع المندوب',
  'medicare-patient-portal':
    'حاسوب محمول يعرض حجز موعد مع طبيب عام حسب اليوم والوقت في بوابة المرضى من MediCare، مع استشارة بالفيديو على هاتف',
  'workflow-task-manager':
    'لوحة سبرنت في المتصفح من WorkFlow لإدارة المهام، بأعمدة للمهام الجديدة وقيد التنفيذ وقيد المراجعة والمنجزة، مع المسؤولين والوسوم',
  'edulearn-student-app':
    'منصة EduLearn على حاسوب محمول تعرض درس رياضيات بالفيديو بجانب قائمة دروس الوحدة، وتطبيق الطالب على هاتف بحلقات تقدّم المقررات',
  'shopsmart-ecommerce':
    'متجر ShopSmart للمستلزمات المنزلية في المتصفح مع تشكيلة الخريف وشبكة المنتجات، وصفحة منتج لكرسي استرخاء على هاتف',
  'travelbuddy-trip-planner':
    'هاتفان يعرضان تطبيق TravelBuddy: برنامج يوم في لشبونة فوق خريطة المسار، وقائمة بالرحلات الجماعية القادمة مع ميزانية مشتركة',
  'cryptowallet-secure':
    'هاتفان يعرضان محفظة Vaultline للعملات المشفّرة في الوضع الداكن: رصيد المحفظة مع الرموز المملوكة، وموافقة بالبصمة على تحويل متعدد المفاتيح',
  'streamlive-broadcasting':
    'منصة StreamLive على حاسوب محمول تبث حفلًا موسيقيًا مباشرًا يتابعه 12,400 مشاهد، مع زر الاشتراك ودردشة مباشرة بجانب المشغّل',
  'propertyview-real-estate':
    'بحث PropertyView في المتصفح: خريطة أوستن بدبابيس الأسعار بجانب قائمة منازل معروضة للبيع بصورها وأسعارها ومساحاتها',
  'socialsphere-networking':
    'هاتفان يعرضان تطبيق SocialSphere: موجز مجتمع بالقصص ومنشور عن الجري في المسارات الجبلية، ومحادثة جماعية لنادي الجري',
}

/**
 * The home page's team portraits by the person's name as ../home.ts writes it (the same words as
 * the portrait on the About page, ./page-sections.ts).
 */
export const teamPortraits: Record<string, string> = {
  'Hamza Siddiqui': 'صورة مرسومة لحمزة صديقي، المؤسس والرئيس التنفيذي',
}

/** A client's logo: the brand trades under its own name. */
export const clientLogo = (name: string) => `شعار ${name}`
