import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { EventBody } from '../../../entrypoints/background/events';
import { MAX_GESTURELESS_PICK_CHARS } from '../../../lib/storage/picks';
import { recentPicksItem } from '../../../lib/storage/storage';
import { pickedPhoto } from '../queue/fakes';
import { firefoxPicks, PANEL, tab, type FirefoxPicks } from './firefox-picks';

/**
 * Issue #26: in Firefox the button's `openPhoto` never carries a user gesture to the background,
 * so a page driving the content script could plant picks. They are kept and shown as picks
 * WITHOUT a gesture (the panel starts nothing that may cost credits on them:
 * test/unit/components/gesture-picks.test.tsx), one per tab, and never larger than
 * `MAX_GESTURELESS_PICK_CHARS` (30 picks of a 20 MB inline image and 4 MB of URLs were kept in
 * `storage.session` before). The browser's calls are stand-ins: Firefox's sidebar is open, and
 * opens for nothing but a gesture.
 */

let pushed: EventBody[];
let firefox: FirefoxPicks;
const client = (sender: object) => firefox.client(sender);

/** Every stored pick's photo URL and flag, newest first. */
async function stored(): Promise<{ url: string; tabId: number | undefined; gesture: boolean }[]> {
  return (await recentPicksItem.getValue()).map((pick) => ({ url: pick.photo.url, tabId: pick.tabId, gesture: pick.gesture }));
}

beforeEach(() => {
  fakeBrowser.reset();
  pushed = [];
  firefox = firefoxPicks((event) => pushed.push(event));
});

describe('a pick without a user gesture (Firefox)', () => {
  it('is shown in the open sidebar as a pick without a gesture, in the event and in getPickedPhoto', async () => {
    const photo = pickedPhoto('https://photos.zillowstatic.com/fp/a.jpg');
    expect(await client(tab(7))('openPhoto', photo)).toEqual({ ok: true, data: { opened: true } });
    expect(pushed).toEqual([{ type: 'pickedPhoto', photo: expect.objectContaining({ url: photo.url }), pickId: expect.any(String), gesture: false }]);
    expect(await client(PANEL)('getPickedPhoto', {})).toMatchObject({ ok: true, data: { photo: { url: photo.url }, gesture: false } });
  });

  it('a context-menu pick (with its gesture) says so', async () => {
    firefox.gesture = true;
    await client(tab(7))('openPhoto', pickedPhoto('https://photos.zillowstatic.com/fp/a.jpg'));
    expect(pushed).toEqual([expect.objectContaining({ type: 'pickedPhoto', gesture: true })]);
    expect(await client(PANEL)('getPickedPhoto', {})).toMatchObject({ ok: true, data: { gesture: true } });
  });

  it('a page sending 30 of them keeps one in its tab; picks with a gesture and other tabs keep theirs', async () => {
    firefox.gesture = true;
    await client(tab(7))('openPhoto', pickedPhoto('https://photos.zillowstatic.com/fp/mine.jpg'));
    await client(tab(9))('openPhoto', pickedPhoto('https://photos.zillowstatic.com/fp/other-tab.jpg'));
    firefox.gesture = false;
    await client(tab(9))('openPhoto', pickedPhoto('https://photos.zillowstatic.com/fp/other-tab-planted.jpg'));
    for (let i = 0; i < 30; i++) await client(tab(7))('openPhoto', pickedPhoto(`https://photos.zillowstatic.com/fp/planted-${i}.jpg`));
    expect(await stored()).toEqual([
      { url: 'https://photos.zillowstatic.com/fp/planted-29.jpg', tabId: 7, gesture: false },
      { url: 'https://photos.zillowstatic.com/fp/other-tab-planted.jpg', tabId: 9, gesture: false },
      { url: 'https://photos.zillowstatic.com/fp/other-tab.jpg', tabId: 9, gesture: true },
      { url: 'https://photos.zillowstatic.com/fp/mine.jpg', tabId: 7, gesture: true },
    ]);
  });

  it('a large one (a 2 MB inline image) is not kept and not shown; the same pick with a gesture is', async () => {
    const big = { ...pickedPhoto('https://photos.zillowstatic.com/fp/a.jpg'), url: `data:image/png;base64,${'A'.repeat(2_000_000)}` };
    expect(JSON.stringify(big).length).toBeGreaterThan(MAX_GESTURELESS_PICK_CHARS);
    expect(await client(tab(7))('openPhoto', big)).toEqual({ ok: true, data: { opened: false } });
    expect(await stored()).toEqual([]);
    expect(pushed).toEqual([]);
    // 500 long listing URLs: over the cap too.
    const urls = Array.from({ length: 500 }, (_, i) => `https://photos.zillowstatic.com/fp/${i}-${'x'.repeat(1000)}.jpg`);
    expect(await client(tab(7))('openPhoto', pickedPhoto(urls[0] ?? '', { photoUrls: urls }))).toEqual({ ok: true, data: { opened: false } });
    expect(await stored()).toEqual([]);
    firefox.gesture = true;
    expect(await client(tab(7))('openPhoto', big)).toEqual({ ok: true, data: { opened: true } });
    expect((await stored()).map((pick) => pick.gesture)).toEqual([true]);
  });
});
