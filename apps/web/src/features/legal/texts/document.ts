/**
 * A legal text as data (decision 056): headings, paragraphs and lists whose strings may name
 * `{placeholders}` filled from the shop's settings. Each page's template is one module of this
 * folder, wrapped in `translated(…)`, with each language's beside it (`terms.de.ts`, decision 062).
 */
import { translated } from '@/i18n/translated';

export type LegalBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** Set apart: the operator must replace this template before the shop opens. */
  | { kind: 'notice'; text: string };

export const heading = (text: string): LegalBlock => ({ kind: 'heading', text });
export const paragraph = (text: string): LegalBlock => ({ kind: 'paragraph', text });
export const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });
export const notice = (text: string): LegalBlock => ({ kind: 'notice', text });

/** The values a template's `{placeholders}` are filled with. */
export type LegalValues = Record<string, string>;

/** `text` with each `{name}` replaced by its value; an unknown name is left as it is. */
export const fill = (text: string, values: LegalValues): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The notice at the top of every template page. */
export const TEMPLATE_NOTICE =
  'TEMPLATE — replace this text before you sell. It is a starting point written for a shop selling to consumers in the EU and the UK, not legal advice: have it checked by a lawyer for your country and business, then put your own text in LEGAL_DIR/{page}.md.';

/** The notice in the page's language, for the languages' templates (`terms.de.ts`…). */
export const legalTemplateNotice = translated('legalTemplateNotice', { text: TEMPLATE_NOTICE });

/**
 * An operator's own text (LEGAL_DIR/<page>.md) as blocks: `# ` and `## ` start headings, `- ` or
 * `* ` list items, blank lines separate paragraphs. Shown as text: nothing in it is markup.
 */
export function blocksOfOperatorText(source: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let paragraphLines: string[] = [];
  let items: string[] = [];
  const flush = () => {
    if (paragraphLines.length > 0) blocks.push(paragraph(paragraphLines.join(' ')));
    if (items.length > 0) blocks.push(list(...items));
    paragraphLines = [];
    items = [];
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trim();
    const headingMatch = /^#{1,6}\s+(.*)$/.exec(line);
    const itemMatch = /^[-*]\s+(.*)$/.exec(line);
    if (line === '') flush();
    else if (headingMatch) {
      flush();
      blocks.push(heading(headingMatch[1]!));
    } else if (itemMatch) {
      if (paragraphLines.length > 0) flush();
      items.push(itemMatch[1]!);
    } else {
      if (items.length > 0) flush();
      paragraphLines.push(line);
    }
  }
  flush();
  return blocks;
}
