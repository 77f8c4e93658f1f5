import { browser } from 'wxt/browser';
import { pickedOnPage } from '../../lib/acquisition/network-policy';
import { PickedPhotoFromPage, type PickedPhoto } from '../../lib/listing';

/** The listing reader as built (entrypoints/listing-reader). */
export const LISTING_READER_FILE = '/listing-reader.js';

/** Where a click came from: its tab and frame, and the frame's URL as the browser named the sender. */
export interface ClickFrame {
  readonly tabId: number | undefined;
  readonly frameId?: number;
  readonly url?: string;
}

/** Runs the listing reader in the frame and answers what it returned (`undefined` when it could not run). */
async function runListingReader(tabId: number, frameId: number): Promise<unknown> {
  const [injection] = await browser.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, files: [LISTING_READER_FILE] });
  return injection?.result;
}

/**
 * The picked photo with its listing's context (title, address, price, all its photos), read in
 * the page where its button was clicked: the button's message names only the photo and its page
 * (entrypoints/listing.content/session.ts). The reader's answer is validated like a message from
 * the page and taken only for the same photo of the same site; otherwise (no click kept there, a
 * frame the extension may not run in, a page gone) the message's own photo is kept as it came.
 * Either way the pick records the frame's URL as its page and keeps only the photos that page may
 * name (`pickedOnPage`): up to 500 addresses from srcsets and embedded JSON are the page's word.
 */
export async function withListingContext(photo: PickedPhoto, from: ClickFrame, run: (tabId: number, frameId: number) => Promise<unknown> = runListingReader): Promise<PickedPhoto> {
  return pickedOnPage(await readListing(photo, from, run), from.url);
}

async function readListing(photo: PickedPhoto, from: ClickFrame, run: (tabId: number, frameId: number) => Promise<unknown>): Promise<PickedPhoto> {
  if (from.tabId === undefined) return photo;
  try {
    const read = PickedPhotoFromPage.safeParse(await run(from.tabId, from.frameId ?? 0));
    return read.success && read.data.url === photo.url && read.data.listing.site === photo.listing.site ? read.data : photo;
  } catch {
    return photo;
  }
}
