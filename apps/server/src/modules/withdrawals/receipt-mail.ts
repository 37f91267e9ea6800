/**
 * The receipt e-mail of a withdrawal: what arrived and when, as the consumer's proof (decision 056),
 * in the language of the page it was sent from (decision 068).
 */
import { receivedAtText, type WithdrawalReceipt } from '@navihub/contract/withdrawals';
import {
  escapeHtml,
  mailDateTime,
  labelled,
  mailTextsOf,
  type MailContent,
  written,
  type MailLanguage,
} from '../mail/index.js';

export function withdrawalReceiptMail(opts: {
  brand: string;
  supportEmail: string;
  receipt: WithdrawalReceipt;
  language: MailLanguage;
}): MailContent {
  const { receipt, language } = opts;
  const t = mailTextsOf(language);
  const w = t.withdrawal;
  const received =
    language === 'en'
      ? receivedAtText(receipt.received_at)
      : mailDateTime(language, new Date(receipt.received_at));
  const rows: [string, string][] = [
    [w.receipt, receipt.receipt],
    [w.received, received],
    [w.name, receipt.name],
    [w.reference, receipt.reference],
    [w.contract, w.contracts[receipt.contract]],
    ...(receipt.reason ? ([[w.reason, receipt.reason]] as [string, string][]) : []),
  ];
  const text = [
    t.helloName(receipt.name),
    '',
    w.intro,
    '',
    ...rows.map(([label, value]) => `${labelled(language, label)} ${value}`),
    '',
    w.closing(opts.supportEmail),
  ].join('\n');
  const html = [
    `<p>${t.helloName(escapeHtml(receipt.name))}</p>`,
    `<p>${w.intro}</p>`,
    `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    `<p>${w.closing(`<a href="mailto:${escapeHtml(opts.supportEmail)}">${escapeHtml(opts.supportEmail)}</a>`)}</p>`,
  ].join('');
  return written(language, w.subject(opts.brand, receipt.receipt), text, html);
}
