/** Russian texts of document.ts (docs/decisions/062): the notice above every template. */
import type { Translation } from '@/i18n/translated';
import type { legalTemplateNotice as english } from './document';

export const legalTemplateNotice = {
  text: 'ШАБЛОН — замените этот текст, прежде чем начать продажи. Это отправная точка для магазина, продающего потребителям в ЕС и Великобритании, а не юридическая консультация: попросите юриста проверить его с учётом вашей страны и вашего бизнеса, затем поместите собственный текст в LEGAL_DIR/ru/{page}.md. Без этого файла показывается английский текст (LEGAL_DIR/{page}.md).',
} satisfies Translation<typeof english>;
