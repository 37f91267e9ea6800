import { describe, expect, it } from 'vitest';
import type { WithdrawalReceipt } from '@navihub/contract/withdrawals';
import { withdrawalReceiptMail } from './receipt-mail.js';

// Issue 32: the withdrawal's receipt e-mail as a French or an Arabic customer reads it.
const receipt: WithdrawalReceipt = {
  receipt: 'WD-7K3Q-92',
  received_at: '2026-11-27T11:05:00.000Z',
  name: 'Camille Martin',
  email: 'camille@example.com',
  reference: 'NH-7K3Q-92',
  contract: 'pin',
  reason: null,
};

const mailIn = (language: 'fr' | 'ar' | 'de') =>
  withdrawalReceiptMail({ brand: 'NaviHub', supportEmail: 'support@navihub.example', receipt, language });

describe('the withdrawal receipt e-mail', () => {
  it('writes its lines as French does, a space before each colon', () => {
    const { text } = mailIn('fr');
    expect(text).toContain('\nAccusé de réception\u00a0: WD-7K3Q-92\n');
    expect(text).toContain('\nReçue le\u00a0: 27 novembre 2026 à 11:05 UTC\n');
    expect(text).not.toMatch(/\S: /);
  });

  it('keeps the colon right after the label in German', () => {
    expect(mailIn('de').text).toMatch(/\n\S[^\n]*\S: WD-7K3Q-92\n/);
  });

  it('sets the labels of its table on the right in Arabic, where the line starts', () => {
    const { html } = mailIn('ar');
    expect(html).toMatch(/^<div lang="ar" dir="rtl">/);
    expect(html).toContain('<th align="right">');
    expect(html).not.toContain('align="left"');
  });
});
