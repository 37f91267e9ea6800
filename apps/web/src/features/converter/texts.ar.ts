/** Arabic texts of texts.ts (docs/decisions/062). */
import type { Translation } from '@/i18n/translated';
import type { converterTexts as english } from './texts';

export const converterTexts: Translation<typeof english> = {
  title: 'ارفع ملفك',
  intro:
    'يقسّم ملفات البرمجة ⁦.vrx⁩ و⁦.vcx⁩ و⁦.sgde⁩ إلى ملفات ⁦.aed⁩، ملف لكل وحدة تحكم، ويعيدها في ملف ZIP واحد.',
  dropZone: 'اسحب الملف وأفلته هنا',
  dropZoneActive: 'أفلت الملفات هنا…',
  dropZoneLabel: 'اسحب الملف وأفلته هنا، أو اضغط Enter لاختيار الملفات',
  dropZoneHint: '⁦.vrx⁩ أو ⁦.vcx⁩ أو ⁦.sgde⁩ · عدد الملفات حتى {maxFiles} · {maxSize} كحد أقصى لكل ملف',
  chooseFile: 'اختر ملفًا',
  processing: 'جارٍ المعالجة…',
  download: 'تنزيل',
  results: 'النتائج',
  rejected: 'لم تُقبل هذه الملفات',
  status: {
    waiting: 'في الانتظار',
    uploading: 'جارٍ الرفع',
    converting: 'جارٍ التحويل',
    processed: 'تمت المعالجة',
    error: 'خطأ',
    incorrectFileType: 'نوع ملف غير صحيح',
  },
  incorrectFileTypeReason: 'يمكن تحويل ملفات ⁦.vrx⁩ و⁦.vcx⁩ و⁦.sgde⁩ فقط.',
  emptyResult: 'أعاد الخادم نتيجة فارغة.',
  networkError: 'تعذّر الوصول إلى الخادم. تحقّق من اتصالك وحاول مرة أخرى.',
  uploadProgress: 'جارٍ رفع {file}',
  converting: 'تم الرفع؛ جارٍ التحويل على الخادم…',
  modules: 'وحدات التحكم التي عُثر عليها',
  modulesOf: 'وحدات التحكم التي عُثر عليها في {file}',
  moreModules: 'و{count} أخرى',
  announceBusy: 'جارٍ معالجة الملفات: {done} من {total}…',
  announceDone: 'انتهى: {summary}.',
};
