import { z } from '../zod';
import { PickedPhoto } from '../listing';
import { recentPicksItem, type PickRecord } from './storage';

const StoredPick = z.object({ id: z.optional(z.string()), photo: PickedPhoto, tabId: z.optional(z.int()), pickedAt: z.number(), gesture: z.optional(z.boolean()) });

/**
 * The stored picks that still read as picks, newest first. A corrupt one (an older version's, or
 * a cut-short write) is skipped, never allowed to make the panel's photo or a badge fail.
 */
async function storedPicks(): Promise<PickRecord[]> {
  const raw: unknown = await recentPicksItem.getValue();
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    const parsed = StoredPick.safeParse(item);
    if (!parsed.success) return [];
    const { id, photo, tabId, pickedAt, gesture } = parsed.data;
    // A record without the flag is taken as gesture-less: the safe reading.
    return [{ ...(id !== undefined ? { id } : {}), photo, tabId, pickedAt, gesture: gesture === true }];
  });
}

/** How many picks are remembered for tab lookup. */
export const MAX_RECENT_PICKS = 30;

/**
 * Most characters a pick without a gesture may take in storage (its JSON). A listing of 500
 * photo URLs takes about 100,000; a page driving the content script could otherwise store a
 * 20 MB inline image and 4 MB of URLs with every message, in memory for the whole session.
 */
export const MAX_GESTURELESS_PICK_CHARS = 256 * 1024;

/** Whether a pick without a gesture is small enough to keep (`MAX_GESTURELESS_PICK_CHARS`). */
export function fitsWithoutGesture(photo: PickedPhoto): boolean {
  return JSON.stringify(photo).length <= MAX_GESTURELESS_PICK_CHARS;
}

/**
 * Adds a pick at the front (dropping an older pick of the same photo in the same tab), capped. A
 * pick without a gesture also replaces the same tab's earlier picks without one: a page can send
 * `openPhoto` as often as it likes, so its tab holds one such pick, never `max` of them.
 */
export function addPick(picks: readonly PickRecord[], pick: PickRecord, max: number = MAX_RECENT_PICKS): PickRecord[] {
  const others = picks.filter((p) => {
    if (p.tabId !== pick.tabId) return true;
    return p.photo.url !== pick.photo.url && (pick.gesture || p.gesture);
  });
  return [pick, ...others].slice(0, max);
}

/** True when `url` is the picked photo or another photo of its listing (the panel may switch between them). */
function ofPick(pick: PickRecord, url: string): boolean {
  return pick.photo.url === url || pick.photo.listing.photoUrls.includes(url);
}

/**
 * The tab of the pick named `pickId`, for a job on `photoUrl`: the panel keeps the id of the pick
 * its listing came from, so the background needs no search. `undefined` when the pick is gone
 * (a new browser session) or `photoUrl` is not of that pick's listing.
 */
export function tabOfPick(picks: readonly PickRecord[], pickId: string, photoUrl: string): number | undefined {
  const pick = picks.find((p) => p.id === pickId);
  return pick && ofPick(pick, photoUrl) ? pick.tabId : undefined;
}

/**
 * The tab a photo belongs to, for a job started without a pick id (a result from history): the
 * newest pick of that photo, else the newest pick of its listing. `undefined` when the photo was
 * never picked in a tab this session.
 */
export function tabForPhoto(picks: readonly PickRecord[], photo: PickedPhoto): number | undefined {
  const same = picks.find((p) => p.tabId !== undefined && p.photo.url === photo.url);
  if (same) return same.tabId;
  const sibling = picks.find((p) => p.tabId !== undefined && p.photo.listing.listingUrl === photo.listing.listingUrl && ofPick(p, photo.url));
  return sibling?.tabId;
}

/**
 * Remembers a pick (the panel shows it next) under a new id. A pick without a gesture larger than
 * `MAX_GESTURELESS_PICK_CHARS` is not kept: `null`.
 */
export async function rememberPick(photo: PickedPhoto, tabId: number | undefined, now: number, gesture: boolean, id: string = crypto.randomUUID()): Promise<PickRecord | null> {
  if (!gesture && !fitsWithoutGesture(photo)) return null;
  const pick: PickRecord = { id, photo, tabId, pickedAt: now, gesture };
  await recentPicksItem.setValue(addPick(await storedPicks(), pick));
  return pick;
}

/** The newest pick (the photo the panel should show when it has not seen this pick yet), or `null`. */
export async function latestPickRecord(): Promise<PickRecord | null> {
  return (await storedPicks())[0] ?? null;
}

/** The tab of a pick, by its id (see `tabOfPick`). */
export async function lookupPickTab(pickId: string, photoUrl: string): Promise<number | undefined> {
  return tabOfPick(await storedPicks(), pickId, photoUrl);
}

/** The tab to send a photo's badge updates to, without a pick id (see `tabForPhoto`). */
export async function lookupPhotoTab(photo: PickedPhoto): Promise<number | undefined> {
  return tabForPhoto(await storedPicks(), photo);
}
