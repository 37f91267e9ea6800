import { checkVinForHeadUnit } from '@navihub/contract/vin/form-check';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalog } from '@/i18n/catalogs';
import { setLanguage } from '@/i18n/translated';
import { checkVinInLanguage } from './vin-hints';

// Sources of the real VINs: the contract's decode tests.
const cases: [vin: string, comand: string][] = [
  ['', 'NTG 5s1'], // empty
  ['WDD2050001F59585', 'NTG 5s1'], // 16 characters
  ['WDD2O50001F595854', 'NTG 5s1'], // a forbidden letter
  ['WDD2050001F5958#4', 'NTG 5s1'], // a character no VIN has
  ['55SWF4KBXGU145993', 'NTG 5s1'], // North-American, wrong check digit
  ['WDD2050001F595854', 'NTG 5.5'], // no hint
  ['WDD2050001F595854', 'NTG 4.5'], // the series could carry others
  ['WDD2110161A000001', 'NTG 4.5'], // the series could carry none sold
  ['WDC0G4KB0GF009557', 'NTG 5s1'], // series unknown
  ['WVWZZZ3CZ9P049728', 'NTG 5s1'], // Volkswagen
  ['1M8GDM9AXKP042788', 'NTG 5s1'], // unknown maker
  ['WDD2050001F595854', 'NTG5.5'], // a head unit not sold
];

afterEach(() => setLanguage('en'));

describe('the VIN hints on an English page', () => {
  it.each(cases)('say what the server says for %s with %s, byte for byte', (vin, comand) => {
    expect(checkVinInLanguage(vin, comand)).toEqual(checkVinForHeadUnit(vin, comand));
  });
});

describe('the VIN hints in another language', () => {
  it('German lists the head units the German way and keeps the series name', async () => {
    setLanguage('de', await loadCatalog('de'));
    expect(checkVinInLanguage('WDD2050001F595854', 'NTG 4.5').warnings).toEqual([
      'Für die Baureihe C-Class (W205) ist NTG 4.5 nicht bekannt (infrage kommen NTG 5s1, NTG 5/5s2 und NTG 5.5). Bitte vergewissern Sie sich, dass in Ihrem Fahrzeug ein NTG 4.5 verbaut ist.',
    ]);
    expect(checkVinInLanguage('1M8GDM9AXKP042788', 'NTG 5s1').warnings).toEqual([
      'Diese FIN sieht nicht nach einer Mercedes-Benz-FIN aus (unbekannter Hersteller, WMI 1M8). Bitte prüfen Sie die FIN.',
    ]);
  });

  it('says why a malformed VIN is refused as the VIN decoder pages do', async () => {
    setLanguage('de', await loadCatalog('de'));
    expect(checkVinInLanguage('WDD2O50001F595854', 'NTG 5s1').reason).toBe(
      'Zeichen 5 „O“ ist in einer FIN nicht zulässig (I, O und Q kommen nie vor)',
    );
    expect(checkVinInLanguage('WDD2050001F59585', 'NTG 5s1').reason).toBe(
      'Die FIN muss 17 Zeichen lang sein (eingegeben: 16)',
    );
  });

  it('Arabic lists the head units with its own conjunction', async () => {
    setLanguage('ar', await loadCatalog('ar'));
    expect(checkVinInLanguage('WDD2050001F595854', 'NTG5.5').warnings).toEqual([
      '«NTG5.5» ليس من أنظمة الملاحة التي نبيعها (NTG 4.5 وNTG 5s1 وNTG 5/5s2 وNTG 5.5).',
    ]);
  });
});
