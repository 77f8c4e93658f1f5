import { describe, expect, it } from 'vitest';
import { visibleImageBox } from '../../../components/panel/compare/image-box';
import { PAN_STEP, stageKeyAction } from '../../../components/panel/compare/stage-keys';
import { ZOOM_STEP } from '../../../components/panel/hooks/useZoomPan';
import { compareHref, resultIdFrom } from '../../../components/compare-page/compare-url';

const IDENTITY = { scale: 1, x: 0, y: 0 };

describe('visibleImageBox', () => {
  it('is the contained image, centred: letterboxed in a wide frame, pillarboxed in a tall one', () => {
    // A 4:3 photo in a full-screen 1600×600 frame: 800 wide, 400 in from the left.
    expect(visibleImageBox({ width: 1600, height: 600 }, 4 / 3, IDENTITY)).toEqual({ left: 400, top: 0, width: 800, height: 600 });
    // The same photo in a tall 400×900 frame: 300 high, 300 down.
    expect(visibleImageBox({ width: 400, height: 900 }, 4 / 3, IDENTITY)).toEqual({ left: 0, top: 300, width: 400, height: 300 });
    // A frame of the photo's own shape: the whole frame.
    expect(visibleImageBox({ width: 400, height: 300 }, 4 / 3, IDENTITY)).toEqual({ left: 0, top: 0, width: 400, height: 300 });
  });

  it('follows zoom and pan, cut to the frame', () => {
    // Zoomed ×2 in a frame of its shape: the image covers the frame.
    expect(visibleImageBox({ width: 400, height: 300 }, 4 / 3, { scale: 2, x: 100, y: -50 })).toEqual({ left: 0, top: 0, width: 400, height: 300 });
    // Zoomed ×1.5 in a wide frame: 1200 wide around the centre, then moved 200 right: 400..1600.
    expect(visibleImageBox({ width: 1600, height: 600 }, 4 / 3, { scale: 1.5, x: 200, y: 0 })).toEqual({ left: 400, top: 0, width: 1200, height: 600 });
    expect(visibleImageBox({ width: 1600, height: 600 }, 4 / 3, { scale: 1.5, x: -200, y: 0 })).toEqual({ left: 0, top: 0, width: 1200, height: 600 });
  });

  it('is null before anything has a size, or when the image is out of view', () => {
    expect(visibleImageBox({ width: 0, height: 0 }, 4 / 3, IDENTITY)).toBeNull();
    expect(visibleImageBox({ width: 400, height: 300 }, 0, IDENTITY)).toBeNull();
    expect(visibleImageBox({ width: 400, height: 300 }, Number.NaN, IDENTITY)).toBeNull();
    expect(visibleImageBox({ width: 400, height: 300 }, 4 / 3, { scale: 1, x: 500, y: 0 })).toBeNull();
  });
});

describe('stageKeyAction', () => {
  it('zooms with + and −, resets with 0, pans with the arrows only once zoomed', () => {
    expect(stageKeyAction('+', false)).toEqual({ kind: 'zoom', factor: ZOOM_STEP });
    expect(stageKeyAction('=', false)).toEqual({ kind: 'zoom', factor: ZOOM_STEP });
    expect(stageKeyAction('-', true)).toEqual({ kind: 'zoom', factor: 1 / ZOOM_STEP });
    expect(stageKeyAction('0', true)).toEqual({ kind: 'reset' });
    expect(stageKeyAction('ArrowLeft', false)).toBeNull();
    expect(stageKeyAction('ArrowLeft', true)).toEqual({ kind: 'pan', dx: PAN_STEP, dy: 0 });
    expect(stageKeyAction('ArrowDown', true)).toEqual({ kind: 'pan', dx: 0, dy: -PAN_STEP });
    expect(stageKeyAction('a', true)).toBeNull();
  });
});

describe('the comparison tab address', () => {
  it('names the history entry, escaped, and reads it back', () => {
    expect(compareHref('h-1')).toBe('compare.html?result=h-1');
    expect(compareHref('a b&c')).toBe('compare.html?result=a+b%26c');
    expect(resultIdFrom('?result=a+b%26c')).toBe('a b&c');
    expect(resultIdFrom('?result=')).toBeNull();
    expect(resultIdFrom('')).toBeNull();
  });
});
