/** Every e-mail the shop sends, kept in one place (texts for future languages live here). */
import { consentTexts } from '@navihub/contract/consent';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The consent the customer gave before delivery (issue 32), as the receipt and PIN mails quote it. */
export interface ConsentQuote {
  givenAt: Date;
  textVersion: string;
}

const consentAt = (c: ConsentQuote) => `${c.givenAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

function consentText(c: ConsentQuote | null | undefined): string[] {
  if (!c) return [];
  return [
    `Before delivery, on ${consentAt(c)}, you gave this consent (wording of ${c.textVersion}):`,
    `  [x] ${consentTexts.immediateDelivery}`,
    `  [x] ${consentTexts.waiverAcknowledged}`,
    '',
  ];
}

function consentHtml(c: ConsentQuote | null | undefined): string {
  if (!c) return '';
  return `<p>Before delivery, on ${consentAt(c)}, you gave this consent (wording of ${escapeHtml(c.textVersion)}):</p><ul><li>${escapeHtml(consentTexts.immediateDelivery)}</li><li>${escapeHtml(consentTexts.waiverAcknowledged)}</li></ul>`;
}

export const mailTemplates = {
  passwordReset(opts: { brand: string; link: string; validMinutes: number }): MailContent {
    const subject = `${opts.brand}: reset your password`;
    const text = [
      'Hello,',
      '',
      `Someone asked to reset the password of your ${opts.brand} account. Open this link to choose a new one:`,
      opts.link,
      '',
      `The link works once and expires in ${opts.validMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
    ].join('\n');
    const html = `<p>Hello,</p><p>Someone asked to reset the password of your ${escapeHtml(opts.brand)} account.</p><p><a href="${escapeHtml(opts.link)}">Choose a new password</a></p><p>The link works once and expires in ${opts.validMinutes} minutes. If you did not ask for it, ignore this e-mail.</p>`;
    return { subject, text, html };
  },
  emailConfirmation(opts: { brand: string; link: string; validHours: number }): MailContent {
    const subject = `${opts.brand}: confirm your e-mail address`;
    const text = [
      'Hello,',
      '',
      `Someone created a ${opts.brand} account with this e-mail address. Open this link to confirm it:`,
      opts.link,
      '',
      `The link expires in ${opts.validHours} hours. If you did not create the account, ignore this e-mail.`,
    ].join('\n');
    const html = `<p>Hello,</p><p>Someone created a ${escapeHtml(opts.brand)} account with this e-mail address.</p><p><a href="${escapeHtml(opts.link)}">Confirm your e-mail address</a></p><p>The link expires in ${opts.validHours} hours. If you did not create the account, ignore this e-mail.</p>`;
    return { subject, text, html };
  },
  passwordChanged(opts: { brand: string; supportEmail: string }): MailContent {
    const subject = `${opts.brand}: your password was changed`;
    const text = `Hello,\n\nThe password of your ${opts.brand} account was just changed. If this was not you, write to ${opts.supportEmail} at once.`;
    const html = `<p>Hello,</p><p>The password of your ${escapeHtml(opts.brand)} account was just changed. If this was not you, write to <a href="mailto:${escapeHtml(opts.supportEmail)}">${escapeHtml(opts.supportEmail)}</a> at once.</p>`;
    return { subject, text, html };
  },
  /** A PIN staff typed wrongly, corrected: the corrected PIN replaces the one mailed before. */
  pinCorrected(opts: {
    brand: string;
    supportEmail: string;
    reference: string;
    vin: string;
    pin: string;
  }): MailContent {
    const subject = `${opts.brand}: corrected navigation PIN for ${opts.vin}`;
    const text = [
      'Hello,',
      '',
      `The PIN we sent you for order ${opts.reference} was wrong, sorry. Here is the corrected PIN; it replaces the one in our earlier e-mail:`,
      '',
      `  PIN: ${opts.pin}`,
      `  VIN: ${opts.vin}`,
      '',
      `Questions? Write to ${opts.supportEmail}.`,
    ].join('\n');
    const html = `<p>Hello,</p><p>The PIN we sent you for order ${escapeHtml(opts.reference)} was wrong, sorry. Here is the corrected PIN; it replaces the one in our earlier e-mail:</p><table><tr><th align="left">PIN</th><td><code>${escapeHtml(opts.pin)}</code></td></tr><tr><th align="left">VIN</th><td>${escapeHtml(opts.vin)}</td></tr></table><p>Questions? Write to <a href="mailto:${escapeHtml(opts.supportEmail)}">${escapeHtml(opts.supportEmail)}</a>.</p>`;
    return { subject, text, html };
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
  }): MailContent {
    const subject = `${opts.brand}: your navigation PIN for ${opts.vin}`;
    const demoNote = opts.demo
      ? '\nThis is a DEMO code from the demo PIN provider: it does not unlock a head unit.\n'
      : '';
    const text = [
      'Hello,',
      '',
      `Here is the PIN of order ${opts.reference}:`,
      '',
      `  PIN: ${opts.pin}`,
      `  Head unit: ${opts.comand}`,
      `  Map region: ${opts.mapRegion}`,
      `  Version: ${opts.version}`,
      `  VIN: ${opts.vin}`,
      demoNote,
      ...consentText(opts.consent),
      `Questions? Write to ${opts.supportEmail}.`,
    ].join('\n');
    const rows = [
      ['PIN', opts.pin],
      ['Head unit', opts.comand],
      ['Map region', opts.mapRegion],
      ['Version', opts.version],
      ['VIN', opts.vin],
    ]
      .map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v!)}</td></tr>`)
      .join('');
    const html = `<p>Hello,</p><p>Here is the PIN of order ${escapeHtml(opts.reference)}:</p><table>${rows}</table>${
      opts.demo
        ? '<p><strong>This is a DEMO code from the demo PIN provider: it does not unlock a head unit.</strong></p>'
        : ''
    }${consentHtml(opts.consent)}<p>Questions? Write to <a href="mailto:${escapeHtml(opts.supportEmail)}">${escapeHtml(opts.supportEmail)}</a>.</p>`;
    return { subject, text, html };
  },
  pinFailed(opts: {
    brand: string;
    supportEmail: string;
    /** The order's short reference the customer sees (NH-7K3Q-92). */
    reference: string;
    vin: string;
    refunded: string;
  }): MailContent {
    const subject = `${opts.brand}: we could not obtain the PIN for ${opts.vin}`;
    const text = `Hello,\n\nWe could not obtain the PIN of order ${opts.reference}. ${opts.refunded}\n\nWrite to ${opts.supportEmail} if you need help.`;
    const html = `<p>Hello,</p><p>We could not obtain the PIN of order ${escapeHtml(opts.reference)}. ${escapeHtml(opts.refunded)}</p><p>Write to <a href="mailto:${escapeHtml(opts.supportEmail)}">${escapeHtml(opts.supportEmail)}</a> if you need help.</p>`;
    return { subject, text, html };
  },
  orderRefunded(opts: {
    brand: string;
    supportEmail: string;
    /** The order's short reference the customer sees (NH-7K3Q-92). */
    reference: string;
    vin: string;
    refunded: string;
    /** The order's PIN stays the customer's. */
    keepsPin: boolean;
  }): MailContent {
    const subject = `${opts.brand}: order ${opts.reference} refunded`;
    const keeps = opts.keepsPin ? ' You keep the PIN we sent you.' : '';
    const text = `Hello,\n\nWe have refunded order ${opts.reference} (VIN ${opts.vin}). ${opts.refunded}${keeps}\n\nWrite to ${opts.supportEmail} if you need help.`;
    const html = `<p>Hello,</p><p>We have refunded order ${escapeHtml(opts.reference)} (VIN ${escapeHtml(opts.vin)}). ${escapeHtml(opts.refunded)}${escapeHtml(keeps)}</p><p>Write to <a href="mailto:${escapeHtml(opts.supportEmail)}">${escapeHtml(opts.supportEmail)}</a> if you need help.</p>`;
    return { subject, text, html };
  },
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
    return { subject, text, html };
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
  }): MailContent {
    const subject = `${opts.brand}: receipt for ${opts.description}`;
    const invoice = opts.invoiceNumber ? `Invoice ${opts.invoiceNumber} (attached)` : undefined;
    const [referenceLabel, reference] = opts.orderReference
      ? ['Order reference', opts.orderReference]
      : ['Payment reference', opts.paymentId];
    const text = [
      'Thank you for your purchase.',
      '',
      `  Item: ${opts.description}`,
      `  Amount paid: ${opts.amount} ${opts.currency}`,
      `  Date: ${opts.date.toISOString().slice(0, 10)}`,
      `  ${referenceLabel}: ${reference}`,
      ...(invoice ? [`  ${invoice}`] : []),
      '',
      ...consentText(opts.consent),
      `Questions? Write to ${opts.supportEmail}.`,
    ].join('\n');
    const html = `<p>Thank you for your purchase.</p><table><tr><th align="left">Item</th><td>${escapeHtml(opts.description)}</td></tr><tr><th align="left">Amount paid</th><td>${escapeHtml(opts.amount)} ${escapeHtml(opts.currency)}</td></tr><tr><th align="left">Date</th><td>${opts.date.toISOString().slice(0, 10)}</td></tr><tr><th align="left">${referenceLabel}</th><td>${escapeHtml(reference)}</td></tr>${invoice ? `<tr><th align="left">Invoice</th><td>${escapeHtml(invoice)}</td></tr>` : ''}</table>${consentHtml(opts.consent)}<p>Questions? Write to <a href="mailto:${escapeHtml(opts.supportEmail)}">${escapeHtml(opts.supportEmail)}</a>.</p>`;
    return { subject, text, html };
  },
};

export { escapeHtml };
