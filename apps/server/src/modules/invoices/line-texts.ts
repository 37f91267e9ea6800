/**
 * A line of an invoice or credit note as the PDF and the mail write it, in the invoice's language
 * (decision 076): from what was sold (`item`: the PIN's head unit, region, version and VIN, the
 * bundle's name in the language and its tokens or days). A line issued before keeps its English
 * title and particulars, their labels swapped for the language's.
 */
import type { InvoiceItem, InvoiceLine } from '../../db/schema.js';
import { labelled, mailTextsOf, type MailLanguage } from '../mail/index.js';
import { invoiceTextsOf } from './texts/index.js';

export interface LineTexts {
  title: string;
  details: string[];
}

/** A bundle's name in a language: staff's name for it (decision 070), else the default name. */
const nameIn = (item: { name: string; names: Record<string, string> }, language: MailLanguage) =>
  (language === 'en' ? undefined : item.names[language]) || item.name;

/** What was sold, written in the language. */
function itemTexts(item: InvoiceItem, language: MailLanguage): LineTexts {
  const t = invoiceTextsOf(language).lines;
  const labels = mailTextsOf(language).labels;
  const field = (label: string, value: string) => `${labelled(language, label)} ${value}`;
  switch (item.kind) {
    case 'pin':
      return {
        title: t.pin(item.headUnit, item.mapRegion, item.version, item.vin),
        details: [
          `${invoiceTextsOf(language).details.order} ${item.reference}`,
          field(labels.headUnit, item.headUnit),
          field(labels.mapRegion, item.mapRegion),
          field(labels.version, item.version),
          field(labels.vin, item.vin),
        ],
      };
    case 'token_bundle':
      return {
        title: nameIn(item, language),
        details: [item.tokens ? field(t.tokenBundle, t.tokens(item.tokens)) : t.tokenBundle],
      };
    case 'subscription_bundle':
      return {
        title: nameIn(item, language),
        details: [item.days ? field(t.subscriptionBundle, t.days(item.days)) : t.subscriptionBundle],
      };
  }
}

/**
 * A particular of a line issued before decision 076, kept in English (`Head unit: NTG 5.5`): its
 * label swapped for the language's; a particular it does not know stays as written.
 */
function particular(language: MailLanguage, detail: string): string {
  const t = invoiceTextsOf(language).details;
  const labels = mailTextsOf(language).labels;
  const known: Array<[string, string]> = [
    ['Order ', `${t.order} `],
    ['Head unit: ', `${labelled(language, labels.headUnit)} `],
    ['Map region: ', `${labelled(language, labels.mapRegion)} `],
    ['Version: ', `${labelled(language, labels.version)} `],
    ['VIN: ', `${labelled(language, labels.vin)} `],
    ['Reason: ', `${labelled(language, t.reason)} `],
    ['Refund: ', `${labelled(language, t.refund)} `],
  ];
  const found = known.find(([english]) => detail.startsWith(english));
  return found ? found[1] + detail.slice(found[0].length) : detail;
}

/** A line's title and particulars in the language; a credit note's says it is a refund, and why. */
export function lineTexts(line: InvoiceLine, language: MailLanguage): LineTexts {
  if (!line.item) {
    return {
      title: particular(language, line.title),
      details: line.details.map((detail) => particular(language, detail)),
    };
  }
  const sold = itemTexts(line.item, language);
  if (line.reason === undefined) return sold;
  const t = invoiceTextsOf(language).details;
  return {
    title: `${labelled(language, t.refund)} ${sold.title}`,
    details: [...sold.details, `${labelled(language, t.reason)} ${line.reason}`],
  };
}
