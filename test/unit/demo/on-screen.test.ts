import type { Locator, Page } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { expectOnScreen } from '../../../scripts/demo/walk-steps';

/**
 * The demo walk fails a step whose dialog is clipped (issue #25: the export dialog once ran off a
 * 420 px panel's left edge): checked before its screenshot, on the dialog's box in the viewport.
 */
const PANEL = { viewportSize: () => ({ width: 420, height: 900 }) } as unknown as Page;
const at = (x: number, y: number, width: number, height: number) => ({ boundingBox: async () => ({ x, y, width, height }) }) as unknown as Locator;

describe('expectOnScreen', () => {
  it('passes a dialog wholly inside the panel', async () => {
    await expect(expectOnScreen(PANEL, at(68, 96, 340, 320), 'the Export listing dialog')).resolves.toBeUndefined();
  });

  it('fails one cut off on any side, saying where it lies', async () => {
    await expect(expectOnScreen(PANEL, at(-63, 96, 340, 320), 'the Export listing dialog')).rejects.toThrow('the Export listing dialog is clipped: it spans -63..277 × 96..416 in a 420×900 panel');
    await expect(expectOnScreen(PANEL, at(100, 96, 340, 320), 'the dialog')).rejects.toThrow(/clipped/);
    await expect(expectOnScreen(PANEL, at(68, 700, 340, 320), 'the dialog')).rejects.toThrow(/clipped/);
  });

  it('fails one not on screen at all', async () => {
    const hidden = { boundingBox: async () => null } as unknown as Locator;
    await expect(expectOnScreen(PANEL, hidden, 'the dialog')).rejects.toThrow('the dialog is not on screen');
  });
});
