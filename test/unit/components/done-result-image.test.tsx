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
 * Which image a finished render shows as "After": a fresh render its hosted URL straight from the
 * done event (the background copies the image into history right after it), a cached one its
 * local copy (its hosted URL may have expired). Download still takes the local copy, which the
 * panel asks of the background (`getResultCopy`).
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

describe('the After image of a finished render', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('a fresh render shows its hosted URL from the done event without reading the local copy; the Download link is then prepared from the local copy', async () => {
    const created = stubObjectUrls();
    let started: Job | undefined;
    const background = fakeBackground({
      startJob: (request) => {
        started = job({ id: 'job-9', request: request.job as Job['request'], photo: request.photo, state: 'queued' });
        return { job: started, deduped: false, cached: false };
      },
    });
    await renderAndRenovate(background);
    await screen.findByText('Queued · position 1 in line');
    // The copy may already be stored by the time the panel looks: the hosted URL shows all the same.
    const local = new Blob(['png'], { type: 'image/png' });
    background.blobs.set('h-9', local);
    background.emit({ channel: EVENT_CHANNEL, type: 'jobChanges', jobs: [{ ...(started as Job), state: 'done', finishedAt: Date.now(), result: { historyId: 'h-9', imageUrl: HOSTED, fromCache: false } }], removed: [] });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const after = await screen.findByRole('img', { name: 'After' });
    // Shown before anything was read: the copy is read only afterwards, for the Download link.
    expect(after).toHaveAttribute('src', HOSTED);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toMatch(/^blob:local\//));
    // Asked of the background (the panel never opens its database), once.
    expect(background.sent('getResultCopy')).toEqual([{ historyId: 'h-9' }]);
    expect(created.at(-1)).toMatchObject({ size: local.size, type: 'image/png' });
    expect(fetchMock).not.toHaveBeenCalled();
    // No switch to the copy afterwards: the image shown stays the same (no flash).
    expect(screen.getByRole('img', { name: 'After' })).toHaveAttribute('src', HOSTED);
    // The comparison takes its divider and result key as props, never as stray text under it.
    expect(document.body.textContent).not.toMatch(/dividerAt|resultKey/);
  });

  it('shows a fresh render from its done change, ahead of its writes; a full read made before they landed does not take it back', async () => {
    stubObjectUrls();
    let started: Job | undefined;
    const background = fakeBackground({
      startJob: (request) => {
        started = job({ id: 'job-11', request: request.job as Job['request'], photo: request.photo, state: 'queued' });
        return { job: started, deduped: false, cached: false };
      },
    });
    await renderAndRenovate(background);
    await screen.findByText('Queued · position 1 in line');
    const running = { ...(started as Job), state: 'running' as const, startedAt: Date.now() };
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
