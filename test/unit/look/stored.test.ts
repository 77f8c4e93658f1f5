import { expect, test } from 'vitest';
import { emptyLook } from '../../../lib/look/look';
import { MAX_LISTING_LOOKS, readListingLooks, storedListingLooks, withRecord, type ListingLookRecord } from '../../../lib/look/stored';

const record = (n: number): ListingLookRecord => ({
  listingUrl: `https://x.test/listing/${n}`,
  look: emptyLook(),
  roles: { 'https://x.test/a.jpg': { role: { kind: 'exterior' }, source: 'manual' } },
  choices: { 'renovate https://x.test/a.jpg': 'keep' },
  updatedAt: n,
});

test('the looks round-trip through their versioned stored form, newest first, capped', () => {
  const records = Array.from({ length: MAX_LISTING_LOOKS + 5 }, (_, n) => record(n));
  const stored = storedListingLooks(records);
  expect(stored.version).toBe(1);
  const read = readListingLooks(JSON.parse(JSON.stringify(stored)));
  expect(read).toHaveLength(MAX_LISTING_LOOKS);
  expect(read[0]).toEqual(record(MAX_LISTING_LOOKS + 4));
});

test('a record that no longer parses is dropped alone; an unknown version or shape reads as nothing', () => {
  const bad = { ...record(2), roles: { 'https://x.test/a.jpg': { role: { kind: 'garage' }, source: 'manual' } } };
  expect(readListingLooks({ version: 1, listings: [record(1), bad] })).toEqual([record(1)]);
  expect(readListingLooks({ version: 99, listings: [record(1)] })).toEqual([]);
  expect(readListingLooks(undefined)).toEqual([]);
});

test('saving a listing replaces its record only', () => {
  const next = withRecord([record(1), record(2)], { ...record(1), updatedAt: 9 });
  expect(next.map((r) => [r.listingUrl, r.updatedAt])).toEqual([
    ['https://x.test/listing/1', 9],
    ['https://x.test/listing/2', 2],
  ]);
});
