// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompareView, dividerPositionForKey, dividerStart } from '../../../components/panel/compare/CompareView';
import { ResultActions } from '../../../components/panel/ResultActions';
import { fakeResizeObserver, placement } from './resize-observer';
import { entry } from './fake-background';
import { renderInPanel } from './render';

const BEFORE = 'https://photos.example.com/p/1.jpg';
const AFTER = 'blob:chrome-extension://id/after';

/** The after layer's clip, which is what the divider moves. */
function afterClip(): string {
  const after = screen.getByRole('img', { name: 'After' });
  return (after.parentElement as HTMLElement).style.clipPath;
}

describe('CompareView', () => {
  it('shows the images with alt "Before" and "After"', () => {
    render(<CompareView beforeSrc={BEFORE} afterSrc={AFTER} disclosure="Digitally altered" />);
    expect(screen.getByRole('img', { name: 'Before' })).toHaveAttribute('src', BEFORE);
    expect(screen.getByRole('img', { name: 'After' })).toHaveAttribute('src', AFTER);
    expect(screen.getByText('Digitally altered')).toBeInTheDocument();
  });

  it('shows only the photo while there is no result', () => {
    render(<CompareView beforeSrc={BEFORE} />);
    expect(screen.getByRole('img', { name: 'Before' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'After' })).not.toBeInTheDocument();
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('moves the divider with the keyboard: arrows, Page Up/Down, Home and End', async () => {
    const user = userEvent.setup();
    render(<CompareView beforeSrc={BEFORE} afterSrc={AFTER} />);
    const slider = screen.getByRole('slider', { name: 'Comparison divider' });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(slider).toHaveAttribute('tabindex', '0');
    expect(afterClip()).toBe('inset(0 0 0 50%)');

    await user.tab();
    // Focus order starts with the toolbar; tab to the divider itself.
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '55');
    expect(afterClip()).toBe('inset(0 0 0 55%)');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '40');
    await user.keyboard('{PageUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '65');
    await user.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    await user.keyboard('{Home}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveAttribute('aria-valuetext', '0% before, 100% after');
  });

  it('computes divider keys as a pure function too', () => {
    expect(dividerPositionForKey('ArrowUp', 98)).toBe(100);
    expect(dividerPositionForKey('PageDown', 10)).toBe(0);
    expect(dividerPositionForKey('Tab', 50)).toBeNull();
  });

  it('follows a pointer drag on the image', () => {
    render(<CompareView beforeSrc={BEFORE} afterSrc={AFTER} />);
    const slider = screen.getByRole('slider', { name: 'Comparison divider' });
    const stage = slider.parentElement as HTMLElement;
    stage.getBoundingClientRect = () => ({ left: 100, top: 0, width: 400, height: 300, right: 500, bottom: 300, x: 100, y: 0, toJSON: () => ({}) });
    fireEvent.pointerDown(stage, { button: 0, clientX: 200, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '25');
    fireEvent.pointerMove(stage, { clientX: 400, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '75');
    fireEvent.pointerUp(stage, { pointerId: 1 });
    fireEvent.pointerMove(stage, { clientX: 150, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '75');
  });

  it('shows the original while "Hold to see original" is held (pointer or keyboard)', () => {
    render(<CompareView beforeSrc={BEFORE} afterSrc={AFTER} />);
    const hold = screen.getByRole('button', { name: 'Hold to see original' });
    fireEvent.pointerDown(hold);
    expect(afterClip()).toBe('inset(0 0 0 100%)');
    fireEvent.pointerUp(hold);
    expect(afterClip()).toBe('inset(0 0 0 50%)');
    fireEvent.keyDown(hold, { key: ' ' });
    expect(hold).toHaveAttribute('aria-pressed', 'true');
    expect(afterClip()).toBe('inset(0 0 0 100%)');
    fireEvent.keyUp(hold, { key: ' ' });
    expect(afterClip()).toBe('inset(0 0 0 50%)');
  });

  it('zooms both images together and resets', async () => {
    const user = userEvent.setup();
    render(<CompareView beforeSrc={BEFORE} afterSrc={AFTER} />);
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    const before = screen.getByRole('img', { name: 'Before' });
    const after = screen.getByRole('img', { name: 'After' });
    expect(before.style.transform).toContain('scale(1.25)');
    expect(after.style.transform).toBe(before.style.transform);
    expect(screen.getByRole('button', { name: /Reset zoom \(now 125%\)/ })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: /Reset zoom/ }));
    expect(before.style.transform).toContain('scale(1)');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  });

  it('switches to side by side, keeping both alts', async () => {
    const user = userEvent.setup();
    render(<CompareView beforeSrc={BEFORE} afterSrc={AFTER} />);
    await user.click(screen.getByRole('button', { name: 'Side by side' }));
    expect(screen.getByRole('button', { name: 'Side by side' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Before' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'After' })).toBeInTheDocument();
  });

  it('falls back to a CSS full screen where the Fullscreen API is unavailable, and Escape leaves it', async () => {
    const user = userEvent.setup();
    render(<CompareView beforeSrc={BEFORE} afterSrc={AFTER} />);
    await user.click(screen.getByRole('button', { name: 'Full screen' }));
    const group = screen.getByRole('group', { name: 'Before and after' });
    expect(group.className).toContain('compare--fallback');
    await user.keyboard('{Escape}');
    expect(group.className).not.toContain('compare--fallback');
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });

  it('keeps the disclosure badge on the After image: its box follows the frame (full screen) and hides with the After image', async () => {
    const user = userEvent.setup();
    // The panel's frame is 400×300; in full screen it becomes 1200×600 (a 4:3 photo is then 800 wide, 200 in).
    let frame = { width: 400, height: 300 };
    const observer = fakeResizeObserver(() => frame);
    try {
      render(<CompareView beforeSrc={BEFORE} afterSrc={AFTER} disclosure="Digitally altered" />);
      const box = () => placement(screen.getByText('Digitally altered').parentElement as HTMLElement);
      expect(box()).toEqual({ left: '0px', top: '0px', width: '400px', height: '300px' });
      await user.click(screen.getByRole('button', { name: 'Full screen' }));
      frame = { width: 1200, height: 600 };
      observer.resize();
      expect(box()).toEqual({ left: '200px', top: '0px', width: '800px', height: '600px' });
      // Divider at the far right: nothing of the After image shows, nor its badge.
      screen.getByRole('slider').focus();
      await user.keyboard('{End}');
      expect(screen.queryByText('Digitally altered')).not.toBeInTheDocument();
      await user.keyboard('{Home}');
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Hold to see original' }));
      expect(screen.queryByText('Digitally altered')).not.toBeInTheDocument();
    } finally {
      observer.restore();
    }
  });

  it('side by side is two panes, Before then After, for a landscape photo too (no narrow-panel stacking)', async () => {
    const user = userEvent.setup();
    render(<CompareView beforeSrc={BEFORE} afterSrc={AFTER} />);
    await user.click(screen.getByRole('button', { name: 'Side by side' }));
    const images = screen.getByRole('group', { name: /^Images/ });
    expect(images).not.toHaveAttribute('data-landscape');
    expect(within(images).getAllByRole('figure').map((pane) => pane.getAttribute('aria-label'))).toEqual(['Before', 'After']);
  });

  it('starts where it is told, and starts there again for another result: a staging shows its After whole', async () => {
    const { rerender } = render(<CompareView beforeSrc={BEFORE} afterSrc={AFTER} dividerAt={dividerStart('stage')} resultKey="h-1" />);
    const slider = screen.getByRole('slider');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(slider).toHaveAttribute('data-edge', 'start');
    // Nothing of the empty room shows: no "Before" tag over the staged room.
    expect(screen.queryByText('Before', { selector: '.compare__tag' })).not.toBeInTheDocument();
    expect(screen.getByText('After', { selector: '.compare__tag' })).toBeInTheDocument();
    rerender(<CompareView beforeSrc={BEFORE} afterSrc={AFTER} dividerAt={dividerStart('renovate')} resultKey="h-2" />);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Before', { selector: '.compare__tag' })).toBeInTheDocument();
  });
});

describe('Open comparison in a tab', () => {
  it('is one of a result’s actions (in its More menu), a link to the comparison tab naming the history entry', async () => {
    renderInPanel(<ResultActions entry={entry({ id: 'h-42' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    const link = screen.getByRole('menuitem', { name: 'Open comparison in a tab' });
    expect(link).toHaveAttribute('href', 'compare.html?result=h-42');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
