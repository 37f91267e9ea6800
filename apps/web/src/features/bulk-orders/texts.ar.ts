/** Arabic texts of texts.ts (docs/decisions/062): the same keys, counts in all six plural forms. */
import { plural } from '@/i18n/plural';
import type { Translation } from '@/i18n/translated';
import { formatCount } from '@/lib/format';
import type { bulkTexts as english } from './texts';

const rowsOf = (n: number) =>
  plural(n, { zero: '# صف', one: 'صف واحد', two: 'صفان', few: '# صفوف', many: '# صفًا', other: '# صف' });
const pointsOf = (n: number) =>
  plural(n, {
    zero: '# نقطة',
    one: 'نقطة واحدة',
    two: 'نقطتان',
    few: '# نقاط',
    many: '# نقطة',
    other: '# نقطة',
  });
const pinsOf = (n: number) =>
  plural(n, {
    zero: '# رمز PIN',
    one: 'رمز PIN واحد',
    two: 'رمزَي PIN',
    few: '# رموز PIN',
    many: '# رمز PIN',
    other: '# رمز PIN',
  });

/** "2 PINs ready": the adjective agrees with the count (dual, plural, counted singular). */
const readyPins = (n: number) =>
  plural(n, {
    zero: 'لا يوجد رمز PIN جاهز',
    one: 'رمز PIN واحد جاهز',
    two: 'رمزا PIN جاهزان',
    few: '# رموز PIN جاهزة',
    many: '# رمز PIN جاهزًا',
    other: '# رمز PIN جاهز',
  });
const failedRows = (n: number) =>
  plural(n, {
    zero: '# صف لم يُطلب أو فشل',
    one: 'صف واحد لم يُطلب أو فشل',
    two: 'صفان لم يُطلبا أو فشلا',
    few: '# صفوف لم تُطلب أو فشلت',
    many: '# صفًا لم يُطلب أو فشل',
    other: '# صف لم يُطلب أو فشل',
  });

export const bulkTexts: Translation<typeof english> = {
  heading: 'الطلبات المجمّعة',
  intro:
    'اطلب رموز PIN لأسطول كامل دفعة واحدة: ارفع ملف CSV فيه مركبة واحدة في كل صف، حتى 1,000 صف. افحص الملف أولًا: لا يُطلب ولا يُدفع أي شيء قبل أن تضغط «اطلب».',
  columns:
    'يسمّي السطر الأول الأعمدة: comand وmap_region وversion وvin، وإن شئت reference (الاسم الذي تعطيه أنت للمركبة).',
  template: 'تنزيل ملف نموذجي',
  file: 'ملف CSV',
  check: 'فحص الملف',
  chooseFirst: 'اختر ملف CSV أولًا.',
  summary: (rows: number, valid: number) =>
    `${rowsOf(rows)}: يمكن طلب ${formatCount(valid)}، وفي ${formatCount(rows - valid)} أخطاء.`,
  paysWithPoints: (needed: number, balance: number) =>
    `يتطلب ذلك ${pointsOf(needed)}؛ ورصيدك ${formatCount(balance)}.`,
  paysWithSubscription: 'اشتراكك يغطي هذا الطلب.',
  invalidRowsNote: 'الصفوف التي فيها أخطاء لا تُطلب ولا تكلّف شيئًا.',
  problems: 'صفوف تحتاج إلى مراجعة',
  row: 'الصف',
  vin: 'رقم الهيكل (VIN)',
  reference: 'المرجع',
  whatIsWrong: 'ما يجب تصحيحه',
  warning: 'يرجى التحقق',
  order: (valid: number) => `اطلب ${pinsOf(valid)}`,
  ordering: 'جارٍ الطلب…',
  progressLabel: 'تقدّم الطلب المجمّع',
  inProgress: (done: number, rows: number) =>
    `تم إنجاز ${formatCount(done)} من ${rowsOf(rows)}. يمكنك مغادرة هذه الصفحة: تستمر الطلبات، وتجدها أيضًا في سجل طلباتك.`,
  queued: 'ملفك في قائمة الانتظار…',
  completed: (fulfilled: number, failed: number) =>
    `اكتمل: ${readyPins(fulfilled)}${failed > 0 ? `، و${failedRows(failed)}` : ''}.`,
  download: 'تنزيل النتائج (CSV)',
  downloadNote: 'سطر لكل صف من ملفك، بالترتيب نفسه، مع رقم الطلب ورمز PIN، أو سبب عدم وجوده.',
  another: 'رفع ملف آخر',
  loadFailed: 'تعذّر تحميل هذا الطلب المجمّع. تحقّق من اتصالك وحاول مرة أخرى.',
  retry: 'حاول مرة أخرى',
  failedUpload: 'لم يُطلب الملف',
  cannotOrder: 'لا يمكن طلب هذا الملف بعد',
};
