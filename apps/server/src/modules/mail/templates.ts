/**
 * Every e-mail the shop sends, each in the language it is given (decision 068): the texts are the
 * catalogs of texts/ (English is en.ts), dates and money are written with `Intl` for the language,
 * and a mail in another language than English wraps its HTML in `<div lang dir>` (Arabic: rtl).
 * Staff's alert stays English.
 */
import {
  labelled,
  mailDate,
  mailDateTime,
  mailDirection,
  mailMoney,
  mailTextsOf,
  type MailLanguage,
  type MailTexts,
} from './texts/index.js';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** The language it is written in, sent as its Content-Language; English when left out. */
  language?: MailLanguage;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const mailto = (address: string) => `<a href="mailto:${escapeHtml(address)}">${escapeHtml(address)}</a>`;

/** The mail in its language: English as written, any other inside `<div lang dir>`. */
export function written(language: MailLanguage, subject: string, text: string, html: string): MailContent {
  if (language === 'en') return { subject, text, html, language };
  const direction = mailDirection(language);
  // The tables' labels stand at the line's start: the right in a right-to-left mail (Arabic).
  const aligned = direction === 'rtl' ? html.replaceAll('<th align="left">', '<th align="right">') : html;
  return {
    subject,
    text,
    html: `<div lang="${language}" dir="${direction}">${aligned}</div>`,
    language,
  };
}

const tableOf = (rows: [string, string][]) =>
  `<table>${rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`;

/** The consent the customer gave before delivery (issue 32), as the receipt and PIN mails quote it. */
export interface ConsentQuote {
  givenAt: Date;
  textVersion: string;
}

function consentText(t: MailTexts, language: MailLanguage, c: ConsentQuote | null | undefined): string[] {
  if (!c) return [];
  return [
    t.consent.given(mailDateTime(language, c.givenAt), c.textVersion),
    `  [x] ${t.consent.immediateDelivery}`,
    `  [x] ${t.consent.waiverAcknowledged}`,
    '',
  ];
}

function consentHtml(t: MailTexts, language: MailLanguage, c: ConsentQuote | null | undefined): string {
  if (!c) return '';
  return `<p>${t.consent.given(mailDateTime(language, c.givenAt), escapeHtml(c.textVersion))}</p><ul><li>${escapeHtml(t.consent.immediateDelivery)}</li><li>${escapeHtml(t.consent.waiverAcknowledged)}</li></ul>`;
}

/** A row of a small bulk order, as its completion mail lists it: never its PIN. */
export interface BulkOrderLine {
  row: number;
  vin: string;
  /** Its order's reference; null for a row that was not ordered. */
  reference: string | null;
  fulfilled: boolean;
}

/** What was given back for a failed or refunded order (orders' giveBack), said in the mail's language. */
export type GivenBackNote =
  | { kind: 'point' | 'subscriptionUse' | 'cardLater' | 'nothing' }
  | { kind: 'card'; amount: string; currency: string };

export function givenBackSentence(language: MailLanguage, note: GivenBackNote): string {
  const t = mailTextsOf(language).givenBack;
  return note.kind === 'card' ? t.card(mailMoney(language, note.amount, note.currency)) : t[note.kind];
}

export const mailTemplates = {
  passwordReset(opts: {
    brand: string;
    link: string;
    validMinutes: number;
    language: MailLanguage;
  }): MailContent {
    const t = mailTextsOf(opts.language);
    const r = t.passwordReset;
    const text = [
      t.hello,
      '',
      `${r.asked(opts.brand)} ${r.openLink}`,
      opts.link,
      '',
      r.validity(opts.validMinutes),
    ].join('\n');
    const html = `<p>${t.hello}</p><p>${r.asked(escapeHtml(opts.brand))}</p><p><a href="${escapeHtml(opts.link)}">${r.button}</a></p><p>${r.validity(opts.validMinutes)}</p>`;
    return written(opts.language, r.subject(opts.brand), text, html);
  },
  emailConfirmation(opts: {
    brand: string;
    link: string;
    validHours: number;
    language: MailLanguage;
  }): MailContent {
    const t = mailTextsOf(opts.language);
    const c = t.emailConfirmation;
    const text = [
      t.hello,
      '',
      `${c.created(opts.brand)} ${c.openLink}`,
      opts.link,
      '',
      c.validity(opts.validHours),
    ].join('\n');
    const html = `<p>${t.hello}</p><p>${c.created(escapeHtml(opts.brand))}</p><p><a href="${escapeHtml(opts.link)}">${c.button}</a></p><p>${c.validity(opts.validHours)}</p>`;
    return written(opts.language, c.subject(opts.brand), text, html);
  },
  passwordChanged(opts: { brand: string; supportEmail: string; language: MailLanguage }): MailContent {
    const t = mailTextsOf(opts.language);
    const c = t.passwordChanged;
    const text = `${t.hello}\n\n${c.body(opts.brand, opts.supportEmail)}`;
    const html = `<p>${t.hello}</p><p>${c.body(escapeHtml(opts.brand), mailto(opts.supportEmail))}</p>`;
    return written(opts.language, c.subject(opts.brand), text, html);
  },
  /** A PIN staff typed wrongly, corrected: the corrected PIN replaces the one mailed before. */
  pinCorrected(opts: {
    brand: string;
    supportEmail: string;
    reference: string;
    vin: string;
    pin: string;
    language: MailLanguage;
  }): MailContent {
    const t = mailTextsOf(opts.language);
    const c = t.pinCorrected;
    const text = [
      t.hello,
      '',
      c.intro(opts.reference),
      '',
      `  ${labelled(opts.language, t.labels.pin)} ${opts.pin}`,
      `  ${labelled(opts.language, t.labels.vin)} ${opts.vin}`,
      '',
      t.questions(opts.supportEmail),
    ].join('\n');
    const html = `<p>${t.hello}</p><p>${c.intro(escapeHtml(opts.reference))}</p><table><tr><th align="left">${t.labels.pin}</th><td><code>${escapeHtml(opts.pin)}</code></td></tr><tr><th align="left">${t.labels.vin}</th><td>${escapeHtml(opts.vin)}</td></tr></table><p>${t.questions(mailto(opts.supportEmail))}</p>`;
    return written(opts.language, c.subject(opts.brand, opts.vin), text, html);
  },
  pinReady(opts: {
    brand: string;
    supportEmail: string;
    /** The order's short reference the customer sees (NH-7K3Q-92). */
    reference: string;
    comand: string;
    mapRegion: string;
    version: string;
    vin: string;
    pin: string;
    demo: boolean;
    /** The consent given before delivery, quoted (issue 32). */
    consent?: ConsentQuote | null;
    /** The order's language (decision 068). */
    language: MailLanguage;
    /** The absolute address of the head unit's PIN steps on the help page (helpPathOf). */
    helpUrl: string;
  }): MailContent {
    const t = mailTextsOf(opts.language);
    const p = t.pinReady;
    const demoNote = opts.demo ? `\n${p.demo}\n` : '';
    const rows: [string, string][] = [
      [t.labels.pin, opts.pin],
      [t.labels.headUnit, opts.comand],
      [t.labels.mapRegion, opts.mapRegion],
      [t.labels.version, opts.version],
      [t.labels.vin, opts.vin],
    ];
    const text = [
      t.hello,
      '',
      p.intro(opts.reference),
      '',
      ...rows.map(([k, v]) => `  ${labelled(opts.language, k)} ${v}`),
      demoNote,
      p.help(opts.comand),
      opts.helpUrl,
      '',
      ...consentText(t, opts.language, opts.consent),
      t.questions(opts.supportEmail),
    ].join('\n');
    const html = `<p>${t.hello}</p><p>${p.intro(escapeHtml(opts.reference))}</p>${tableOf(rows)}${
      opts.demo ? `<p><strong>${p.demo}</strong></p>` : ''
    }<p><a href="${escapeHtml(opts.helpUrl)}">${p.help(escapeHtml(opts.comand))}</a></p>${consentHtml(t, opts.language, opts.consent)}<p>${t.questions(mailto(opts.supportEmail))}</p>`;
    return written(opts.language, p.subject(opts.brand, opts.vin), text, html);
  },
  pinFailed(opts: {
    brand: string;
    supportEmail: string;
    /** The order's short reference the customer sees (NH-7K3Q-92). */
    reference: string;
    vin: string;
    refunded: GivenBackNote;
    language: MailLanguage;
  }): MailContent {
    const t = mailTextsOf(opts.language);
    const f = t.pinFailed;
    const refunded = givenBackSentence(opts.language, opts.refunded);
    const text = `${t.hello}\n\n${f.body(opts.reference)} ${refunded}\n\n${t.helpOffer(opts.supportEmail)}`;
    const html = `<p>${t.hello}</p><p>${f.body(escapeHtml(opts.reference))} ${escapeHtml(refunded)}</p><p>${t.helpOffer(mailto(opts.supportEmail))}</p>`;
    return written(opts.language, f.subject(opts.brand, opts.vin), text, html);
  },
  orderRefunded(opts: {
    brand: string;
    supportEmail: string;
    /** The order's short reference the customer sees (NH-7K3Q-92). */
    reference: string;
    vin: string;
    refunded: GivenBackNote;
    /** The order's PIN stays the customer's. */
    keepsPin: boolean;
    language: MailLanguage;
  }): MailContent {
    const t = mailTextsOf(opts.language);
    const r = t.orderRefunded;
    const refunded = givenBackSentence(opts.language, opts.refunded);
    const keeps = opts.keepsPin ? ` ${r.keepsPin}` : '';
    const text = `${t.hello}\n\n${r.body(opts.reference, opts.vin)} ${refunded}${keeps}\n\n${t.helpOffer(opts.supportEmail)}`;
    const html = `<p>${t.hello}</p><p>${r.body(escapeHtml(opts.reference), escapeHtml(opts.vin))} ${escapeHtml(refunded)}${escapeHtml(keeps)}</p><p>${t.helpOffer(mailto(opts.supportEmail))}</p>`;
    return written(opts.language, r.subject(opts.brand, opts.reference), text, html);
  },
  /**
   * A bulk order's one mail, when every row has its outcome (decision 061): the counts, what was
   * spent and the link to its results.csv. `lines` (a small batch's rows) never carry PINs: a mail
   * of 1,000 PINs would be unreadable, and the file is where they are kept.
   */
  bulkOrderCompleted(opts: {
    brand: string;
    supportEmail: string;
    /** The batch's id, as its page and the API name it. */
    reference: string;
    rows: number;
    fulfilled: number;
    failed: number;
    payment: 'points' | 'subscription';
    /** The absolute address of the batch on the account's bulk orders page. */
    link: string;
    lines: BulkOrderLine[];
    language: MailLanguage;
  }): MailContent {
    const t = mailTextsOf(opts.language);
    const b = t.bulkOrderCompleted;
    // Only the rows that got their PIN are paid for: the others' points were given back.
    const counts: [string, string][] = [
      [b.rows, String(opts.rows)],
      [b.fulfilled, String(opts.fulfilled)],
      [b.failed, String(opts.failed)],
      [opts.payment === 'points' ? b.pointsSpent : b.subscriptionUses, String(opts.fulfilled)],
    ];
    const lineOf = (line: BulkOrderLine) =>
      b.line(
        line.row,
        line.vin,
        line.reference === null
          ? b.notOrdered
          : line.fulfilled
            ? b.ready(line.reference)
            : b.orderFailed(line.reference),
      );
    const listed = opts.lines.map(lineOf);
    const givenBack = opts.failed > 0 ? b.givenBack : null;
    const text = [
      t.hello,
      '',
      b.intro(opts.reference),
      '',
      ...counts.map(([k, v]) => `  ${labelled(opts.language, k)} ${v}`),
      '',
      ...(givenBack ? [givenBack, ''] : []),
      ...(listed.length > 0 ? [b.orders, ...listed.map((l) => `  ${l}`), ''] : []),
      b.download,
      opts.link,
      '',
      t.questions(opts.supportEmail),
    ].join('\n');
    const html = `<p>${t.hello}</p><p>${b.intro(escapeHtml(opts.reference))}</p>${tableOf(counts)}${
      givenBack ? `<p>${escapeHtml(givenBack)}</p>` : ''
    }${
      listed.length > 0
        ? `<p>${b.orders}</p><ul>${listed.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`
        : ''
    }<p>${b.download}</p><p><a href="${escapeHtml(opts.link)}">${b.button}</a></p><p>${t.questions(mailto(opts.supportEmail))}</p>`;
    return written(opts.language, b.subject(opts.brand), text, html);
  },
  /** For staff: English. */
  staffOrderAlert(opts: {
    brand: string;
    orderId: string;
    number: number;
    comand: string;
    mapRegion: string;
    version: string;
    vin: string;
  }): MailContent {
    const subject = `${opts.brand}: order #${opts.number} waits for a PIN`;
    const rows = [
      ['Order', `#${opts.number} (${opts.orderId})`],
      ['Head unit', opts.comand],
      ['Map region', opts.mapRegion],
      ['Version', opts.version],
      ['VIN', opts.vin],
    ];
    const text = [
      'Hello,',
      '',
      'A paid order waits for its PIN to be entered by hand:',
      '',
      ...rows.map(([k, v]) => `  ${k}: ${v}`),
      '',
      "Enter it in the back-office's order queue (or `npm run orders -- fulfil`).",
    ].join('\n');
    const html = `<p>Hello,</p><p>A paid order waits for its PIN to be entered by hand:</p><table>${rows
      .map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v!)}</td></tr>`)
      .join('')}</table><p>Enter it in the back-office's order queue.</p>`;
    return { subject, text, html, language: 'en' };
  },
  receipt(opts: {
    brand: string;
    supportEmail: string;
    paymentId: string;
    /**
     * A PIN order's NH- reference, said instead of the payment's id: the success page, the PIN mail
     * and the back-office use it (issue 31).
     */
    orderReference?: string;
    description: string;
    amount: string;
    currency: string;
    date: Date;
    /** A PIN order's consent given before delivery, quoted (issue 32). */
    consent?: ConsentQuote | null;
    /** The invoice's number, when its PDF is attached (issue 33). */
    invoiceNumber?: string;
    /** The order's language, else the account's (decision 068). */
    language: MailLanguage;
  }): MailContent {
    const { language } = opts;
    const t = mailTextsOf(language);
    const r = t.receipt;
    const invoice = opts.invoiceNumber ? r.invoiceAttached(opts.invoiceNumber) : undefined;
    const [referenceLabel, reference] = opts.orderReference
      ? [r.orderReference, opts.orderReference]
      : [r.paymentReference, opts.paymentId];
    const amount = mailMoney(language, opts.amount, opts.currency);
    const date = mailDate(language, opts.date);
    const text = [
      r.thanks,
      '',
      `  ${labelled(language, r.item)} ${opts.description}`,
      `  ${labelled(language, r.amountPaid)} ${amount}`,
      `  ${labelled(language, r.date)} ${date}`,
      `  ${labelled(language, referenceLabel)} ${reference}`,
      ...(invoice ? [`  ${invoice}`] : []),
      '',
      ...consentText(t, language, opts.consent),
      t.questions(opts.supportEmail),
    ].join('\n');
    const html = `<p>${r.thanks}</p><table><tr><th align="left">${r.item}</th><td>${escapeHtml(opts.description)}</td></tr><tr><th align="left">${r.amountPaid}</th><td>${escapeHtml(amount)}</td></tr><tr><th align="left">${r.date}</th><td>${escapeHtml(date)}</td></tr><tr><th align="left">${referenceLabel}</th><td>${escapeHtml(reference)}</td></tr>${invoice ? `<tr><th align="left">${r.invoice}</th><td>${escapeHtml(invoice)}</td></tr>` : ''}</table>${consentHtml(t, language, opts.consent)}<p>${t.questions(mailto(opts.supportEmail))}</p>`;
    return written(language, r.subject(opts.brand, opts.description), text, html);
  },
  /** A refund's credit note, its PDF attached (modules/invoices). */
  creditNote(opts: {
    brand: string;
    supportEmail: string;
    number: string;
    /** The refunded amount, positive (`39.00`). */
    amount: string;
    currency: string;
    /** The number of the invoice it corrects, when known. */
    corrects?: string | undefined;
    language: MailLanguage;
  }): MailContent {
    const { language } = opts;
    const t = mailTextsOf(language);
    const c = t.creditNote;
    const money = mailMoney(language, opts.amount, opts.currency);
    const refunded = (m: string, invoice: string | undefined) =>
      invoice ? c.refundedOfInvoice(m, invoice) : c.refunded(m);
    const text = [
      t.hello,
      '',
      `${refunded(money, opts.corrects)} ${c.attached(opts.number)}`,
      '',
      t.questions(opts.supportEmail),
    ].join('\n');
    const html = `<p>${t.hello}</p><p>${refunded(escapeHtml(money), opts.corrects && escapeHtml(opts.corrects))} ${c.attached(escapeHtml(opts.number))}</p><p>${t.questions(mailto(opts.supportEmail))}</p>`;
    return written(language, c.subject(opts.brand, opts.number), text, html);
  },
};

export { escapeHtml };
