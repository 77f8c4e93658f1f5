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
 * Which image a finished render shows as "After": the background's copy, asked for as soon as the
 * done event comes (the background downloads a fresh result once and answers its bytes before it
 * stores them: the panel never downloads the hosted file too); its hosted URL only when the
 * background has no copy. Download takes the same bytes (`getResultCopy`, asked once).
 */

const HOSTED = 'https://cdn.renovateai.example/results/h-9.jpg';

function stubObjectUrls(): Blob[] {
  const created: Blob[] = [];
  vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: (blob: Blob) => (created.push(blob), `blob:local/${created.length}`), revokeObjectURL: () => undefined }));
  return created;
}

async function renderAndRenovate(background: FakeBackground): Promise<void> {
  const user = userEvent.setup();
  render(<SidePanelApp background={background} />);
  await user.click(await screen.findByRole('radio', { name: 'Scandinavian' }));
  await user.click(screen.getByRole('button', { name: 'Renovate' }));
}

/** The panel renovated and the background queued the render as job `id`: the background, and the queued job. */
async function renovateQueued(id: string): Promise<{ background: FakeBackground; queued: () => Job }> {
  let started: Job | undefined;
  const background = fakeBackground({
    startJob: (request) => {
      started = job({ id, request: request.job as Job['request'], photo: request.photo, state: 'queued' });
      return { job: started, deduped: false, cached: false };
    },
  });
  await renderAndRenovate(background);
  await screen.findByText('Queued · position 1 in line');
  return { background, queued: () => started as Job };
}

describe('the After image of a finished render', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a fresh render shows the background’s copy, asked once from the done event; the hosted file is never downloaded', async () => {
    const created = stubObjectUrls();
    const { background, queued } = await renovateQueued('job-9');
    const started = queued();
    const local = new Blob(['png'], { type: 'image/png' });
    background.blobs.set('h-9', local);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    background.emit({ channel: EVENT_CHANNEL, type: 'jobChanges', jobs: [{ ...started, state: 'done', finishedAt: Date.now(), result: { historyId: 'h-9', imageUrl: HOSTED, fromCache: false } }], removed: [] });
    // Never the hosted URL first: the copy is the one image the panel loads (no switch, no flash).
    await waitFor(() => expect(screen.getByRole('img', { name: 'After' }).getAttribute('src')).toMatch(/^blob:local\//));
    expect(created[0]).toMatchObject({ size: local.size, type: 'image/png' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toMatch(/^blob:local\//));
    // Asked of the background (the panel never opens its database), once, for the image and Download.
    expect(background.sent('getResultCopy')).toEqual([expect.objectContaining({ historyId: 'h-9' })]);
    expect(fetchMock).not.toHaveBeenCalled();
    // The comparison takes its divider and result key as props, never as stray text under it.
    expect(document.body.textContent).not.toMatch(/dividerAt|resultKey/);
  });

  it('a fresh render the background could not copy shows its hosted URL', async () => {
    stubObjectUrls();
    const { background, queued } = await renovateQueued('job-12');
    const started = queued();
    background.emit({ channel: EVENT_CHANNEL, type: 'jobChanges', jobs: [{ ...started, state: 'done', finishedAt: Date.now(), result: { historyId: 'h-12', imageUrl: HOSTED, fromCache: false } }], removed: [] });
    expect(await screen.findByRole('img', { name: 'After' })).toHaveAttribute('src', HOSTED);
    expect(background.sent('getResultCopy')).toEqual([expect.objectContaining({ historyId: 'h-12' })]);
  });

  it('shows a fresh render from its done change, ahead of its writes; a full read made before they landed does not take it back', async () => {
    stubObjectUrls();
    const { background, queued } = await renovateQueued('job-11');
    const started = queued();
    const running = { ...started, state: 'running' as const, startedAt: Date.now() };
    const done = { ...running, state: 'done' as const, finishedAt: Date.now(), result: { historyId: 'h-11', imageUrl: HOSTED, fromCache: false } };
    background.emit({ channel: EVENT_CHANNEL, type: 'jobChanges', jobs: [running], removed: [] });
    background.emit({ channel: EVENT_CHANNEL, type: 'jobChanges', jobs: [done], removed: [] });
    expect(await screen.findByRole('img', { name: 'After' })).toHaveAttribute('src', HOSTED);
    // A full read (the background restarted) that still finds the job running: the result stays shown.
    background.handlers.listJobs = () => ({ jobs: [running] });
    const reads = background.sent('listJobs').length;
    background.emit({ channel: EVENT_CHANNEL, type: 'backgroundStarted' });
    await waitFor(() => expect(background.sent('listJobs')).toHaveLength(reads + 1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByRole('img', { name: 'After' })).toHaveAttribute('src', HOSTED);
    expect(screen.queryByRole('progressbar')).toBeNull();
    background.emit({ channel: EVENT_CHANNEL, type: 'jobChanges', jobs: [done], removed: [] });
    expect(screen.getByRole('img', { name: 'After' })).toHaveAttribute('src', HOSTED);
  });

  it('a result answered from the cache shows its local copy, as before', async () => {
    stubObjectUrls();
    const background = fakeBackground({
      startJob: (request) => ({
        job: job({ id: 'job-10', request: request.job as Job['request'], photo: request.photo, state: 'done', finishedAt: Date.now(), result: { historyId: 'h-3', imageUrl: HOSTED, fromCache: true } }),
        deduped: false,
        cached: true,
      }),
    });
    background.blobs.set('h-3', new Blob(['png'], { type: 'image/png' }));
    await renderAndRenovate(background);
    await waitFor(() => expect(screen.getByRole('img', { name: 'After' }).getAttribute('src')).toMatch(/^blob:local\//));
  });
});
