import { describe, expect, it } from 'vitest';
import { centredCrop, cropSafeRect, labelLayout, PORTAL_ASPECTS, type Rect } from '../../../lib/export/label-geometry';

/** A text width estimate: "Virtually staged" at about 0.55 em a character. */
const measure = (label: string) => (fontSize: number) => label.length * fontSize * 0.55;

function inside(inner: Rect, outer: Rect): boolean {
  return inner.x >= outer.x - 1e-9 && inner.y >= outer.y - 1e-9 && inner.x + inner.width <= outer.x + outer.width + 1e-9 && inner.y + inner.height <= outer.y + outer.height + 1e-9;
}

const SIZES: [number, number][] = [
  [1200, 900], // 4:3
  [1536, 1024], // 3:2
  [1920, 1080], // 16:9
  [1000, 1000], // square
  [900, 1200], // portrait
  [3000, 1000], // panorama
  [256, 256], // smallest photo the service takes
  [4096, 2304],
  [640, 480],
];

describe('crop-safe rectangle', () => {
  it('is a centred crop of the asked aspect', () => {
    expect(centredCrop(1200, 900, 16 / 9)).toEqual({ x: 0, y: (900 - 675) / 2, width: 1200, height: 675 });
    expect(centredCrop(1200, 900, 1)).toEqual({ x: 150, y: 0, width: 900, height: 900 });
  });

  it('is the intersection of the four centred crops', () => {
    expect(cropSafeRect(1200, 900)).toEqual({ x: 150, y: 112.5, width: 900, height: 675 });
    for (const [w, h] of SIZES) {
      const safe = cropSafeRect(w, h);
      for (const aspect of PORTAL_ASPECTS) expect(inside(safe, centredCrop(w, h, aspect))).toBe(true);
    }
  });
});

describe('label layout', () => {
  for (const [w, h] of SIZES) {
    for (const label of ['Virtually staged', 'Digitally altered']) {
      it(`${label} on ${w}×${h} lies inside every centred portal crop, bottom-left`, () => {
        const layout = labelLayout(w, h, measure(label));
        expect(inside(layout.box, layout.safe)).toBe(true);
        for (const aspect of PORTAL_ASPECTS) expect(inside(layout.box, centredCrop(w, h, aspect))).toBe(true);
        // Bottom-left of the safe rectangle: nearer its left and bottom edges than the others.
        const { box, safe } = layout;
        expect(box.x - safe.x).toBeLessThan(safe.x + safe.width - (box.x + box.width));
        expect(safe.y + safe.height - (box.y + box.height)).toBeLessThan(box.y - safe.y);
        // With a margin: not touching the safe rectangle's edges.
        expect(box.x).toBeGreaterThan(safe.x);
        expect(box.y + box.height).toBeLessThan(safe.y + safe.height);
        // The text fits its box.
        expect(layout.textX + measure(label)(layout.fontSize)).toBeLessThanOrEqual(box.x + box.width);
      });
    }
  }

  it('grows with the image and has a minimum size', () => {
    const sizes = ([[256, 192], [640, 480], [1200, 900], [2400, 1800], [4096, 3072]] as const).map(([w, h]) => labelLayout(w, h, measure('Virtually staged')));
    sizes.slice(1).forEach((layout, i) => {
      expect(layout.fontSize).toBeGreaterThan(sizes[i]?.fontSize ?? Infinity);
      expect(layout.box.width).toBeGreaterThan(sizes[i]?.box.width ?? Infinity);
    });
    expect(sizes.map((layout) => layout.fontSize)).toEqual([14, 19, 36, 72, 123]);
  });

  it('is sized to the shorter side, whatever the orientation', () => {
    expect(labelLayout(1200, 900, measure('x')).fontSize).toBe(labelLayout(900, 1200, measure('x')).fontSize);
  });
});
