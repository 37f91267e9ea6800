/** The receipt e-mail of a withdrawal: what arrived and when, as the consumer's proof (decision 056). */
import {
  receivedAtText,
  type WithdrawalContract,
  type WithdrawalReceipt,
} from '@navihub/contract/withdrawals';
import { escapeHtml, type MailContent } from '../mail/index.js';

export const CONTRACT_NAMES: Record<WithdrawalContract, string> = {
  token_bundle: 'a token bundle',
  subscription_bundle: 'a subscription',
  pin: 'a navigation PIN',
};

export function withdrawalReceiptMail(opts: {
  brand: string;
  supportEmail: string;
  receipt: WithdrawalReceipt;
}): MailContent {
  const { receipt } = opts;
  const subject = `${opts.brand}: we received your withdrawal ${receipt.receipt}`;
  const rows: [string, string][] = [
    ['Receipt', receipt.receipt],
    ['Received', receivedAtText(receipt.received_at)],
    ['Name', receipt.name],
    ['Order or payment reference', receipt.reference],
    ['Contract', CONTRACT_NAMES[receipt.contract]],
    ...(receipt.reason ? ([['Reason', receipt.reason]] as [string, string][]) : []),
  ];
  const text = [
    `Hello ${receipt.name},`,
    '',
    `We received your withdrawal from the contract below. Keep this e-mail: it is your proof of when it arrived.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    `We will handle it within 14 days and write to you. Questions: ${opts.supportEmail}.`,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(receipt.name)},</p>`,
    '<p>We received your withdrawal from the contract below. Keep this e-mail: it is your proof of when it arrived.</p>',
    `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    `<p>We will handle it within 14 days and write to you. Questions: <a href="mailto:${escapeHtml(opts.supportEmail)}">${escapeHtml(opts.supportEmail)}</a>.</p>`,
  ].join('');
  return { subject, text, html };
}
