/** Arabic texts of document.ts (docs/decisions/062): the notice above every template. */
import type { Translation } from '@/i18n/translated';
import type { legalTemplateNotice as english } from './document';

export const legalTemplateNotice = {
  text: 'نموذج — استبدل هذا النص قبل أن تبدأ البيع. إنه نقطة انطلاق مكتوبة لمتجر يبيع للمستهلكين في الاتحاد الأوروبي والمملكة المتحدة، وليس استشارة قانونية: اطلب من محامٍ مراجعته وفق بلدك ونشاطك التجاري، ثم ضع نصك الخاص في LEGAL_DIR/ar/{page}.md. إن لم يوجد هذا الملف، يُعرض النص الإنجليزي من LEGAL_DIR/{page}.md.',
} satisfies Translation<typeof english>;
