// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import './setup';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidePanelApp } from '../../../components/panel/SidePanelApp';
import { fakeBackground, job, type FakeBackground } from './fake-background';
import type { Job } from '../../../lib/queue/types';
import { EVENT_CHANNEL } from '../../../lib/protocol-names';

/**
 * Fetches per render, on the panel's side (docs/architecture.md, "One data path"): the After
 * image, Download, Copy image and the compare card all take the same bytes, read once: the
 * background's copy (`getResultCopy`, asked once, which waits for the download the background is
 * making), else one download of the hosted file. Before issue #27 each of them read or downloaded
 * the result again; before #28 the panel also loaded the hosted URL to show it.
 */

const HOSTED = 'https://cdn.renovateai.example/results/h-20.jpg';
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 8, 0, 0, 0, 8]);

/** Counts the panel's downloads of the hosted result; the original photo (compare card) is not found. */
function stubNetwork(): () => number {
  const fetchMock = vi.fn(async (url: string) => (url === HOSTED ? new Response(PNG, { status: 200, headers: { 'content-type': 'image/png' } }) : Promise.reject(new TypeError('offline'))));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: () => `blob:local/${Math.random()}`, revokeObjectURL: () => undefined }));
  return () => fetchMock.mock.calls.filter(([url]) => url === HOSTED).length;
}

/** Renovates, and the background answers the render done (its copy is made afterwards). */
async function renderFresh(background: FakeBackground) {
  let started: Job | undefined;
  background.handlers.startJob = (request) => {
    started = job({ id: 'job-20', request: request.job as Job['request'], photo: request.photo, state: 'queued' });
    return { job: started, deduped: false, cached: false };
  };
  const user = userEvent.setup();
  render(<SidePanelApp background={background} />);
  await user.click(await screen.findByRole('radio', { name: 'Scandinavian' }));
  await user.click(screen.getByRole('button', { name: 'Renovate' }));
  await screen.findByText('Queued · position 1 in line');
  const done = { ...(started as Job), state: 'done' as const, startedAt: Date.now(), finishedAt: Date.now(), result: { historyId: 'h-20', imageUrl: HOSTED, fromCache: false } };
  background.emit({ channel: EVENT_CHANNEL, type: 'jobChanges', jobs: [done], removed: [] });
  return user;
}

/** Copy image, then the compare card: both take the result's bytes. */
async function copyAndCard(user: ReturnType<typeof userEvent.setup>) {
  const write = vi.fn(async (items: { items: Record<string, Promise<unknown>> }[]) => {
    await items[0]?.items['image/png']?.catch(() => undefined);
  });
  vi.stubGlobal('ClipboardItem', class {
    constructor(readonly items: Record<string, unknown>) {}
  });
  Object.defineProperty(navigator, 'clipboard', { value: { write, writeText: vi.fn() }, configurable: true });
  await user.click(screen.getByRole('button', { name: 'More' }));
  await user.click(screen.getByRole('menuitem', { name: 'Copy image' }));
  await waitFor(() => expect(write).toHaveBeenCalled());
  await user.click(screen.getByRole('button', { name: 'More' }));
  await user.click(screen.getByRole('menuitem', { name: 'Download compare card' }));
  expect(await screen.findByText(/Could not make the compare card/)).toBeInTheDocument();
}

describe('fetches per render, in the panel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('takes the background’s copy once, waiting while it is made, for Download, Copy image and the compare card; never downloads the result itself', async () => {
    const hostedDownloads = stubNetwork();
    const background = fakeBackground();
    let storeCopy: () => void = () => undefined;
    const stored = new Promise<void>((resolve) => (storeCopy = resolve));
    background.handlers.getResultCopy = async () => {
      await stored;
      return { copy: `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}` };
    };
    const user = await renderFresh(background);
    await waitFor(() => expect(background.sent('getResultCopy')).toHaveLength(1));
    // Nothing shown while the copy is on its way: the hosted URL would be a second download.
    expect(screen.queryByRole('img', { name: 'After' })).toBeNull();
    storeCopy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toMatch(/^blob:local\//));
    await copyAndCard(user);
    expect(background.sent('getResultCopy')).toEqual([expect.objectContaining({ historyId: 'h-20' })]);
    expect(hostedDownloads()).toBe(0);
    // Shown from the copy: the one image of the result the panel loads.
    expect(screen.getByRole('img', { name: 'After' }).getAttribute('src')).toMatch(/^blob:local\//);
  });

  it('without a copy, downloads the hosted result once for Download, Copy image and the compare card', async () => {
    const hostedDownloads = stubNetwork();
    const background = fakeBackground({ getResultCopy: () => ({ copy: null }) });
    const user = await renderFresh(background);
    // No copy: the hosted URL is shown.
    expect(await screen.findByRole('img', { name: 'After' })).toHaveAttribute('src', HOSTED);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toMatch(/^blob:local\//));
    await copyAndCard(user);
    expect(hostedDownloads()).toBe(1);
    expect(background.sent('getResultCopy')).toHaveLength(1);
  });
});
