import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { de as germanPanel } from '../../../lib/i18n/messages/panel/de';
import { es as spanishExport } from '../../../lib/i18n/messages/export/es';
import { es as spanishDisclosure } from '../../../lib/i18n/messages/disclosure/es';
import { es as spanishWords } from '../../../lib/format/sample-words/es';
import type { Locale } from '../../../lib/i18n/locales';
import type { ListingContext } from '../../../lib/listing';

/**
 * The languages load on demand (lib/i18n/load.ts): English is built in, each other language is
 * one chunk imported when a page or an export needs it. The test setup loads all six; these
 * tests reset the modules for a registry with only English, as a page has before it mounts.
 */
async function fresh() {
  vi.resetModules();
  const load = await import('../../../lib/i18n/load');
  const registry = await import('../../../lib/i18n/registry');
  const { translator } = await import('../../../lib/i18n/translate');
  const { panelMessages } = await import('../../../lib/i18n/messages/panel/index');
  return { ...load, ...registry, translator, panelMessages };
}

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('loading a language', () => {
  it('starts with English only, loads a language once, and its translators speak it', async () => {
    const { loadLocale, isLocaleLoaded, translator, panelMessages } = await fresh();
    expect(isLocaleLoaded('en')).toBe(true);
    expect(isLocaleLoaded('de')).toBe(false);
    const [first, second] = await Promise.all([loadLocale('de'), loadLocale('de')]);
    expect([first, second]).toEqual([true, true]);
    expect(isLocaleLoaded('de')).toBe(true);
    expect(isLocaleLoaded('fr')).toBe(false);
    expect(translator(panelMessages, 'de')('common.cancel')).toBe(germanPanel['common.cancel']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('a translator made before its language loaded speaks it once it has', async () => {
    const { loadLocale, translator, panelMessages } = await fresh();
    const t = translator(panelMessages, 'de');
    await loadLocale('de');
    expect(t('common.cancel')).toBe(germanPanel['common.cancel']);
  });

  it('the sample words come with their language', async () => {
    const { loadLocale } = await fresh();
    const { sampleWord } = await import('../../../lib/format/sample-words/index');
    await loadLocale('es');
    expect(sampleWord('walnut', 'es')).toBe(spanishWords.walnut);
    expect(sampleWord('walnut', 'en')).toBe('walnut');
    expect(sampleWord('a word no palette has', 'es')).toBe('a word no palette has');
  });
});

describe('the bundles', () => {
  const indexes = import.meta.glob<Record<string, unknown>>('../../../lib/i18n/messages/*/index.ts', { eager: true });
  const ids = Object.values(indexes).flatMap((module) =>
    Object.values(module).flatMap((value) => (typeof value === 'object' && value !== null && 'id' in value && 'en' in value ? [String(value.id)] : [])),
  );
  const bundles = import.meta.glob<{ bundle: { messages: Record<string, unknown> } }>('../../../lib/i18n/bundles/*.ts', { eager: true });

  it('each language’s bundle holds every namespace the pages read (the worker’s own aside)', () => {
    expect(ids).toContain('panel');
    expect(Object.keys(bundles)).toHaveLength(5);
    for (const { bundle } of Object.values(bundles)) expect(Object.keys(bundle.messages).sort()).toEqual(ids.filter((id) => id !== 'background').sort());
  });
});

describe('a language that cannot load', () => {
  it('an unknown language falls back to English, and says so', async () => {
    const { loadLocale, usableLocale, translator, panelMessages, localeStatus } = await fresh();
    const portuguese = 'pt' as Locale;
    expect(await loadLocale(portuguese)).toBe(false);
    expect(await usableLocale(portuguese)).toBe('en');
    expect(localeStatus(portuguese)).toBe('failed');
    expect(translator(panelMessages, portuguese)('common.cancel')).toBe('Cancel');
    expect(warn.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(/"pt" translations failed to load/);
  });

  it('a bundle whose import fails leaves English, with a warning, and may be tried again', async () => {
    const { createLocaleLoader, translator, panelMessages, isLocaleLoaded } = await fresh();
    const failing = () => Promise.reject(new Error('chunk gone'));
    const load = createLocaleLoader({ es: failing, fr: failing, de: failing, nl: failing, it: failing });
    expect(await load('it')).toBe(false);
    expect(isLocaleLoaded('it')).toBe(false);
    expect(translator(panelMessages, 'it')('common.cancel')).toBe('Cancel');
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    expect(warnings.some((text) => /"it" translations failed to load/.test(text))).toBe(true);
    expect(warnings.some((text) => /"it" translations \(panel\) failed to load; showing English/.test(text))).toBe(true);
    const { bundle } = await import('../../../lib/i18n/bundles/it');
    const working = createLocaleLoader({ es: failing, fr: failing, de: failing, nl: failing, it: () => Promise.resolve({ bundle }) });
    expect(await working('it')).toBe(true);
    expect(translator(panelMessages, 'it')('common.cancel')).not.toBe('Cancel');
  });
});

describe('an export in the listing’s language, not the interface’s', () => {
  const listing: ListingContext = {
    listingUrl: 'https://www.idealista.com/inmueble/110641394/',
    site: 'idealista',
    address: 'Calle de Alcalá 5, Madrid',
    photoUrls: ['https://img3.idealista.com/blur/WEB_DETAIL/0/id.pro.es.image.master/1.jpg'],
  };

  it('loads the listing’s language before it writes a word', async () => {
    const { loadLocale, isLocaleLoaded } = await fresh();
    const { loadListingLocale } = await import('../../../lib/i18n/listing-locale');
    const { exportWords, photoDisclosure } = await import('../../../lib/export/words');
    // A German interface: only German is loaded.
    await loadLocale('de');
    expect(isLocaleLoaded('es')).toBe(false);
    const locale = await loadListingLocale(listing);
    expect(locale).toBe('es');
    const words = exportWords(locale);
    expect(words.disclosure.label('virtually-staged')).toBe(spanishDisclosure['label.virtually-staged']);
    expect(photoDisclosure(words, 3, 'virtually-staged')).toBe(spanishExport['caption.virtually-staged'].replace('{n}', '3'));
    expect(warn).not.toHaveBeenCalled();
  });

  it('the ZIP loads it itself when the caller did not', async () => {
    await fresh();
    const { assembleListingZip } = await import('../../../lib/export/listing-zip');
    const zip = await assembleListingZip({ listing, results: [], size: 'mls', generatedAt: Date.UTC(2025, 5, 1) });
    const { strFromU8, unzipSync } = await import('fflate');
    const files = unzipSync(zip.bytes);
    const lookbook = strFromU8(files[Object.keys(files).find((path) => path.endsWith('/lookbook.html')) ?? ''] ?? new Uint8Array());
    expect(lookbook).toContain('<html lang="es">');
    expect(warn).not.toHaveBeenCalled();
  });
});
