import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../db/schema.js';
import type { MailLanguage } from '../mail/index.js';
import { visualLine } from './bidi.js';
import { fontFor } from './fonts.js';
import { renderInvoicePdf } from './pdf.js';
import { pdfActualTexts, pdfText } from './pdf-text.js';

const at = new Date('2026-11-27T10:00:00Z');

/** A reverse-charge invoice of a Polish business, every field filled in, with an order's particulars. */
const invoice = {
  id: 1,
  kind: 'invoice',
  number: '2026-000123',
  year: 2026,
  sequence: 123,
  prefix: '',
  paymentId: 'payment-1',
  orderId: 'order-1',
  userId: null,
  email: 'buyer@example.com',
  accessKey: 'key',
  correctsId: null,
  refundId: null,
  issuedAt: at,
  suppliedAt: at,
  seller: {
    name: 'Example Navigation GmbH',
    address: ['Hauptstraße 1', '10115 Berlin'],
    email: 'billing@example.com',
    vatId: 'DE123456789',
    register: 'Amtsgericht Berlin HRB 12345',
    country: 'DE',
  },
  buyer: { email: 'buyer@example.com', name: 'Łukasz Şahin', vatId: 'PL1234567890', country: 'PL' },
  lines: [
    {
      title: 'Navigation map update PIN',
      details: [
        'Order NH-7K3Q-92',
        'Head unit: NTG 5.5',
        'Map region: Europe',
        'Version: V12.0',
        'VIN: WDD2050461F123456',
      ],
      netCents: 3900,
    },
  ],
  netCents: 3900,
  taxRateBasisPoints: 0,
  taxCents: 0,
  grossCents: 3900,
  currency: 'USD',
  paidWith: 'card',
  reverseCharge: true,
  reason: null,
  pdf: null,
  pdfMadeAt: null,
} as unknown as Invoice;

/** Its credit note, for a wrong VIN. */
const creditNote = {
  ...invoice,
  id: 2,
  kind: 'credit_note',
  number: 'CN-2026-000007',
  correctsId: 1,
  lines: [{ ...invoice.lines[0]!, title: 'Refund: Navigation map update PIN', netCents: -3900 }],
  netCents: -3900,
  grossCents: -3900,
  reason: 'Wrong VIN',
} as unknown as Invoice;

const flat = (text: string) => text.replace(/\s+/g, ' ');
const textOf = async (of: Invoice, language: MailLanguage) =>
  flat(
    pdfText(
      await renderInvoicePdf(of, of === creditNote ? invoice : undefined, { language, compress: false }),
    ),
  );

describe('an invoice PDF in the order language', () => {
  it('is in German with the words German tax law uses', async () => {
    const text = await textOf(invoice, 'de');
    for (const words of [
      'Rechnung',
      'Rechnungsnummer: 2026-000123',
      'Ausstellungsdatum: 27. November 2026',
      'Leistungsdatum: 27. November 2026',
      'USt-IdNr.: DE123456789',
      'Hauptstraße 1',
      'Rechnungsempfänger',
      'Łukasz Şahin',
      'Bestellung NH-7K3Q-92',
      'Navigationssystem: NTG 5.5',
      'FIN: WDD2050461F123456',
      'Nettobetrag',
      '39,00 $',
      'USt. 0 %',
      'Steuerschuldnerschaft des Leistungsempfängers',
      'USt-IdNr. des Leistungsempfängers: PL1234567890',
      'Bezahlt per Karte (Stripe). Währung: USD.',
    ]) {
      expect(text, words).toContain(words);
    }
    const note = await textOf(creditNote, 'de');
    expect(note).toContain('Rechnungskorrektur');
    expect(note).toContain('Korrigiert Rechnung: 2026-000123 vom 27. November 2026');
    expect(note).toContain('Erstattung: Navigation map update PIN');
    expect(note).toContain('-39,00 $');
    expect(note).toContain('Erstattet per Karte (Stripe): Wrong VIN');
    expect(note).not.toContain('Gutschrift');
    const arabic = flat(
      pdfText(await renderInvoicePdf(creditNote, invoice, { language: 'ar', compress: false })),
    );
    // A refunded amount reads as one, left to right, in an Arabic credit note too.
    expect(arabic).toContain('-39.00 US$');
  });

  it('reads the same compressed, as it is mailed', async () => {
    const pdf = await renderInvoicePdf(invoice, undefined, { language: 'de' });
    expect(flat(pdfText(pdf))).toContain('Steuerschuldnerschaft des Leistungsempfängers');
  });

  it('is in Russian, in Cyrillic', async () => {
    const text = await textOf(invoice, 'ru');
    for (const words of [
      'Счёт',
      'Номер счёта: 2026-000123',
      'Дата выставления: 27 ноября 2026 г.',
      'Покупатель',
      'Головное устройство: NTG 5.5',
      'Итого',
      'Обратное начисление',
      'Способ оплаты: карта (Stripe). Валюта: USD.',
    ]) {
      expect(text, words).toContain(words);
    }
    expect(await textOf(creditNote, 'ru')).toContain('Кредит-нота');
  });

  it('is in Polish, with its letters', async () => {
    const text = await textOf(invoice, 'pl');
    for (const words of [
      'Faktura',
      'Numer faktury: 2026-000123',
      'Data wystawienia: 27 listopada 2026',
      'Nabywca',
      'Łukasz Şahin',
      'System nawigacji: NTG 5.5',
      '39,00 USD',
      'Odwrotne obciążenie (art. 196 dyrektywy 2006/112/WE)',
    ]) {
      expect(text, words).toContain(words);
    }
    expect(await textOf(creditNote, 'pl')).toContain('Faktura korygująca');
  });

  it('is in Arabic, right to left, its numbers and Latin left to right', async () => {
    const pdf = await renderInvoicePdf(invoice, undefined, { language: 'ar', compress: false });
    // As a reader copies it: the words as written, beside the glyphs.
    const written = flat(pdfActualTexts(pdf).join('\n'));
    for (const words of [
      'فاتورة',
      'رقم الفاتورة',
      'تاريخ الإصدار',
      'نظام الملاحة: NTG 5.5',
      'رقم الهيكل (VIN): WDD2050461F123456',
      'الاحتساب العكسي',
      'الرقم الضريبي للمشتري: PL1234567890',
    ]) {
      expect(written, words).toContain(words);
    }
    // The glyphs, read from the right as an Arabic line is read: an Arabic word comes out as
    // written. Read from the left, the Latin and the numbers do, and the Arabic word does not.
    expect(pdfText(pdf, { rightToLeft: true })).toContain('فاتورة');
    const glyphs = flat(pdfText(pdf));
    expect(glyphs).not.toContain('فاتورة');
    for (const ltr of [
      'NH-7K3Q-92',
      'WDD2050461F123456',
      '2026-000123',
      '39.00 US$',
      '2006/112/EC',
      'buyer@example.com',
    ]) {
      expect(glyphs, ltr).toContain(ltr);
    }
  });

  it('embeds its fonts, Helvetica nowhere, and stays small', async () => {
    for (const language of ['en', 'ar'] as const) {
      const raw = (await renderInvoicePdf(invoice, undefined, { language, compress: false })).toString(
        'latin1',
      );
      expect(raw).toContain('/FontFile2');
      expect(raw).toMatch(
        language === 'ar' ? /\/BaseFont \/[A-Z]{6}\+NotoSansArabic/ : /\/BaseFont \/[A-Z]{6}\+NotoSans-/,
      );
      expect(raw).not.toContain('Helvetica');
      // Subset: a few dozen glyphs of each font, not the whole font (600 kB).
      expect((await renderInvoicePdf(invoice, undefined, { language })).length).toBeLessThan(60_000);
    }
  });
});

describe("an invoice's line in the order language", () => {
  /** The invoice, its line issued with what was sold as data (decision 076). */
  const issued = {
    ...invoice,
    lines: [
      {
        ...invoice.lines[0]!,
        title: 'Navigation PIN NTG 5.5 Europe V12.0 for WDD2050461F123456',
        item: {
          kind: 'pin',
          reference: 'NH-7K3Q-92',
          headUnit: 'NTG 5.5',
          mapRegion: 'Europe',
          version: 'V12.0',
          vin: 'WDD2050461F123456',
        },
      },
    ],
  } as Invoice;

  it('has its title in German and in Arabic, and in English as issued', async () => {
    expect(await textOf(issued, 'de')).toContain(
      'Navigations-PIN NTG 5.5 Europe V12.0 für WDD2050461F123456',
    );
    expect(await textOf(issued, 'en')).toContain('Navigation PIN NTG 5.5 Europe V12.0 for WDD2050461F123456');
    const arabic = await renderInvoicePdf(issued, undefined, { language: 'ar', compress: false });
    expect(flat(pdfActualTexts(arabic).join('\n'))).toContain(
      'رمز PIN للملاحة NTG 5.5 Europe V12.0 الخاص بـ WDD2050461F123456',
    );
    const note = {
      ...creditNote,
      lines: [{ ...issued.lines[0]!, title: 'Refund: x', reason: 'Falsche FIN', netCents: -3900 }],
    } as Invoice;
    const german = await textOf(note, 'de');
    expect(german).toContain('Erstattung: Navigations-PIN NTG 5.5 Europe V12.0 für WDD2050461F123456');
    expect(german).toContain('Grund: Falsche FIN');
  });

  it('keeps the title of an invoice issued before, as it was written', async () => {
    const text = await textOf(invoice, 'de');
    expect(text).toContain('Navigation map update PIN');
    expect(text).toContain('Navigationssystem: NTG 5.5');
  });

  it('sets a no-break space before a colon in French', async () => {
    // Its lines joined, its no-break spaces kept.
    const text = pdfText(
      await renderInvoicePdf(issued, undefined, { language: 'fr', compress: false }),
    ).replace(/[ \n]+/g, ' ');
    expect(text).not.toMatch(/ [:;]/);
    for (const words of [
      'Numéro de facture\u00a0: 2026-000123',
      'Date d’émission\u00a0: 27 novembre 2026',
      'Système de navigation\u00a0: NTG 5.5',
      'N° de TVA intracommunautaire\u00a0: DE123456789',
      'Autoliquidation\u00a0: TVA due par le preneur',
      'N° de TVA du vendeur\u00a0: DE123456789\u202f; n° de TVA',
    ]) {
      expect(text, words).toContain(words);
    }
  });
});

describe('the pieces of a right-to-left line', () => {
  it('orders an Arabic sentence right to left, keeping a VIN and an amount left to right', () => {
    // pdfkit sets the result left to right; fontkit turns each Arabic word's letters (and its colon).
    expect(visualLine('رقم الهيكل: WDD2050461F123456', 'rtl')).toBe('WDD2050461F123456 الهيكل: رقم');
    expect(visualLine('الإجمالي (USD)', 'rtl')).toBe('(USD) الإجمالي');
    expect(visualLine('\u200f39.00 US$', 'rtl')).toBe('$US 39.00');
    expect(visualLine('10115 Berlin', 'ltr')).toBe('10115 Berlin');
  });

  it('shapes Arabic letters into their joined forms', () => {
    const font = fontFor('ar', 'regular', 'فاتورة');
    const shaped = font.layout('فاتورة').glyphs.map((g) => g.id);
    const isolated = [...'فاتورة'].map((c) => font.glyphForCodePoint(c.codePointAt(0)!).id).reverse();
    expect(shaped).not.toEqual(isolated);
    // A Cyrillic name on an Arabic invoice, an Arabic one on a German invoice: the font that has it.
    expect(fontFor('ar', 'regular', 'Иван').postscriptName).toMatch(/^NotoSans-/);
    expect(fontFor('de', 'regular', 'محمد').postscriptName).toMatch(/^NotoSansArabic/);
  });
});
