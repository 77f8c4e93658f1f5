import { describe, expect, it, vi } from 'vitest';
import { bestLocale, localeOfTag } from '../../../lib/i18n/locales';
import { listingLocale, siteLocale } from '../../../lib/i18n/listing-locale';
import { eagerNamespace, fill, pluralForm, translator } from '../../../lib/i18n/translate';
import { formatBytes, formatDateTime, formatDuration, formatRelative } from '../../../lib/i18n/format';

const en = { hello: 'Hello {name}', photos: { one: '{count} photo', other: '{count} photos' }, plain: 'Plain' } as const;
const tables = eagerNamespace('test-translate', {
  en,
  es: { hello: 'Hola {name}', photos: { one: '{count} foto', many: '{count} de fotos', other: '{count} fotos' }, plain: 'Simple' },
  fr: { hello: 'Bonjour {name}', photos: { one: '{count} photo', many: '{count} de photos', other: '{count} photos' }, plain: 'Simple' },
  de: { hello: 'Hallo {name}', photos: { one: '{count} Foto', other: '{count} Fotos' }, plain: 'Einfach' },
  nl: { hello: 'Hallo {name}', photos: { one: '{count} foto', other: '{count} foto’s' }, plain: 'Eenvoudig' },
  it: { hello: 'Ciao {name}', photos: { one: '{count} foto', many: '{count} di foto', other: '{count} foto' }, plain: 'Semplice' },
});

describe('translator', () => {
  it('fills placeholders and picks plural forms per language', () => {
    expect(translator(tables, 'en')('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(translator(tables, 'en')('photos', { count: 1 })).toBe('1 photo');
    expect(translator(tables, 'de')('photos', { count: 1234 })).toBe('1.234 Fotos');
    expect(translator(tables, 'fr')('photos', { count: 0 })).toBe('0 photo');
    expect(translator(tables, 'nl')('plain')).toBe('Eenvoudig');
  });

  it('shows English for a namespace not loaded in a language, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const english = eagerNamespace('test-english-only', { en, es: en, fr: en, de: en, nl: en, it: en });
    const missing = { id: 'test-never-loaded', en };
    expect(translator(english, 'de')('plain')).toBe('Plain');
    expect(translator(missing, 'de')('photos', { count: 1234 })).toBe('1,234 photos');
    expect(translator(missing, 'de')('plain')).toBe('Plain');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/"de" translations \(test-never-loaded\) was used before it was loaded/);
  });

  it('leaves an unknown placeholder visible rather than writing "undefined"', () => {
    expect(fill('{a} and {b}', { a: 'x' }, 'en')).toBe('x and {b}');
  });

  it('falls back to other when a language has no form for the category', () => {
    expect(pluralForm({ other: 'n' }, 1, 'en')).toBe('n');
  });
});

describe('languages', () => {
  it('maps tags to the six languages, English otherwise', () => {
    expect(localeOfTag('de-CH')).toBe('de');
    expect(localeOfTag('nl_BE')).toBe('nl');
    expect(localeOfTag('pt-BR')).toBeUndefined();
    expect(localeOfTag(undefined)).toBeUndefined();
    expect(bestLocale(['pt-BR', 'fr-FR', 'en'])).toBe('fr');
    expect(bestLocale(['ja'])).toBe('en');
  });

  it('a listing speaks its market’s language, then its page’s, then English; the setting overrides', () => {
    const listing = (listingUrl: string, site: string, language?: string) => ({ listingUrl, site, ...(language ? { language } : {}) });
    expect(listingLocale(listing('https://www.idealista.com/en/inmueble/1/', 'idealista', 'en'))).toBe('es');
    expect(listingLocale(listing('https://www.idealista.it/immobile/1/', 'idealista'))).toBe('it');
    expect(listingLocale(listing('https://www.idealista.pt/imovel/1/', 'idealista', 'pt-PT'))).toBe('en');
    expect(listingLocale(listing('https://www.seloger.com/annonces/1.htm', 'seloger'))).toBe('fr');
    expect(listingLocale(listing('https://www.funda.nl/detail/koop/1/', 'funda'))).toBe('nl');
    expect(listingLocale(listing('https://www.pararius.com/apartment-for-rent/x', 'pararius', 'en'))).toBe('nl');
    expect(listingLocale(listing('https://www.immobilienscout24.de/expose/1', 'immoscout24'))).toBe('de');
    expect(listingLocale(listing('https://www.zillow.com/homedetails/1_zpid/', 'zillow'))).toBe('en');
    expect(listingLocale(listing('https://makelaar.example.nl/woning/1', 'generic', 'nl-NL'))).toBe('nl');
    expect(listingLocale(listing('not a url', 'generic'))).toBe('en');
    expect(listingLocale(listing('https://www.seloger.com/annonces/1.htm', 'seloger'), 'de')).toBe('de');
    expect(siteLocale('seloger', 'https://evil.example/seloger.com')).toBeUndefined();
  });
});

describe('Intl formatting follows the language', () => {
  const at = Date.UTC(2026, 10, 23, 13, 5);
  // Intl separates numbers and units with (narrow) no-break spaces: compare with plain ones.
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  it('dates, durations, sizes', () => {
    expect(formatDateTime(at, 'de')).toMatch(/^23\.11\.2026, \d\d:05$/);
    expect(formatDateTime(at, 'en')).toMatch(/^Nov 23, 2026/);
    expect(plain(formatDuration(65, 'en'))).toBe('1 min 5 sec');
    expect(plain(formatDuration(65, 'de'))).toBe('1 Min., 5 Sek.');
    expect(plain(formatDuration(7, 'fr'))).toBe('7 s');
    expect(plain(formatBytes(2_400_000, 'de'))).toBe('2,4 MB');
    expect(plain(formatBytes(2_400_000, 'fr'))).toBe('2,4 Mo');
    expect(plain(formatBytes(812_000, 'en'))).toBe('812 kB');
    expect(plain(formatBytes(512, 'en'))).toBe('512 byte');
    expect(plain(formatRelative(at - 5 * 60_000, at, 'nl'))).toBe('5 min. geleden');
    expect(formatRelative(at - 10_000, at, 'es')).toMatch(/ahora/);
  });
});
