import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { withListingContext } from '../../../entrypoints/background/listing';
import { openPanelFor } from '../../../entrypoints/background/panel';
import type { PickedPhoto } from '../../../lib/listing';
import { latestPickRecord } from '../../../lib/storage/picks';

const PHOTO = 'https://lid.zoocdn.com/u/1024/768/ac3478d69a3c81fa62e60f5c3696165a4e5e6ac4.jpg';
const PAGE = 'https://www.zoopla.co.uk/to-rent/details/12345678/';
/** What a button's message carries: the photo and its page. */
const SENT: PickedPhoto = { url: PHOTO, listing: { listingUrl: PAGE, site: 'zoopla', photoUrls: [PHOTO] } };
/** What the listing reader reads in the page for it. */
const READ: PickedPhoto = { url: PHOTO, listing: { listingUrl: PAGE, site: 'zoopla', address: 'Principal Place, Hackney EC2A', price: '£3,500 pcm', photoUrls: [PHOTO, `${PHOTO}?2`] } };

describe('a button\'s pick completed by the listing reader', () => {
  it('takes what the reader read in the clicked frame', async () => {
    const frames: [number, number][] = [];
    const run = (tabId: number, frameId: number) => {
      frames.push([tabId, frameId]);
      return Promise.resolve(READ);
    };
    expect(await withListingContext(SENT, { tabId: 7, frameId: 3 }, run)).toEqual(READ);
    expect(await withListingContext(SENT, { tabId: 7 }, run)).toEqual(READ);
    expect(frames).toEqual([[7, 3], [7, 0]]);
  });

  it('keeps the message\'s photo when the reader has nothing, another photo, another site, invalid data or fails', async () => {
    const answers: unknown[] = [null, { ...READ, url: `${PHOTO}?other` }, { ...READ, listing: { ...READ.listing, site: 'zillow' } }, { ...READ, listing: { ...READ.listing, photoUrls: ['javascript:alert(1)'] } }];
    for (const answer of answers) expect(await withListingContext(SENT, { tabId: 7 }, () => Promise.resolve(answer))).toEqual(SENT);
    expect(await withListingContext(SENT, { tabId: 7 }, () => Promise.reject(new Error('Cannot access contents of the page')))).toEqual(SENT);
  });

  it('does not run the reader without a tab', async () => {
    let ran = false;
    const run = () => {
      ran = true;
      return Promise.resolve(READ);
    };
    expect(await withListingContext(SENT, { tabId: undefined }, run)).toEqual(SENT);
    expect(ran).toBe(false);
  });
});

describe('openPanelFor with a completion', () => {
  beforeEach(() => fakeBrowser.reset());

  it('opens first, then stores and answers the completed photo', async () => {
    const order: string[] = [];
    const open = () => {
      order.push('open');
      return Promise.resolve();
    };
    const complete = (photo: PickedPhoto) => {
      order.push(`complete ${photo.url === PHOTO}`);
      return Promise.resolve(READ);
    };
    const opened = await openPanelFor(SENT, 7, { now: 1_000, open, complete });
    expect(order).toEqual(['open', 'complete true']);
    expect(opened).toMatchObject({ opened: true, photo: READ });
    expect((await latestPickRecord())?.photo).toEqual(READ);
  });

  it('without a user gesture, neither reads nor stores', async () => {
    let completed = false;
    const complete = (photo: PickedPhoto) => {
      completed = true;
      return Promise.resolve(photo);
    };
    expect(await openPanelFor(SENT, 7, { now: 1_000, open: () => Promise.reject(new Error('no user gesture')), complete })).toEqual({ opened: false });
    expect(completed).toBe(false);
    expect(await latestPickRecord()).toBeNull();
  });
});
