import '../all-locales';
/**
 * The store listings, in each of the six languages, are what the Chrome Web Store and AMO accept
 * and say what the product says: the short description (the manifest's, which the Chrome Web Store
 * takes as the summary) within 132 characters; the long description (docs/store/listing) within
 * the Chrome Web Store's 16,000, naming RenovateAI and the disclosure labels in the product's own
 * words; five 1280x800 screenshots and a 440x280 promo tile (npm run store:screenshots), none with
 * an alpha channel, which both stores refuse.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../lib/i18n/locales';
import { disclosureMessages } from '../../../lib/i18n/messages/disclosure';
import { translator } from '../../../lib/i18n/translate';

const ROOT = join(__dirname, '../../..');
/** The Chrome Web Store's summary (the manifest description); AMO allows 250, so this bounds both. */
const SHORT_MAX = 132;
/** The Chrome Web Store's description field. */
const LONG_MAX = 16_000;
const SCREENSHOT = { width: 1280, height: 800 };
const PROMO = { width: 440, height: 280 };

function shortDescription(locale: Locale): string {
  const messages = JSON.parse(readFileSync(join(ROOT, 'public/_locales', locale, 'messages.json'), 'utf8')) as Record<string, { message: string } | undefined>;
  return messages.extDescription?.message ?? '';
}

function longDescription(locale: Locale): string | undefined {
  const file = join(ROOT, 'docs/store/listing', `${locale}.md`);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

function screenshotsDir(locale: Locale): string {
  return join(ROOT, 'docs/store/screenshots', locale);
}

/** An image's size and what its pixels hold: what the stores check on upload. */
async function imageFacts(file: string) {
  const { format, width, height, channels, hasAlpha, isPalette, depth } = await sharp(file).metadata();
  return { format, width, height, channels, hasAlpha, isPalette, depth };
}

describe.each(LOCALES)('the %s store listing', (locale) => {
  it('has a short description of at most 132 characters', () => {
    const text = shortDescription(locale);
    expect(text.trim()).not.toBe('');
    expect([...text].length).toBeLessThanOrEqual(SHORT_MAX);
  });

  it('has a long description within the store’s limit that names RenovateAI and the disclosure labels as the product writes them', () => {
    const text = longDescription(locale);
    expect(text, `docs/store/listing/${locale}.md`).toBeDefined();
    expect(text?.trim().length).toBeGreaterThan(1_000);
    expect(text?.length).toBeLessThanOrEqual(LONG_MAX);
    expect(text).toContain('RenovateAI');
    const t = translator(disclosureMessages, locale);
    expect(text).toContain(t('label.virtually-staged'));
    expect(text).toContain(t('label.digitally-altered'));
  });

  it('has exactly five 1280x800 screenshots, numbered 1 to 5, without alpha', async () => {
    const shots = readdirSync(screenshotsDir(locale))
      .filter((name) => !name.startsWith('promo-'))
      .sort();
    expect(shots.map((name) => name.match(/^(\d)-[a-z0-9-]+\.(png|jpg)$/)?.[1])).toEqual(['1', '2', '3', '4', '5']);
    for (const name of shots) {
      const facts = await imageFacts(join(screenshotsDir(locale), name));
      expect(facts, name).toMatchObject({ width: SCREENSHOT.width, height: SCREENSHOT.height, channels: 3, hasAlpha: false, depth: 'uchar' });
      // A PNG must be 24-bit: a palette PNG is not what the Chrome Web Store asks for.
      if (facts.format === 'png') expect(facts.isPalette, name).toBe(false);
    }
  });

  it('has a 440x280 promo tile, a 24-bit PNG without alpha', async () => {
    const facts = await imageFacts(join(screenshotsDir(locale), 'promo-440x280.png'));
    expect(facts).toMatchObject({ format: 'png', width: PROMO.width, height: PROMO.height, channels: 3, hasAlpha: false, isPalette: false, depth: 'uchar' });
  });
});
