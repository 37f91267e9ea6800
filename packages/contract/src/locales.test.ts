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
  it('are English first and German, each named in itself; seven more are planned, Arabic right to left', () => {
    expect(LOCALES.map((l) => `${l.code} ${l.name}`)).toEqual(['en English', 'de Deutsch']);
    expect(PLANNED_LOCALES.map((l) => `${l.code} ${l.name}`)).toEqual([
      'fr Français',
      'es Español',
      'it Italiano',
      'pl Polski',
      'tr Türkçe',
      'ru Русский',
      'ar العربية',
    ]);
    expect(LOCALES.every((l) => localeDirection(l.code) === 'ltr')).toBe(true);
    expect(PLANNED_LOCALES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar']);
  });

  it('know their codes exactly as the URL writes them', () => {
    for (const code of ['en', 'de']) expect(isLocale(code), code).toBe(true);
    for (const code of ['ar', 'xx', 'DE', 'de-DE', '', 'toString', undefined, 7])
      expect(isLocale(code), String(code)).toBe(false);
  });
});

describe('one address per page and language', () => {
  it('reads the language prefix of a path, home with or without its slash', () => {
    expect(localeOfPath('/de/navipin')).toEqual({ locale: 'de', path: '/navipin' });
    expect(localeOfPath('/de/profile/orders')).toEqual({ locale: 'de', path: '/profile/orders' });
    expect(localeOfPath('/ar/navipin')).toEqual({ locale: 'en', path: '/ar/navipin' });
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
