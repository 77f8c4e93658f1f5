import { z } from '../zod';
import { ListingLook } from './look';
import { KnownRole } from './roles';

/**
 * What Reimagine keeps per listing for its look (issue #29), in the panel's own database under
 * `LISTING_LOOKS_KEY` (lib/storage/ui-store.ts): the look, each photo's role (by photo URL),
 * the contact sheet's choices, the hero, and the batch the look was last applied in. Validated
 * on read; a listing whose record no longer parses is dropped alone, never the others.
 */

/** The stored format's version: bump it, and read the older one in `readListingLooks`, when the shape changes. */
export const LISTING_LOOKS_VERSION = 1;

/** Most listings kept (the least recently changed go first). */
export const MAX_LISTING_LOOKS = 50;

/** A contact-sheet choice for one result: kept for the export, or dropped. Redo makes a new result instead. */
export const SheetChoice = z.enum(['keep', 'drop']);
export type SheetChoice = z.infer<typeof SheetChoice>;

export const ListingLookRecord = z.object({
  listingUrl: z.string().check(z.maxLength(2048)),
  look: ListingLook,
  roles: z.record(z.string(), KnownRole),
  /** By the step's key (`stepKey`): what the realtor chose on the contact sheet. */
  choices: z.record(z.string(), SheetChoice),
  /** The step whose result the others follow through style transfer. */
  hero: z.optional(z.string()),
  /** The batch the look was last applied in: the contact sheet shows its jobs. */
  batchId: z.optional(z.string()),
  updatedAt: z.number(),
});
export type ListingLookRecord = z.infer<typeof ListingLookRecord>;

const Stored = z.object({ version: z.literal(LISTING_LOOKS_VERSION), listings: z.array(z.unknown()) });

/** The stored records that still parse (nothing for an unknown or missing value). */
export function readListingLooks(stored: unknown): ListingLookRecord[] {
  const parsed = Stored.safeParse(stored);
  if (!parsed.success) return [];
  return parsed.data.listings.flatMap((entry) => {
    const record = ListingLookRecord.safeParse(entry);
    return record.success ? [record.data] : [];
  });
}

/** The value to store: the records, newest first, at most `MAX_LISTING_LOOKS`. */
export function storedListingLooks(records: readonly ListingLookRecord[]): { version: number; listings: ListingLookRecord[] } {
  const listings = [...records].sort((a, b) => b.updatedAt - a.updatedAt).slice(0, MAX_LISTING_LOOKS);
  return { version: LISTING_LOOKS_VERSION, listings };
}

/** The records with one listing's replaced (or added). */
export function withRecord(records: readonly ListingLookRecord[], record: ListingLookRecord): ListingLookRecord[] {
  return [record, ...records.filter((known) => known.listingUrl !== record.listingUrl)];
}

/** A step's key on the contact sheet: its photo and its operation (a kitchen has two steps). */
export function stepKey(url: string, operation: string): string {
  return `${operation} ${url}`;
}
