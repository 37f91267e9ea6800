import { describe, expect, it } from 'vitest';
import type { InvoiceLine } from '../../db/schema.js';
import { MAIL_LANGUAGES } from '../mail/index.js';
import { lineTexts } from './line-texts.js';

const VIN = 'WDD2050461F123456';

/** A PIN's line as issued: the checkout's English description and particulars, and the item. */
const pinLine: InvoiceLine = {
  title: `Navigation PIN NTG 5s1 Europe v2025 for ${VIN}`,
  details: ['Order NH-7K3Q-92', 'Head unit: NTG 5s1', 'Map region: Europe', 'Version: v2025', `VIN: ${VIN}`],
  netCents: 3900,
  item: {
    kind: 'pin',
    reference: 'NH-7K3Q-92',
    headUnit: 'NTG 5s1',
    mapRegion: 'Europe',
    version: 'v2025',
    vin: VIN,
  },
};

const tokenLine: InvoiceLine = {
  title: 'Workshop pack',
  details: ['Token bundle: 10 tokens'],
  netCents: 9900,
  item: { kind: 'token_bundle', name: 'Workshop pack', names: { de: 'Werkstattpaket' }, tokens: 10 },
};

const subscriptionLine: InvoiceLine = {
  title: 'Quarter',
  details: ['Subscription bundle: 90 days'],
  netCents: 4900,
  item: { kind: 'subscription_bundle', name: 'Quarter', names: { ar: 'ربع سنة' }, days: 90 },
};

describe('an invoice line written in the invoice language', () => {
  it('is in English as it was issued, byte for byte', () => {
    for (const line of [pinLine, tokenLine, subscriptionLine]) {
      expect(lineTexts(line, 'en')).toEqual({ title: line.title, details: line.details });
    }
  });

  it('writes a PIN in German and in Arabic, the head unit, region, version and VIN as they are', () => {
    expect(lineTexts(pinLine, 'de')).toEqual({
      title: `Navigations-PIN NTG 5s1 Europe v2025 für ${VIN}`,
      details: [
        'Bestellung NH-7K3Q-92',
        'Navigationssystem: NTG 5s1',
        'Kartenregion: Europe',
        'Kartenversion: v2025',
        `FIN: ${VIN}`,
      ],
    });
    expect(lineTexts(pinLine, 'ar')).toEqual({
      title: `رمز PIN للملاحة NTG 5s1 Europe v2025 الخاص بـ ${VIN}`,
      details: [
        'الطلب NH-7K3Q-92',
        'نظام الملاحة: NTG 5s1',
        'منطقة الخريطة: Europe',
        'إصدار الخريطة: v2025',
        `رقم الهيكل (VIN): ${VIN}`,
      ],
    });
  });

  it('has a title of its own in every language, naming the VIN, and no English label left', () => {
    const english = lineTexts(pinLine, 'en');
    for (const language of MAIL_LANGUAGES.filter((l) => l !== 'en')) {
      const { title, details } = lineTexts(pinLine, language);
      expect(title, language).not.toBe(english.title);
      expect(title, language).toContain(VIN);
      expect(title, language).toContain('NTG 5s1 Europe v2025');
      expect(details.join('\n'), language).not.toMatch(/Order|Head unit|Map region|Version:/);
    }
  });

  it("names a bundle in the language staff gave, else by its default name, with the language's plural", () => {
    expect(lineTexts(tokenLine, 'de')).toEqual({
      title: 'Werkstattpaket',
      details: ['Token-Paket: 10 Token'],
    });
    expect(lineTexts(tokenLine, 'ru')).toEqual({
      title: 'Workshop pack',
      details: ['Пакет токенов: 10 токенов'],
    });
    expect(lineTexts(subscriptionLine, 'ar')).toEqual({
      title: 'ربع سنة',
      details: ['باقة اشتراك: 90 يومًا'],
    });
    expect(lineTexts(subscriptionLine, 'pl').details).toEqual(['Pakiet subskrypcyjny: 90 dni']);
    expect(lineTexts({ ...tokenLine, item: { ...tokenLine.item!, tokens: 1 } } as InvoiceLine, 'en')).toEqual(
      { title: 'Workshop pack', details: ['Token bundle: 1 token'] },
    );
  });

  it('puts a no-break space before a French colon', () => {
    expect(lineTexts(pinLine, 'fr').details).toContain('Système de navigation\u00a0: NTG 5s1');
    expect(lineTexts(subscriptionLine, 'fr').details).toEqual(['Pack d’abonnement\u00a0: 90 jours']);
  });

  it("writes a credit note's line as a refund of what was sold, and why", () => {
    const refund: InvoiceLine = { ...pinLine, title: `Refund: ${pinLine.title}`, reason: 'Falsche FIN' };
    const german = lineTexts(refund, 'de');
    expect(german.title).toBe(`Erstattung: Navigations-PIN NTG 5s1 Europe v2025 für ${VIN}`);
    expect(german.details.at(-1)).toBe('Grund: Falsche FIN');
  });

  it('keeps a line issued before as it was written, its labels in the language', () => {
    const old: InvoiceLine = {
      title: `Navigation PIN NTG 5s1 Europe v2025 for ${VIN}`,
      details: ['Order NH-7K3Q-92', 'Head unit: NTG 5s1', 'Token bundle: 10 tokens'],
      netCents: 3900,
    };
    expect(lineTexts(old, 'de')).toEqual({
      title: old.title,
      details: ['Bestellung NH-7K3Q-92', 'Navigationssystem: NTG 5s1', 'Token bundle: 10 tokens'],
    });
    expect(lineTexts(old, 'en')).toEqual({ title: old.title, details: old.details });
  });
});
