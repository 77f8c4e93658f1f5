// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import './setup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompareApp } from '../../../components/compare-page/CompareApp';
import { defaultSettings } from '../../../lib/storage/settings-schema';
import { entry, failure, fakeBackground, PHOTO, type FakeBackground } from './fake-background';
import { fakeResizeObserver, placement } from './resize-observer';

const STAGED = entry({ id: 'h-9', operation: 'stage', disclosure: 'virtually-staged', hasLocalCopy: true, width: 1600, height: 1200 });

function backgroundWith(found: typeof STAGED | null = STAGED): FakeBackground {
  const background = fakeBackground({ getHistoryEntry: ({ id }) => ({ entry: found && found.id === id ? found : null }) });
  background.blobs.set(STAGED.id, new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }));
  return background;
}

/** The disclosure badge and the image box it sits in. */
function badgeBox() {
  const badge = screen.getByText('Virtually staged');
  return { badge, box: placement(badge.parentElement as HTMLElement) };
}

describe('the comparison tab', () => {
  let observer: ReturnType<typeof fakeResizeObserver>;
  beforeEach(() => {
    // Object URLs for the local copy (jsdom has none), and frames of 900×300 around each image.
    Object.assign(URL, { createObjectURL: () => 'blob:chrome-extension://ext/local-copy', revokeObjectURL: () => undefined });
    observer = fakeResizeObserver(() => ({ width: 900, height: 300 }));
  });
  afterEach(() => {
    observer.restore();
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  });

  it('loads the entry: the listing’s address, the operation, the photo and the local copy', async () => {
    const background = backgroundWith();
    render(<CompareApp background={background} search="?result=h-9" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the comparison');
    expect(await screen.findByRole('heading', { level: 1, name: PHOTO.listing.address })).toBeInTheDocument();
    expect(screen.getByText('Virtual staging')).toBeInTheDocument();
    expect(screen.getByText('1600×1200')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View listing' })).toHaveAttribute('href', PHOTO.listing.listingUrl);
    expect(screen.getByRole('img', { name: 'Before' })).toHaveAttribute('src', PHOTO.url);
    expect(screen.getByRole('img', { name: 'After' })).toHaveAttribute('src', 'blob:chrome-extension://ext/local-copy');
    expect(background.sent('getHistoryEntry')).toEqual([{ id: 'h-9' }]);
    expect(document.title).toBe(`Virtual staging · ${PHOTO.listing.address} – Reimagine`);
  });

  it('toggles slider and side by side; the badge stays on the After image in each mode and when zoomed', async () => {
    const user = userEvent.setup();
    render(<CompareApp background={backgroundWith()} search="?result=h-9" />);
    await screen.findByRole('img', { name: 'After' });
    // Slider: a 4:3 photo in a 900×300 frame is 400 wide, 250 in; the badge's box is that.
    expect(screen.getByRole('slider', { name: 'Comparison divider' })).toBeInTheDocument();
    let { badge, box } = badgeBox();
    expect(badge.className).toContain('compare__badge');
    expect(box).toMatchObject({ left: '250px', top: '0px', width: '400px', height: '300px' });

    await user.click(screen.getByRole('button', { name: 'Side by side' }));
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    ({ badge, box } = badgeBox());
    expect(badge.closest('figure')).toHaveAttribute('aria-label', 'After');
    expect(box).toMatchObject({ left: '250px', width: '400px' });

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    // ×1.25: 500 wide around the centre.
    ({ box } = badgeBox());
    expect(box).toMatchObject({ left: '200px', width: '500px', height: '300px' });

    await user.click(screen.getByRole('button', { name: 'Slider' }));
    ({ box } = badgeBox());
    expect(box).toMatchObject({ left: '200px', width: '500px' });
  });

  it('zooms and pans with the keyboard on the images', async () => {
    const user = userEvent.setup();
    render(<CompareApp background={backgroundWith()} search="?result=h-9" />);
    const after = await screen.findByRole('img', { name: 'After' });
    const images = screen.getByRole('group', { name: /^Images/ });
    images.getBoundingClientRect = () => ({ left: 0, top: 0, width: 900, height: 300, right: 900, bottom: 300, x: 0, y: 0, toJSON: () => ({}) });
    images.focus();
    await user.keyboard('+');
    expect(after.style.transform).toBe('translate(0px, 0px) scale(1.25)');
    await user.keyboard('{ArrowLeft}');
    // One step (within the edge: (1.25 − 1) × 900 / 2 = 112.5 at most).
    expect(after.style.transform).toBe('translate(48px, 0px) scale(1.25)');
    await user.keyboard('0');
    expect(after.style.transform).toBe('translate(0px, 0px) scale(1)');
    // On the divider the arrows move the divider, not the images. A staging starts with its
    // After whole: the divider at the left edge.
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
    screen.getByRole('slider').focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '5');
  });

  it('shows no badge when settings turn the label off', async () => {
    const background = backgroundWith();
    background.handlers.getSettings = () => ({ ...defaultSettings(), disclosure: { staging: false, renovation: true } });
    render(<CompareApp background={background} search="?result=h-9" />);
    await screen.findByRole('img', { name: 'After' });
    expect(screen.queryByText('Virtually staged')).not.toBeInTheDocument();
  });

  it('says so when the result is missing or deleted: never a blank page', async () => {
    render(<CompareApp background={backgroundWith(null)} search="?result=h-9" />);
    expect(await screen.findByRole('heading', { name: 'This result is no longer in your history' })).toBeInTheDocument();
    expect(screen.getByText(/deleted, or history was cleared/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('says so when the address names no result, without asking the background', () => {
    const background = backgroundWith();
    render(<CompareApp background={background} search="" />);
    expect(screen.getByRole('heading', { name: 'No result to compare' })).toBeInTheDocument();
    expect(background.sent('getHistoryEntry')).toEqual([]);
  });

  it('explains a failed load and retries it', async () => {
    const user = userEvent.setup();
    const background = backgroundWith();
    let calls = 0;
    background.handlers.getHistoryEntry = () => (++calls === 1 ? failure('internal', 'database closed') : { entry: STAGED });
    render(<CompareApp background={background} search="?result=h-9" />);
    const message = await screen.findByRole('region', { name: 'The comparison could not be loaded' });
    await user.click(within(message).getByRole('button', { name: /Try again|Retry/ }));
    expect(await screen.findByRole('img', { name: 'After' })).toBeInTheDocument();
  });

  it('falls back to the hosted URL when the local copy does not load, then says the image is gone', async () => {
    render(<CompareApp background={backgroundWith()} search="?result=h-9" />);
    fireEvent.error(await screen.findByRole('img', { name: 'After' }));
    expect(screen.getByRole('img', { name: 'After' })).toHaveAttribute('src', STAGED.resultUrl);
    fireEvent.error(screen.getByRole('img', { name: 'After' }));
    expect(screen.queryByRole('img', { name: 'After' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('no longer available');
    expect(screen.getByRole('img', { name: 'Before' })).toBeInTheDocument();
  });
});
