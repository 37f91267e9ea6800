import { describe, expect, it } from 'vitest';
import {
  isLocale,
  LOCALES,
  PLANNED_LOCALES,
  localeDirection,
  localeOfPath,
  localizedPath,
} from './locales.js';

describe('the shop languages', () => {
  it('are English first, each named in itself; the nine of issue 32 enabled or planned, Arabic right to left', () => {
    expect(LOCALES[0]).toEqual({ code: 'en', name: 'English', dir: 'ltr' });
    const all = [...LOCALES, ...PLANNED_LOCALES];
    expect(all.map((l) => `${l.code} ${l.name}`).sort()).toEqual(
      [
        'en English',
        'de Deutsch',
        'fr Français',
        'es Español',
        'it Italiano',
        'pl Polski',
        'tr Türkçe',
        'ru Русский',
        'ar العربية',
      ].sort(),
    );
    expect(LOCALES.map((l) => l.code)).toEqual(expect.arrayContaining(['en', 'de', 'ar']));
    expect(all.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
    for (const { code, dir } of LOCALES) expect(localeDirection(code), code).toBe(dir);
    expect(localeDirection('ar')).toBe('rtl');
  });

  it('know their codes exactly as the URL writes them', () => {
    for (const { code } of LOCALES) expect(isLocale(code), code).toBe(true);
    for (const { code } of PLANNED_LOCALES) expect(isLocale(code), code).toBe(false);
    for (const code of ['xx', 'DE', 'de-DE', 'ar-SA', '', 'toString', undefined, 7])
      expect(isLocale(code), String(code)).toBe(false);
  });
});

describe('one address per page and language', () => {
  it('reads the language prefix of a path, home with or without its slash', () => {
    expect(localeOfPath('/de/navipin')).toEqual({ locale: 'de', path: '/navipin' });
    expect(localeOfPath('/de/profile/orders')).toEqual({ locale: 'de', path: '/profile/orders' });
    expect(localeOfPath('/ar/navipin')).toEqual({ locale: 'ar', path: '/navipin' });
    expect(localeOfPath('/de')).toEqual({ locale: 'de', path: '/' });
    expect(localeOfPath('/de/')).toEqual({ locale: 'de', path: '/' });
  });

  it('takes an unprefixed path, an unknown prefix and /en/ as English paths as they are', () => {
    for (const path of ['/', '/navipin', '/xx/navipin', '/en/navipin', '/en', '/deutsch', '/DE/navipin'])
      expect(localeOfPath(path), path).toEqual({ locale: 'en', path });
  });

  it('writes the address of a page in a language, English unprefixed, and reads it back', () => {
    expect(localizedPath('de', '/navipin')).toBe('/de/navipin');
    expect(localizedPath('de', '/')).toBe('/de/');
    expect(localizedPath('en', '/navipin')).toBe('/navipin');
    expect(localizedPath('en', '/')).toBe('/');
    for (const { code } of LOCALES)
      for (const path of ['/', '/navipin', '/profile/orders'])
        expect(localeOfPath(localizedPath(code, path))).toEqual({ locale: code, path });
  });
});
