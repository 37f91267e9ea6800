/** The customers' e-mails in Arabic (Modern Standard, formal); keys as en.ts. Sent right to left. */
import type { MailTexts } from './en.js';
import { plural } from './languages.js';

/** "after 2 minutes" as Arabic says it: the dual carries the number itself (بعد دقيقتين). */
const minutes = (n: number) =>
  plural('ar', n, {
    zero: `${n} دقيقة`,
    one: 'دقيقة واحدة',
    two: 'دقيقتين',
    few: `${n} دقائق`,
    many: `${n} دقيقة`,
    other: `${n} دقيقة`,
  });
const hours = (n: number) =>
  plural('ar', n, {
    zero: `${n} ساعة`,
    one: 'ساعة واحدة',
    two: 'ساعتين',
    few: `${n} ساعات`,
    many: `${n} ساعة`,
    other: `${n} ساعة`,
  });

export const ar: MailTexts = {
  hello: 'مرحبًا،',
  helloName: (name) => `مرحبًا ${name}،`,
  questions: (support) => `هل لديكم أسئلة؟ راسلونا على ${support}.`,
  helpOffer: (support) => `إذا احتجتم إلى المساعدة، راسلونا على ${support}.`,

  labels: {
    pin: 'رمز PIN',
    headUnit: 'نظام الملاحة',
    mapRegion: 'منطقة الخريطة',
    version: 'إصدار الخريطة',
    vin: 'رقم الهيكل (VIN)',
  },

  consent: {
    given: (at, version) => `قبل التسليم، في ${at}، قدّمتم الموافقة التالية (صيغة ${version}):`,
    immediateDelivery: 'أطلب تسليم رمز PIN فورًا، قبل انتهاء مهلة الانسحاب البالغة 14 يومًا.',
    waiverAcknowledged: 'أدرك أنني أفقد حقي في الانسحاب بمجرد تسليم رمز PIN.',
  },

  passwordReset: {
    subject: (brand) => `${brand}: إعادة تعيين كلمة المرور`,
    asked: (brand) => `طُلبت إعادة تعيين كلمة مرور حسابكم في ${brand}.`,
    openLink: 'افتحوا هذا الرابط لاختيار كلمة مرور جديدة:',
    button: 'اختيار كلمة مرور جديدة',
    validity: (n) =>
      `يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ${minutes(n)}. إذا لم تطلبوا ذلك، فتجاهلوا هذه الرسالة.`,
  },

  emailConfirmation: {
    subject: (brand) => `${brand}: تأكيد عنوان بريدكم الإلكتروني`,
    created: (brand) => `أُنشئ حساب في ${brand} بعنوان البريد الإلكتروني هذا.`,
    openLink: 'افتحوا هذا الرابط لتأكيده:',
    button: 'تأكيد عنوان البريد الإلكتروني',
    validity: (n) => `تنتهي صلاحية الرابط بعد ${hours(n)}. إذا لم تُنشئوا الحساب، فتجاهلوا هذه الرسالة.`,
  },

  passwordChanged: {
    subject: (brand) => `${brand}: تم تغيير كلمة المرور`,
    body: (brand, support) =>
      `تم للتو تغيير كلمة مرور حسابكم في ${brand}. إذا لم تقوموا بذلك، فراسلونا فورًا على ${support}.`,
  },

  pinReady: {
    subject: (brand, vin) => `${brand}: رمز PIN للملاحة الخاص بـ ${vin}`,
    intro: (reference) => `إليكم رمز PIN للطلب ${reference}:`,
    demo: 'هذا رمز تجريبي (DEMO) من مزوّد رموز PIN التجريبي: لا يفتح قفل أي نظام ملاحة.',
    help: (comand) => `خطوات إدخال رمز PIN في نظام ${comand}:`,
  },

  pinCorrected: {
    subject: (brand, vin) => `${brand}: رمز PIN مصحّح للملاحة الخاص بـ ${vin}`,
    intro: (reference) =>
      `نعتذر، فرمز PIN الذي أرسلناه لكم للطلب ${reference} كان خاطئًا. إليكم الرمز المصحّح، وهو يحلّ محلّ الرمز الوارد في رسالتنا السابقة:`,
  },

  pinFailed: {
    subject: (brand, vin) => `${brand}: تعذّر علينا الحصول على رمز PIN الخاص بـ ${vin}`,
    body: (reference) => `تعذّر علينا الحصول على رمز PIN للطلب ${reference}.`,
  },

  orderRefunded: {
    subject: (brand, reference) => `${brand}: تم استرداد مبلغ الطلب ${reference}`,
    body: (reference, vin) => `رددنا إليكم مبلغ الطلب ${reference} (رقم الهيكل ${vin}).`,
    keepsPin: 'يبقى رمز PIN الذي أرسلناه لكم من حقكم.',
  },

  bulkOrderCompleted: {
    subject: (brand) => `${brand}: اكتمل طلبكم المجمّع`,
    intro: (reference) =>
      `اكتمل طلبكم المجمّع ${reference}: لكل صف من ملفكم رمز PIN الخاص به أو سبب عدم وجوده.`,
    rows: 'عدد الصفوف في الملف',
    fulfilled: 'رموز PIN التي تم الحصول عليها',
    failed: 'الصفوف التي تعذّر تنفيذها أو لم تُطلب',
    pointsSpent: 'النقاط المستخدمة',
    subscriptionUses: 'مرات الاستخدام من الاشتراك (لم يُخصم أي مبلغ)',
    givenBack: 'لم تكلّفكم الصفوف التي تعذّر تنفيذها أو لم تُطلب شيئًا: أُعيد إليكم ما دُفع مقابلها.',
    download:
      'رموز PIN موجودة في الملف results.csv، سطر لكل صف من ملفكم. يمكنكم تنزيله من صفحة الطلبات المجمّعة:',
    button: 'فتح طلباتكم المجمّعة',
    orders: 'صفوف هذا الطلب المجمّع:',
    line: (row, vin, outcome) => `الصف ${row} (رقم الهيكل ${vin}): ${outcome}`,
    ready: (reference) => `الطلب ${reference}، تم الحصول على رمز PIN`,
    orderFailed: (reference) => `الطلب ${reference}، تعذّر تنفيذه`,
    notOrdered: 'لم يُطلب',
  },

  givenBack: {
    point: 'أُعيدت النقطة إلى حسابكم.',
    subscriptionUse: 'دُفع الطلب من اشتراككم: لم يُخصم أي مبلغ.',
    card: (money) => `تم استرداد دفعتكم بالبطاقة بقيمة ${money}.`,
    cardLater: 'سيتم استرداد دفعتكم بالبطاقة.',
    nothing: 'لم يُخصم أي مبلغ.',
  },

  receipt: {
    subject: (brand, item) => `${brand}: إيصال شراء ${item}`,
    thanks: 'شكرًا لشرائكم.',
    item: 'المنتج',
    amountPaid: 'المبلغ المدفوع',
    date: 'التاريخ',
    orderReference: 'رقم الطلب',
    paymentReference: 'مرجع الدفع',
    invoice: 'الفاتورة',
    invoiceAttached: (number) => `الفاتورة ${number} (مرفقة)`,
  },

  creditNote: {
    subject: (brand, number) => `${brand}: إشعار دائن ${number}`,
    refunded: (money) => `رددنا إليكم ${money}.`,
    refundedOfInvoice: (money, invoice) => `رددنا إليكم ${money} من الفاتورة ${invoice}.`,
    attached: (number) => `تجدون الإشعار الدائن ${number} مرفقًا.`,
  },

  withdrawal: {
    subject: (brand, receipt) => `${brand}: استلمنا طلب الانسحاب ${receipt}`,
    intro: 'استلمنا طلب انسحابكم من العقد المذكور أدناه. احتفظوا بهذه الرسالة: فهي إثبات لوقت وصوله.',
    receipt: 'رقم الإيصال',
    received: 'وقت الاستلام',
    name: 'الاسم',
    reference: 'رقم الطلب أو مرجع الدفع',
    contract: 'العقد',
    reason: 'السبب',
    contracts: {
      token_bundle: 'باقة نقاط',
      subscription_bundle: 'اشتراك',
      pin: 'رمز PIN للملاحة',
    },
    closing: (support) => `سنعالج طلبكم خلال 14 يومًا ونراسلكم. للاستفسارات: ${support}.`,
  },
};
