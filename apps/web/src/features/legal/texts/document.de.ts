/** German texts of document.ts (docs/decisions/062): the notice above every template. */
import type { Translation } from '@/i18n/translated';
import type { legalTemplateNotice as english } from './document';

export const legalTemplateNotice = {
  text: 'VORLAGE – ersetzen Sie diesen Text, bevor Sie verkaufen. Er ist ein Ausgangspunkt für einen Shop, der an Verbraucher in der EU und im Vereinigten Königreich verkauft, keine Rechtsberatung: Lassen Sie ihn von einer Anwältin oder einem Anwalt für Ihr Land und Ihr Geschäft prüfen und legen Sie dann Ihren eigenen Text in LEGAL_DIR/de/{page}.md ab. Fehlt diese Datei, erscheint der englische Text (LEGAL_DIR/{page}.md).',
} satisfies Translation<typeof english>;
