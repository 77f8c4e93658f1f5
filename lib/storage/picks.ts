import { z } from 'zod';
import { PickedPhoto } from '../listing';
import { recentPicksItem, type PickRecord } from './storage';

const StoredPick = z.object({ photo: PickedPhoto, tabId: z.number().int().optional(), pickedAt: z.number() });

/**
 * The stored picks that still read as picks, newest first. A corrupt one (an older version's, or
 * a cut-short write) is skipped, never allowed to make the panel's photo or a badge fail.
 */
async function storedPicks(): Promise<PickRecord[]> {
  const raw: unknown = await recentPicksItem.getValue();
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = StoredPick.safeParse(item);
    return parsed.success ? [{ photo: parsed.data.photo, tabId: parsed.data.tabId, pickedAt: parsed.data.pickedAt }] : [];
  });
}

/** How many picks are remembered for tab lookup. */
export const MAX_RECENT_PICKS = 30;

/** Adds a pick at the front (dropping an older pick of the same photo in the same tab), capped. */
export function addPick(picks: readonly PickRecord[], pick: PickRecord, max: number = MAX_RECENT_PICKS): PickRecord[] {
  const others = picks.filter((p) => !(p.photo.url === pick.photo.url && p.tabId === pick.tabId));
  return [pick, ...others].slice(0, max);
}

/**
 * The tab a photo belongs to: the newest pick of that photo, else the newest pick of its listing
 * (the panel can switch to sibling photos of the listing it was opened for). `undefined` when the
 * photo was never picked in a tab this session (history, or a photo URL typed in the panel).
 */
export function tabForPhoto(picks: readonly PickRecord[], photo: PickedPhoto): number | undefined {
  const same = picks.find((p) => p.tabId !== undefined && p.photo.url === photo.url);
  if (same) return same.tabId;
  const sibling = picks.find((p) => p.tabId !== undefined && p.photo.listing.listingUrl === photo.listing.listingUrl && p.photo.listing.photoUrls.includes(photo.url));
  return sibling?.tabId;
}

/** Remembers a pick (the panel shows it next). */
export async function rememberPick(photo: PickedPhoto, tabId: number | undefined, now: number): Promise<PickRecord> {
  const pick: PickRecord = { photo, tabId, pickedAt: now };
  await recentPicksItem.setValue(addPick(await storedPicks(), pick));
  return pick;
}

/** The photo the panel should show: the newest pick, or `null`. */
export async function latestPick(): Promise<PickedPhoto | null> {
  return (await storedPicks())[0]?.photo ?? null;
}

/** The tab to send a photo's badge updates to (see `tabForPhoto`). */
export async function lookupPhotoTab(photo: PickedPhoto): Promise<number | undefined> {
  return tabForPhoto(await storedPicks(), photo);
}
