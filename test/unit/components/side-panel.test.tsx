// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import './setup';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidePanelApp } from '../../../components/panel/SidePanelApp';
import { PANEL_STATE_KEY, MATERIALS_KEY } from '../../../components/panel/store/panel-store';
import { explainError } from '../../../lib/error-text';
import { defaultSettings } from '../../../lib/storage/settings-schema';
import { entry, failure, fakeBackground, job, OTHER_LISTING_PHOTO, PHOTO, PLAN, type FakeBackground } from './fake-background';
import type { Job } from '../../../lib/queue/types';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { EVENT_CHANNEL } from '../../../lib/protocol-names';

function renderPanel(background: FakeBackground = fakeBackground()) {
  const result = render(<SidePanelApp background={background} />);
  return { ...result, background, user: userEvent.setup() };
}

describe('SidePanelApp', () => {
  it('shows the picked photo, its listing and the remaining credits; refreshes credits', async () => {
    const { background, user } = renderPanel();
    expect(await screen.findByRole('link', { name: '12 Elm St, Springfield' })).toHaveAttribute('href', PHOTO.listing.listingUrl);
    expect(screen.getByText('$450,000 · Zillow')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTitle('Remaining renovation credits')).toHaveTextContent('42 renovation'));
    expect(screen.getByTitle('Remaining staging credits')).toHaveTextContent('7 staging');
    // The line says what the numbers are; the refresh icon's name shows as its tooltip too.
    expect(screen.getByTitle(/asset quota/)).toHaveTextContent(/^Credits: 42 renovation · 7 staging$/);
    expect(screen.getByRole('button', { name: 'Refresh credits' })).toHaveAttribute('data-tooltip', 'Refresh credits');
    expect(screen.getByTitle(/asset quota/).getAttribute('title')).toContain(`${PLAN.remaining_assets} uploads left`);
    expect(screen.getByRole('img', { name: 'Before' })).toHaveAttribute('src', PHOTO.url);
    const photos = within(screen.getByRole('list', { name: 'Listing photos' })).getAllByRole('button');
    expect(photos.map((button) => button.getAttribute('aria-label'))).toEqual(['Photo 1 of 3: original', 'Photo 2 of 3: original', 'Photo 3 of 3: original']);
    expect(photos[0]).toHaveAttribute('aria-current', 'true');

    background.handlers.getPlan = () => ({ ...PLAN, renovation_credits: 41 });
    await user.click(screen.getByRole('button', { name: 'Refresh credits' }));
    await waitFor(() => expect(screen.getByTitle('Remaining renovation credits')).toHaveTextContent('41 renovation'));
    expect(background.sent('getPlan').at(-1)).toEqual({ refresh: true });
  });

  it('tells the user to set a key, linking to the options', async () => {
    const background = fakeBackground({ getKeyStatus: () => ({ set: false, masked: '' }), getPlan: () => failure('no_api_key') });
    const { user } = renderPanel(background);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(explainError('no_api_key').sentence);
    await user.click(within(alert).getByRole('button', { name: 'Open options' }));
    expect(background.log).toContain('options');
  });

  it('renders: the large photo shows the progress, then the result as "After" with a download, with no history read', async () => {
    const results: HistoryEntry[] = [];
    let started: Job | undefined;
    const background = fakeBackground({
      getHistory: () => ({ entries: results }),
      startJob: (request) => {
        started = job({ id: 'job-9', request: request.job as Job['request'], photo: request.photo, state: 'queued' });
        return { job: started, deduped: false, cached: false };
      },
    });
    const { user } = renderPanel(background);
    await screen.findByRole('link', { name: '12 Elm St, Springfield' });
    await user.click(await screen.findByRole('radio', { name: 'Scandinavian' }));
    await user.click(screen.getByRole('button', { name: 'Renovate' }));
    // In the large photo's place: the progress, with Cancel.
    const stage = screen.getByRole('region', { name: 'Photo' });
    expect(await within(stage).findByText('Queued · position 1 in line')).toBeInTheDocument();
    expect(within(stage).queryByRole('img', { name: 'Before' })).not.toBeInTheDocument();
    expect(within(stage).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const strip = screen.getByRole('list', { name: 'Listing photos' });
    expect(within(strip).getByRole('button', { name: 'Photo 1 of 3: queued' })).toBeInTheDocument();

    background.emit({ channel: EVENT_CHANNEL, type: 'jobChanges', jobs: [{ ...started as Job, state: 'running', startedAt: Date.now() - 3_000 }], removed: [] });
    const bar = await within(stage).findByRole('progressbar');
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '3'));
    expect(within(stage).getByText('3 sec · usually 6–20 sec')).toBeInTheDocument();
    expect(await within(strip).findByRole('button', { name: /^Photo 1 of 3: working, \d+ sec$/ })).toBeInTheDocument();

    // The done event carries the result: it shows without reading the history again.
    const historyReads = background.sent('getHistory').length;
    const finishedAt = new Date(2025, 2, 14, 9, 26, 53).getTime();
    const resultUrl = 'https://cdn.renovateai.example/results/h-9.jpg';
    background.emit({ channel: EVENT_CHANNEL, type: 'jobChanges', jobs: [{ ...started as Job, state: 'done', finishedAt, result: { historyId: 'h-9', imageUrl: resultUrl, fromCache: false } }], removed: [] });
    const result = { resultUrl };
    const after = await screen.findByRole('img', { name: 'After' });
    expect(after).toHaveAttribute('src', result.resultUrl);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Digitally altered', { selector: '.compare__badge' })).toBeInTheDocument();
    expect(within(strip).getByRole('button', { name: 'Photo 1 of 3: result ready' })).toBeInTheDocument();
    expect(background.sent('getHistory')).toHaveLength(historyReads);

    const download = screen.getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('download', 'reimagine-renovate-20250314-092653.jpg');
    expect(download).toHaveAttribute('href', result.resultUrl);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('menuitem', { name: 'Open in new tab' })).toHaveAttribute('target', '_blank');
  });

  it('after a result, Download is the one primary action: the rest is in a More menu, and the goal’s button turns secondary with its price', async () => {
    const { user } = renderPanel(fakeBackground({ getHistory: () => ({ entries: [entry({ id: 'h-1' })] }) }));
    const download = await screen.findByRole('link', { name: 'Download' });
    expect(Array.from(document.querySelectorAll('.button--primary'))).toEqual([download]);
    const renovate = screen.getByRole('button', { name: 'Renovate · 1 credit' });
    expect(renovate.className).not.toContain('button--primary');
    // The menu button pattern: closed, it hides its items; opened, its first item has the focus.
    const more = screen.getByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menuitem', { name: 'Copy image' })).not.toBeInTheDocument();
    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'More' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Run again · 1 credit', 'Copy image', 'Copy link', 'Open in new tab', 'Open comparison in a tab', 'Download compare card']);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items[5]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // A click elsewhere closes it too.
    await user.click(more);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(download.closest('.result-actions') as HTMLElement);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('a paid result whose history write failed still shows as "After" from its job (hosted URL)', async () => {
    let started: Job | undefined;
    const background = fakeBackground({
      // The background could not write history (a full disk): it has no entry for the result.
      getHistory: () => ({ entries: [] }),
      startJob: (request) => {
        started = job({ id: 'job-7', request: request.job as Job['request'], photo: request.photo, state: 'queued' });
        return { job: started, deduped: false, cached: false };
      },
    });
    const { user } = renderPanel(background);
    await user.click(await screen.findByRole('radio', { name: 'Scandinavian' }));
    await user.click(screen.getByRole('button', { name: 'Renovate' }));
    await screen.findByText('Queued · position 1 in line');
    background.emit({ channel: EVENT_CHANNEL, type: 'jobChanges', jobs: [{ ...started as Job, state: 'done', finishedAt: Date.now(), result: { historyId: 'h-unsaved', imageUrl: 'https://cdn.example/paid.jpg', fromCache: false } }], removed: [] });
    const after = await screen.findByRole('img', { name: 'After' });
    expect(after).toHaveAttribute('src', 'https://cdn.example/paid.jpg');
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', 'https://cdn.example/paid.jpg');
  });

  it('keeps every result as a variation to pick from', async () => {
    const first = entry({ id: 'h-a', createdAt: Date.now() - 5_000, resultUrl: 'https://cdn.example/a.jpg' });
    const second = entry({ id: 'h-b', createdAt: Date.now() - 1_000, resultUrl: 'https://cdn.example/b.jpg' });
    const other = entry({ id: 'h-c', photo: OTHER_LISTING_PHOTO, resultUrl: 'https://cdn.example/c.jpg' });
    const { user } = renderPanel(fakeBackground({ getHistory: () => ({ entries: [second, first, other] }) }));
    const strip = await screen.findByRole('radiogroup', { name: 'Variations (2)' });
    await waitFor(() => expect(screen.getByRole('img', { name: 'After' })).toHaveAttribute('src', 'https://cdn.example/b.jpg'));
    await user.click(within(strip).getByRole('radio', { name: /Renovation 1,/ }));
    expect(screen.getByRole('img', { name: 'After' })).toHaveAttribute('src', 'https://cdn.example/a.jpg');
  });

  it('"Run again" asks for a new variation; "Edit settings" refills the form with the result’s parameters', async () => {
    const result = entry({ id: 'h-1', params: { style_id: 'st-industrial', renovation_spectrum: 'tweak', guidance: 'black steel windows' } });
    const background = fakeBackground({ getHistory: () => ({ entries: [result] }) });
    const { user } = renderPanel(background);
    await user.click(await screen.findByRole('tab', { name: 'Upscale' }));
    // One word, one meaning: "Tweak" is the spectrum's first step only.
    expect(screen.queryByRole('button', { name: 'Tweak' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Edit settings' }));
    expect(screen.getByRole('tab', { name: 'Renovate' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Guidance' })).toHaveValue('black steel windows');
    expect(screen.getByRole('radio', { name: 'Industrial' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Tweak' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Run again · 1 credit' }));
    await waitFor(() => expect(background.sent('startJob')).toHaveLength(1));
    expect(background.sent('startJob')[0]).toEqual({ job: { operation: 'renovate', params: result.params }, photo: PHOTO, newVariation: true });
  });

  it('explains a refused start (out of credits) with a way to get credits', async () => {
    const background = fakeBackground({ startJob: () => failure('insufficient_credits') });
    const { user } = renderPanel(background);
    await user.type(await screen.findByRole('textbox', { name: 'Guidance' }), 'warm walnut floors');
    await user.click(screen.getByRole('button', { name: 'Renovate' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are out of credits for this operation.');
    expect(within(alert).getByRole('link', { name: 'Get credits' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers to free uploads on asset_limit, and retries the same request', async () => {
    let attempts = 0;
    const background = fakeBackground({
      startJob: (request) => (++attempts === 1 ? failure('asset_limit') : { job: job({ request: request.job as Job['request'] }), deduped: false, cached: false }),
      getOwnAssets: () => ({ assets: [{ id: 'a1', uploadedAt: 1 }, { id: 'a2', uploadedAt: 2 }], remaining: 0 }),
      deleteOwnAssets: ({ count }) => ({ deleted: count }),
    });
    const { user } = renderPanel(background);
    await user.type(await screen.findByRole('textbox', { name: 'Guidance' }), 'bright white kitchen');
    await user.click(screen.getByRole('button', { name: 'Renovate' }));
    await user.click(await screen.findByRole('button', { name: 'Delete the 2 oldest images Reimagine uploaded' }));
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(background.sent('startJob')).toHaveLength(2));
    expect(background.sent('startJob')[1]).toEqual(background.sent('startJob')[0]);
  });

  it('switches to a photo picked while open', async () => {
    const { background } = renderPanel();
    await screen.findByRole('link', { name: '12 Elm St, Springfield' });
    background.emit({ channel: EVENT_CHANNEL, type: 'pickedPhoto', photo: OTHER_LISTING_PHOTO });
    expect(await screen.findByRole('link', { name: 'Flat 3, 7 Mill Lane, Leeds' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Before' })).toHaveAttribute('src', OTHER_LISTING_PHOTO.url);
  });

  it('restores the form, the tool and the catalog when reopened (never the key)', async () => {
    const background = fakeBackground();
    const first = renderPanel(background);
    await first.user.type(await screen.findByRole('textbox', { name: 'Guidance' }), 'terrazzo floors');
    await first.user.click(screen.getByRole('radio', { name: 'Japandi' }));
    await first.user.click(screen.getByRole('tab', { name: 'Stage' }));
    await waitFor(() => expect((background.storage.get(PANEL_STATE_KEY) as { tool?: string } | undefined)?.tool).toBe('stage'));
    first.unmount();

    const second = renderPanel(background);
    expect(await screen.findByRole('button', { name: 'Stage' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Stage' })).toHaveAttribute('aria-selected', 'true');
    await second.user.click(screen.getByRole('tab', { name: 'Renovate' }));
    expect(screen.getByRole('textbox', { name: 'Guidance' })).toHaveValue('terrazzo floors');
    expect(screen.getByRole('radio', { name: 'Japandi' })).toBeChecked();
    expect(JSON.stringify([...background.storage])).not.toMatch(/apiKey|1234/);
    expect(background.storage.has(MATERIALS_KEY)).toBe(false);
  });

  it('reports a failed image copy clearly, and copies the link', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const write = vi.fn().mockRejectedValue(new DOMException('Document is not focused.', 'NotAllowedError'));
    vi.stubGlobal('ClipboardItem', class {
      constructor(readonly items: Record<string, unknown>) {}
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const result = entry();
    const { user } = renderPanel(fakeBackground({ getHistory: () => ({ entries: [result] }) }));
    // After userEvent.setup(), which installs its own clipboard stub.
    Object.defineProperty(navigator, 'clipboard', { value: { write, writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy image' }));
    expect(await screen.findByText(/Could not copy the image: the browser did not allow it/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(result.resultUrl);
    vi.unstubAllGlobals();
  });

  it('warns under a result’s actions while its disclosure label is off, and reports a compare card it cannot make', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const background = fakeBackground({ getHistory: () => ({ entries: [entry()] }) });
    background.handlers.getSettings = () => ({ ...defaultSettings(), disclosure: { staging: true, renovation: false } });
    const { user } = renderPanel(background);
    expect(await screen.findByText(/Labels are off: downloads don’t say “Digitally altered”, which AB 723 and MLS rules require/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Download compare card' }));
    expect(await screen.findByText('Could not make the compare card (the original photo could not be read).')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('downloads the local copy through an object URL with the result’s file name', async () => {
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: (blob: Blob) => (created.push(blob), `blob:local/${created.length}`), revokeObjectURL: () => undefined }));
    const background = fakeBackground({ getHistory: () => ({ entries: [entry({ id: 'h-5', hasLocalCopy: true, operation: 'stage', params: { room_type: 'bedroom', style: 'modern' }, disclosure: 'virtually-staged', createdAt: new Date(2025, 5, 1, 12, 0, 0).getTime() })] }) });
    background.blobs.set('h-5', new Blob(['png'], { type: 'image/png' }));
    renderPanel(background);
    const after = await screen.findByRole('img', { name: 'After' });
    await waitFor(() => expect(after.getAttribute('src')).toMatch(/^blob:local\//));
    const download = screen.getByRole('link', { name: 'Download' });
    await waitFor(() => expect(download.getAttribute('href')).toMatch(/^blob:local\//));
    expect(download).toHaveAttribute('download', 'reimagine-staging-20250601-120000.png');
    expect(download).not.toHaveAttribute('target');
    expect(screen.getByText('Virtually staged', { selector: '.compare__badge' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('still downloads (not just opens) a result that has only a hosted copy: the link becomes the fetched file', async () => {
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: () => 'blob:fetched', revokeObjectURL: () => undefined }));
    // A real Response: the panel reads its body through the stream, with a byte cap.
    const fetchMock = vi.fn().mockResolvedValue(new Response('jpeg', { status: 200, headers: { 'content-type': 'image/jpeg' } }));
    vi.stubGlobal('fetch', fetchMock);
    const result = entry({ createdAt: new Date(2025, 5, 1, 12, 0, 0).getTime() });
    renderPanel(fakeBackground({ getHistory: () => ({ entries: [result] }) }));
    const download = await screen.findByRole('link', { name: 'Download' });
    await waitFor(() => expect(download).toHaveAttribute('href', 'blob:fetched'));
    expect(download).toHaveAttribute('download', 'reimagine-renovate-20250601-120000.jpg');
    expect(download).not.toHaveAttribute('target');
    expect(fetchMock).toHaveBeenCalledWith(result.resultUrl);
    vi.unstubAllGlobals();
  });

  it('a hosted copy that cannot be fetched leaves the link on the hosted URL, and a click opens it with the reason', async () => {
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: () => 'blob:never', revokeObjectURL: () => undefined }));
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue({ ok: false, status: 403, blob: async () => new Blob() }));
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const result = entry({ createdAt: new Date(2025, 5, 1, 12, 0, 0).getTime() });
    const { user } = renderPanel(fakeBackground({ getHistory: () => ({ entries: [result] }) }));
    const download = await screen.findByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', result.resultUrl);
    await user.click(download);
    await waitFor(() => expect(opened).toHaveBeenCalledWith(result.resultUrl, '_blank', 'noopener'));
    expect(await screen.findByText(/403/)).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('shows new credits after a render finishes', async () => {
    const background = fakeBackground();
    renderPanel(background);
    await waitFor(() => expect(screen.getByTitle('Remaining renovation credits')).toHaveTextContent('42 renovation'));
    background.emit({ channel: EVENT_CHANNEL, type: 'plan', plan: { ...PLAN, renovation_credits: 40 } });
    await waitFor(() => expect(screen.getByTitle('Remaining renovation credits')).toHaveTextContent('40 renovation'));
  });
});
