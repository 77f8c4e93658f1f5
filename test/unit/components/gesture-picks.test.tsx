// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import './setup';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { AnalyzerSection } from '../../../components/panel/analyzer/AnalyzerSection';
import { emptyAnalyzer } from '../../../components/panel/analyzer/suggestions';
import type { AnalyzerStatus, PhotoAnalysisReply } from '../../../lib/analyzer/records';
import type { BackgroundEvent } from '../../../lib/messaging/protocol';
import { firefoxPicks, PANEL, tab, type FirefoxPicks } from '../background/firefox-picks';
import { pickedPhoto } from '../queue/fakes';
import { fakeBackground, failure, type FakeBackground } from './fake-background';
import { renderInPanel } from './render';
import { EVENT_CHANNEL } from '../../../lib/protocol-names';

/**
 * Issue #26: in Firefox a page driving the content script can send `openPhoto` without any user
 * gesture, and the pick reaches an open sidebar. Before, a consented analyzer then analyzed it on
 * its own ("may use credits"). Now the real background handlers mark such a pick as without a
 * gesture, and the real panel store shows it but sends no `analyzePhoto` until the user clicks
 * "Analyze this photo" in the panel; reopening the panel does not start it either. A pick with
 * its gesture (the context menu) is analyzed as before.
 */

// The real background handlers run here too. WXT's `wxt/browser` does not load in jsdom (esbuild's
// TextEncoder check fails there); the fake browser it stands for in node tests does.
vi.mock('wxt/browser', async () => ({ browser: (await import('wxt/testing/fake-browser')).fakeBrowser }));

const AVAILABLE: AnalyzerStatus = { availability: 'available', checkedAt: 1, consent: true };
const BEDROOM: PhotoAnalysisReply = { state: 'done', suggestion: { classification: 'interior', roomType: 'bedroom', styles: [] } };
const PLANTED = pickedPhoto('https://photos.zillowstatic.com/fp/planted.jpg', { photoUrls: ['https://photos.zillowstatic.com/fp/planted.jpg'] });

let firefox: FirefoxPicks;
let panelBackground: FakeBackground;

/** The panel as the sidebar runs it: the real store's `init`, events from the real background handlers. */
function openSidebar(storage?: Map<string, unknown>) {
  const panelSide = firefox.client(PANEL);
  panelBackground = fakeBackground({
    getAnalyzer: () => AVAILABLE,
    analyzePhoto: () => BEDROOM,
    getListingAnalysis: () => ({ batch: null, photos: [] }),
    getPickedPhoto: async (request) => {
      const reply = await panelSide('getPickedPhoto', request);
      return reply.ok ? reply.data : failure('internal');
    },
  });
  for (const [key, value] of storage ?? []) panelBackground.storage.set(key, value);
  const rendered = renderInPanel(<AnalyzerSection />, { background: panelBackground, state: { listing: { photo: null }, lifecycle: { restored: false }, analyzer: emptyAnalyzer() } });
  const stop = rendered.store.getState().init();
  return { ...rendered, stop };
}

/** Lets the panel's effects run (the analyzer's status, then its photo effect). */
async function settle(background: FakeBackground): Promise<void> {
  await waitFor(() => expect(background.sent('getAnalyzer').length).toBeGreaterThan(0));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

beforeEach(() => {
  fakeBrowser.reset();
  firefox = firefoxPicks((event) => panelBackground.emit({ channel: EVENT_CHANNEL, ...event } as BackgroundEvent));
});

describe('a pick without a user gesture, in the open sidebar', () => {
  it('is shown, but no analysis is asked for until the user clicks "Analyze this photo" in the panel', async () => {
    const { store, stop } = openSidebar();
    await settle(panelBackground);
    // A page script drives the content script: openPhoto with no user activation.
    expect(await firefox.client(tab(7))('openPhoto', PLANTED)).toEqual({ ok: true, data: { opened: true } });
    await waitFor(() => expect(store.getState().listing.photo?.url).toBe(PLANTED.url));
    expect(store.getState().listing.pickWithoutGesture).toBe(true);
    await settle(panelBackground);
    expect(panelBackground.sent('analyzePhoto')).toEqual([]);

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Analyze this photo' }));
    await waitFor(() => expect(panelBackground.sent('analyzePhoto')).toEqual([{ photo: expect.objectContaining({ url: PLANTED.url }) }]));
    expect(await screen.findByText('Analysis: an interior (Bedroom).')).toBeInTheDocument();
    stop();
  });

  it('reopening the sidebar (the pick stored, the panel restored) does not analyze it either', async () => {
    await firefox.client(tab(7))('openPhoto', PLANTED);
    const first = openSidebar();
    await waitFor(() => expect(first.store.getState().listing.photo?.url).toBe(PLANTED.url));
    await settle(panelBackground);
    // The panel writes its state a moment after a change.
    await waitFor(() => expect(panelBackground.storage.size).toBeGreaterThan(0), { timeout: 2000 });
    const kept = new Map(panelBackground.storage);
    first.stop();
    first.unmount();

    const again = openSidebar(kept);
    await waitFor(() => expect(again.store.getState().listing.photo?.url).toBe(PLANTED.url));
    await settle(panelBackground);
    expect(again.store.getState().listing.pickWithoutGesture).toBe(true);
    expect(panelBackground.sent('analyzePhoto')).toEqual([]);
    again.stop();
  });

  it('a pick with its gesture (a context-menu click) is analyzed on its own, as before', async () => {
    const { store, stop } = openSidebar();
    await settle(panelBackground);
    firefox.gesture = true;
    await firefox.client(tab(7))('openPhoto', PLANTED);
    await waitFor(() => expect(store.getState().listing.photo?.url).toBe(PLANTED.url));
    await waitFor(() => expect(panelBackground.sent('analyzePhoto')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Analyze this photo' })).toBeNull();
    stop();
  });

  it('choosing another photo of the listing in the panel is the user\'s choice: that photo is analyzed', async () => {
    const listing = pickedPhoto('https://photos.zillowstatic.com/fp/a.jpg', { photoUrls: ['https://photos.zillowstatic.com/fp/a.jpg', 'https://photos.zillowstatic.com/fp/b.jpg'] });
    const { store, stop } = openSidebar();
    await settle(panelBackground);
    await firefox.client(tab(7))('openPhoto', listing);
    await waitFor(() => expect(store.getState().listing.photo?.url).toBe(listing.url));
    await settle(panelBackground);
    expect(panelBackground.sent('analyzePhoto')).toEqual([]);
    act(() => store.getState().choosePhoto('https://photos.zillowstatic.com/fp/b.jpg'));
    await waitFor(() => expect(panelBackground.sent('analyzePhoto')).toEqual([{ photo: expect.objectContaining({ url: 'https://photos.zillowstatic.com/fp/b.jpg' }) }]));
    stop();
  });
});
