// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import './setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SidePanelApp } from '../../../components/panel/SidePanelApp';
import { MAX_RESULT_COPY_BYTES } from '../../../lib/library/history';
import { jpegBytes } from '../queue/fakes';
import { CHUNK, MB, meteredStream, streamResponse, type StreamStats } from '../util/streams';
import { entry, fakeBackground, PHOTO, type FakeBackground } from './fake-background';

/**
 * What the user sees when the panel refuses an image too large to handle (a hosted result of
 * 60 MB sent without a size, a 30000 × 30000 header): a sentence naming the cap, and nothing lost,
 * the result stays in the panel and in the history, its link still there to open.
 */

// jsdom's Blob lacks arrayBuffer(), which every browser has and the panel's header check reads.
if (typeof Blob.prototype.arrayBuffer !== 'function') {
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}

const RESULT = entry({ photo: PHOTO });
const HUGE_HEADER = jpegBytes(30000, 30000);

function renderPanel(background: FakeBackground = fakeBackground({ getHistory: () => ({ entries: [RESULT] }) })) {
  render(<SidePanelApp background={background} />);
  return { background, user: userEvent.setup() };
}

/** The result is still shown, still listed in the history, and nothing was cleared. */
async function expectNothingLost(background: FakeBackground) {
  expect(screen.getByRole('img', { name: 'After' })).toBeInTheDocument();
  // Its link is still there: Copy link, in the result's More menu, can be chosen.
  await userEvent.click(screen.getByRole('button', { name: 'More' }));
  expect(screen.getByRole('menuitem', { name: 'Copy link' })).toBeEnabled();
  await userEvent.keyboard('{Escape}');
  expect(await background.call('getHistory', {})).toMatchObject({ ok: true, data: { entries: [{ id: RESULT.id, resultUrl: RESULT.resultUrl }] } });
  expect(background.sent('clearHistory')).toEqual([]);
}

afterEach(() => vi.unstubAllGlobals());

describe('the panel refuses an image too large to handle, and loses nothing', () => {
  it('a hosted result streamed without a size is cancelled at 30 MB; Download says so and opens the hosted file', async () => {
    // Every read of it: the link's preparation when the result shows, and the click.
    const reads: StreamStats[] = [];
    vi.stubGlobal('fetch', vi.fn(async () => {
      const metered = meteredStream(60 * MB);
      reads.push(metered.stats);
      return streamResponse(metered.stream, { 'content-type': 'image/jpeg' });
    }));
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { background, user } = renderPanel();
    await user.click(await screen.findByRole('link', { name: 'Download' }));
    expect(await screen.findByText('Could not download the file here (the image is larger than 30 MB, so Reimagine stopped downloading it). It opened in a new tab: save it from there.')).toBeInTheDocument();
    expect(reads.length).toBeGreaterThan(0);
    for (const stats of reads) {
      expect(stats.cancelled).toBe(true);
      expect(stats.read).toBeLessThanOrEqual(MAX_RESULT_COPY_BYTES + CHUNK);
    }
    expect(opened).toHaveBeenCalledWith(RESULT.resultUrl, '_blank', 'noopener');
    await expectNothingLost(background);
  });

  it('a 30000 × 30000 result is not decoded to copy it: Copy image says its size and the cap', async () => {
    const createImageBitmap = vi.fn();
    vi.stubGlobal('createImageBitmap', createImageBitmap);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(new Uint8Array(HUGE_HEADER).buffer, { headers: { 'content-type': 'image/jpeg' } })));
    vi.stubGlobal('ClipboardItem', class {
      constructor(readonly items: Record<string, Promise<Blob>>) {}
    });
    const { background, user } = renderPanel();
    // The clipboard waits for the PNG, as a browser does.
    const write = vi.fn(async (items: { items: Record<string, Promise<Blob>> }[]) => void (await items[0]?.items['image/png']));
    Object.defineProperty(navigator, 'clipboard', { value: { write, writeText: vi.fn() }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Copy image' }));
    expect(await screen.findByText('Could not copy the image: the image is 30000 × 30000 pixels; Reimagine draws images of up to 100 megapixels. Use Download instead.')).toBeInTheDocument();
    expect(createImageBitmap).not.toHaveBeenCalled();
    await expectNothingLost(background);
  });

  it('a 30000 × 30000 original photo: the compare card says its size and the cap', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn(async () => ({ width: 800, height: 600, close: () => undefined })));
    vi.stubGlobal('fetch', vi.fn(async (url: string) => new Response(new Uint8Array(url === PHOTO.url ? HUGE_HEADER : jpegBytes(800, 600)).buffer, { headers: { 'content-type': 'image/jpeg' } })));
    const { background, user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'More' }));
    await user.click(screen.getByRole('menuitem', { name: 'Download compare card' }));
    expect(await screen.findByText('Could not make the compare card (the image is 30000 × 30000 pixels; Reimagine draws images of up to 100 megapixels).')).toBeInTheDocument();
    await expectNothingLost(background);
  });
});
