import { describe, expect, it } from 'vitest';
import { CARD_MAX_WIDTH, compareCardLayout, PAIR_MAX_WIDTH, pairLayout } from '../../../lib/export/compare-card-layout';
import type { Rect } from '../../../lib/export/label-geometry';

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const within = (r: Rect, w: number, h: number) => r.x >= 0 && r.y >= 0 && r.x + r.width <= w && r.y + r.height <= h;

describe('compare card layout', () => {
  it('puts before and after side by side at the same height, keeping their aspect, the QR code centred under them', () => {
    const layout = compareCardLayout({ width: 1200, height: 900 }, { width: 1200, height: 900 }, true);
    expect(layout.before).toMatchObject({ y: layout.after.y, height: 900, width: 1200 });
    expect(layout.before.x + layout.before.width).toBeLessThan(layout.after.x);
    const qr = layout.qr;
    if (!qr) throw new Error('no QR code');
    expect(qr.width).toBe(qr.height);
    expect(qr.width).toBeGreaterThanOrEqual(200);
    expect(qr.y).toBeGreaterThan(layout.before.y + layout.before.height);
    expect(qr.x + qr.width / 2).toBeCloseTo(layout.width / 2, 0);
    expect(layout.caption.top).toBeGreaterThanOrEqual(qr.y + qr.height);
    for (const r of [layout.before, layout.after, qr]) expect(within(r, layout.width, layout.height)).toBe(true);
    expect(overlap(layout.before, layout.after) || overlap(layout.before, qr) || overlap(layout.after, qr)).toBe(false);
    expect(layout.caption.top + layout.caption.lineHeight * 2).toBeLessThanOrEqual(layout.height);
  });

  it('scales photos of different sizes to one height, never wider than the cap', () => {
    const layout = compareCardLayout({ width: 4000, height: 3000 }, { width: 1920, height: 1080 }, true);
    expect(layout.before.height).toBe(layout.after.height);
    expect(layout.before.width / layout.before.height).toBeCloseTo(4 / 3, 2);
    expect(layout.after.width / layout.after.height).toBeCloseTo(16 / 9, 2);
    expect(layout.width).toBeLessThanOrEqual(CARD_MAX_WIDTH);
  });

  it('leaves the QR code out when there is no address to encode', () => {
    const layout = compareCardLayout({ width: 640, height: 480 }, { width: 640, height: 480 }, false);
    expect(layout.qr).toBeNull();
    expect(layout.before.height).toBe(480);
    expect(layout.caption.top).toBeGreaterThan(layout.before.y + layout.before.height);
  });
});

describe('pair image layout', () => {
  it('fits both photos side by side into the export size’s edge, on one height, keeping their aspect', () => {
    const layout = pairLayout({ width: 2048, height: 1536 }, { width: 2048, height: 1536 }, 2048);
    expect(layout.width).toBeLessThanOrEqual(2048);
    expect(layout.before.height).toBe(layout.after.height);
    expect(layout.before.width / layout.before.height).toBeCloseTo(4 / 3, 2);
    expect(layout.before.x + layout.before.width).toBeLessThan(layout.after.x);
    for (const r of [layout.before, layout.after]) expect(within(r, layout.width, layout.height)).toBe(true);
    expect(layout.height).toBe(layout.before.height + 2 * layout.before.y);
  });

  it('never enlarges small photos, and caps the width at Original size', () => {
    const small = pairLayout({ width: 400, height: 300 }, { width: 400, height: 300 }, 2048);
    expect(small.before).toMatchObject({ width: 400, height: 300 });
    const original = pairLayout({ width: 6000, height: 4000 }, { width: 6000, height: 4000 }, null);
    expect(original.width).toBeLessThanOrEqual(PAIR_MAX_WIDTH);
  });
});

