import { describe, expect, it } from 'vitest';
import { exportFileNames, listingSlug, photoNumbers, slugify } from '../../../lib/export/file-names';
import { entry, LISTING } from './fixtures';

describe('slugify', () => {
  it('keeps lowercase ASCII letters and digits, one hyphen between words', () => {
    expect(slugify('12 Orchard Lane, Springfield')).toBe('12-orchard-lane-springfield');
    expect(slugify('  --Apt. #4B / 2nd floor--  ')).toBe('apt-4b-2nd-floor');
  });

  it('drops accents and spells out letters without a decomposition', () => {
    expect(slugify('Calle de Alcalá 5, Málaga')).toBe('calle-de-alcala-5-malaga');
    expect(slugify('Große Straße 3, Zürich')).toBe('grosse-strasse-3-zurich');
    expect(slugify('Søndre gate, Łódź')).toBe('sondre-gate-lodz');
  });

  it('turns other scripts and emoji into separators, and caps the length', () => {
    expect(slugify('東京都 1-2-3 🏠 Tower')).toBe('1-2-3-tower');
    expect(slugify('東京都')).toBe('');
    const long = slugify('a'.repeat(50) + ' ' + 'b'.repeat(50));
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long).not.toMatch(/-$/);
  });
});

describe('listingSlug', () => {
  it('is the address, else the title, else the host, else "listing"', () => {
    expect(listingSlug(LISTING)).toBe('12-orchard-lane-springfield');
    expect(listingSlug({ listingUrl: 'https://www.rightmove.co.uk/properties/1', title: 'Flat in Leeds' })).toBe('flat-in-leeds');
    expect(listingSlug({ listingUrl: 'https://www.rightmove.co.uk/properties/1', address: '東京' })).toBe('rightmove-co-uk');
    expect(listingSlug({ listingUrl: '東京', address: '東京' })).toBe('listing');
  });
});

describe('exportFileNames', () => {
  it('names a result by listing folder, photo number and operation, and its original beside it', () => {
    const names = exportFileNames('12-orchard-lane-springfield', [entry('a', 3, 'renovate')]);
    expect(names.get('a')).toEqual({
      photoNumber: 3,
      altered: '12-orchard-lane-springfield/photo-03-renovate.jpg',
      original: '12-orchard-lane-springfield/photo-03-original.jpg',
      pair: '12-orchard-lane-springfield/photo-03-renovate-pair.jpg',
    });
  });

  it('never gives two files the same name, and shares one original per photo', () => {
    const entries = [entry('a', 3, 'renovate'), entry('b', 3, 'renovate'), entry('c', 3, 'stage'), entry('d', 1, 'upscale'), entry('e', 3, 'renovate')];
    const names = exportFileNames('f', entries);
    const altered = entries.map((e) => names.get(e.id)?.altered);
    expect(altered).toEqual(['f/photo-03-renovate.jpg', 'f/photo-03-renovate-2.jpg', 'f/photo-03-staging.jpg', 'f/photo-01-upscale.jpg', 'f/photo-03-renovate-3.jpg']);
    const originals = new Set(entries.map((e) => names.get(e.id)?.original));
    expect([...originals]).toEqual(['f/photo-03-original.jpg', 'f/photo-01-original.jpg']);
    const pairs = entries.map((e) => names.get(e.id)?.pair);
    expect(pairs).toEqual(['f/photo-03-renovate-pair.jpg', 'f/photo-03-renovate-2-pair.jpg', 'f/photo-03-staging-pair.jpg', 'f/photo-01-upscale-pair.jpg', 'f/photo-03-renovate-3-pair.jpg']);
    const all = [...altered, ...originals, ...pairs, 'f/remarks.txt', 'f/lookbook.html', 'f/manifest.json'];
    expect(new Set(all.map((n) => n?.toLowerCase())).size).toBe(all.length);
  });

  it('uses the image types for extensions', () => {
    const names = exportFileNames('f', [entry('a', 2, 'stage')], new Map([['a', { altered: 'image/png', original: 'image/webp' }]]));
    expect(names.get('a')).toMatchObject({ altered: 'f/photo-02-staging.png', original: 'f/photo-02-original.webp', pair: 'f/photo-02-staging-pair.jpg' });
  });

  it('numbers photos the listing does not list after its own, one number per photo', () => {
    const entries = [entry('x', 9, 'renovate'), entry('y', 2, 'renovate'), entry('z', 9, 'stage'), entry('w', 8, 'stage')];
    expect([...photoNumbers(entries).values()]).toEqual([6, 2, 6, 7]);
  });

  it('pads numbers to the widest one', () => {
    const listing = { ...LISTING, photoUrls: Array.from({ length: 120 }, (_, i) => `https://p/${i}.jpg`) };
    const e = { ...entry('a', 1, 'renovate'), photo: { url: 'https://p/4.jpg', listing } };
    expect(exportFileNames('f', [e]).get('a')?.altered).toBe('f/photo-005-renovate.jpg');
  });

  it('keeps pair names apart from every other name, even results 25 deep on one photo', () => {
    const entries = Array.from({ length: 25 }, (_, i) => entry(`r${i}`, 3, i % 3 === 0 ? 'stage' : 'renovate'));
    const names = [...exportFileNames('f', entries).values()].flatMap((n) => [n.altered, n.original, n.pair]);
    const unique = new Set(names.map((n) => n.toLowerCase()));
    expect(unique.size).toBe(25 * 2 + 1);
  });
});
