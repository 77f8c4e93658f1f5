import { describe, expect, it } from 'vitest';
import { resultFileName, imageExtension } from '../../../lib/format/filename';
import { elapsedSeconds, formatDuration, formatRelative } from '../../../lib/format/time';
import { listingLabel, listingKey, siteName } from '../../../lib/format/listing';
import { summarizeParams, plural } from '../../../lib/format/operation';
import { SITE_ADAPTERS } from '../../../lib/sites/all';

describe('format', () => {
  it('names downloads reimagine-<operation>-<date>.<ext>', () => {
    const at = new Date(2025, 0, 2, 3, 4, 5).getTime();
    expect(resultFileName('renovate', at)).toBe('reimagine-renovate-20250102-030405.jpg');
    expect(resultFileName('kitchenCabinets', at, 'image/png')).toBe('reimagine-cabinets-20250102-030405.png');
    expect(resultFileName('stage', at, 'image/webp')).toBe('reimagine-staging-20250102-030405.webp');
    expect(imageExtension('application/octet-stream')).toBe('jpg');
  });

  it('formats elapsed and relative times', () => {
    expect(elapsedSeconds(1_000, 8_999)).toBe(7);
    expect(elapsedSeconds(5_000, 1_000)).toBe(0);
    expect(formatDuration(7)).toBe('7 s');
    expect(formatDuration(65)).toBe('1 min 05 s');
    const now = Date.now();
    expect(formatRelative(now - 10_000, now)).toBe('just now');
    expect(formatRelative(now - 5 * 60_000, now)).toBe('5 min ago');
    expect(formatRelative(now - 3 * 3_600_000, now)).toBe('3 h ago');
  });

  it('labels listings by title, address, then host; groups by URL without query', () => {
    expect(listingLabel({ title: ' ', address: '1 Main St', listingUrl: 'https://x.example/a' })).toBe('1 Main St');
    expect(listingLabel({ listingUrl: 'https://www.redfin.com/home/1' })).toBe('redfin.com');
    expect(siteName({ site: 'generic', listingUrl: 'https://www.homes.example/a' })).toBe('homes.example');
    expect(listingKey({ listingUrl: 'https://x.example/home/1/?utm=1#photos' })).toBe(listingKey({ listingUrl: 'https://x.example/home/1' }));
  });

  it("names every adapter's listings by the adapter's own name, and unknown sites by host", () => {
    for (const site of SITE_ADAPTERS) {
      expect(siteName({ site: site.id, listingUrl: 'https://www.elsewhere.example/a' })).toBe(site.name);
    }
    expect(siteName({ site: 'funda', listingUrl: 'https://www.funda.nl/koop/x' })).toBe('Funda');
    expect(siteName({ site: 'fotocasa', listingUrl: 'https://www.fotocasa.es/x' })).toBe('fotocasa.es');
  });

  it('summarizes parameters in words', () => {
    expect(summarizeParams('renovate', { style_id: 's1', renovation_spectrum: 'tweak', guidance: 'oak', materials: [{}, {}] }, { style: () => 'Japandi' })).toBe('Japandi · Tweak · “oak” · 2 materials');
    expect(summarizeParams('upscale', { creativity: 0.5 })).toBe('creativity 0.50');
    expect(summarizeParams('stage', { room_type: 'living_room', style: 'coastal' })).toBe('Living room · Coastal');
    expect(plural(1, 'credit')).toBe('1 credit');
  });
});
