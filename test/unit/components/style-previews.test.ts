// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { Wxt } from 'wxt';
import { RENOVATION_STYLES } from '../../../emulator/service-styles/renovation-styles';
import { ROOM_TYPES, STAGING_STYLES } from '../../../emulator/service-styles/staging';
import { choiceSlug, knownStyles, roomTypeSampleOf, styleSampleOf } from '../../../lib/format/style-palettes';
import { neutralRoomTypeSvg, neutralSwatchSvg, previewFiles, PREVIEW_DIR } from '../../../lib/format/style-previews';
import { roomTypePicture, stylePicture } from '../../../lib/format/choice-pictures';
import stylePreviewsModule from '../../../modules/style-previews';

/** Parses an SVG as the browser's image loader would (XML), failing on any parse error. */
function parseSvg(text: string): SVGSVGElement {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  const root = doc.documentElement;
  expect(root.nodeName).toBe('svg');
  expect(root.namespaceURI).toBe('http://www.w3.org/2000/svg');
  expect(root.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
  return root as unknown as SVGSVGElement;
}

describe('style previews (drawn at build time from lib/format/style-palettes.ts)', () => {
  it('has a sample for every style and room type the emulator lists', () => {
    const missing = [...RENOVATION_STYLES.map((s) => s.name), ...STAGING_STYLES.map((s) => s.name)].filter((name) => !styleSampleOf(name));
    expect(missing).toEqual([]);
    expect(ROOM_TYPES.map((room) => room.name).filter((name) => !roomTypeSampleOf(name))).toEqual([]);
    // Exterior styles are drawn as a house front, interior ones as a room.
    for (const style of RENOVATION_STYLES) expect(styleSampleOf(style.name)?.sample.kind).toBe(style.kind === 'exterior' ? 'facade' : 'room');
  });

  it('writes one valid, distinct SVG per known style and room type', () => {
    const files = previewFiles();
    expect(files.length).toBe(knownStyles().length + ROOM_TYPES.length);
    expect(new Set(files.map((file) => file.path)).size).toBe(files.length);
    expect(new Set(files.map((file) => file.svg)).size).toBe(files.length);
    for (const file of files) {
      expect(file.path).toMatch(new RegExp(`^${PREVIEW_DIR}/[a-z0-9-]+\\.svg$`));
      const root = parseSvg(file.svg);
      expect(root.querySelector('title')?.textContent).not.toBe('');
    }
    // Distinct drawings, not only distinct titles: the colours differ from style to style.
    const bodies = files.map((file) => file.svg.replace(/<title>.*<\/title>/, ''));
    expect(new Set(bodies).size).toBe(files.length);
  });

  it('matches names by slug, whatever their case and spacing', () => {
    expect(choiceSlug('  Mid-century   MODERN ')).toBe('mid-century-modern');
    expect(choiceSlug('Outdoor / patio')).toBe('outdoor-patio');
    expect(choiceSlug('Kid’s room')).toBe('kids-room');
    expect(choiceSlug('Provençal')).toBe('provencal');
    expect(stylePicture('SCANDINAVIAN').src).toBe(`/${PREVIEW_DIR}/scandinavian.svg`);
    expect(stylePicture('mid century modern').src).toBe(`/${PREVIEW_DIR}/mid-century-modern.svg`);
    // An alias files under its style's first name.
    expect(stylePicture('Mid-century').src).toBe(`/${PREVIEW_DIR}/mid-century-modern.svg`);
    expect(roomTypePicture('living ROOM').src).toBe(`/${PREVIEW_DIR}/room-living-room.svg`);
    // Every built style file is what a name resolves to.
    const paths = new Set(previewFiles().map((file) => `/${file.path}`));
    for (const { name } of knownStyles()) expect(paths.has(stylePicture(name).src)).toBe(true);
  });

  it('draws a neutral, labelled and distinct swatch for a name it does not know', () => {
    const a = stylePicture('Art nouveau');
    const b = stylePicture('Hollywood regency');
    expect(a.generated).toBe(true);
    expect(a.src).toMatch(/^data:image\/svg\+xml/);
    expect(a.src).not.toBe(b.src);
    expect(a.alt).toBe('Art nouveau: generated swatch, no sample picture yet');
    const root = parseSvg(decodeURIComponent(a.src.slice(a.src.indexOf(',') + 1)));
    expect(root.querySelector('text')?.textContent).toBe('AN');
    // Markup in a name is text, never markup; the same name always gives the same swatch.
    for (const name of ['<Tom & "Jerry">', '🏠 Casa', 'x'.repeat(300), '']) {
      expect(parseSvg(neutralSwatchSvg(name)).querySelector('title')?.textContent).toBe(name);
      parseSvg(neutralRoomTypeSvg(name));
    }
    expect(neutralSwatchSvg('Art nouveau')).toBe(neutralSwatchSvg('Art nouveau'));
    expect(roomTypePicture('Wine cellar')).toMatchObject({ generated: true, alt: 'Wine cellar: generated tile' });
  });

  it('is added to every build by the local WXT module', async () => {
    let hook: ((wxt: Wxt, files: { relativeDest: string; contents?: string }[]) => unknown) | undefined;
    const wxt = { hooks: { hook: (name: string, fn: typeof hook) => name === 'build:publicAssets' && (hook = fn) } } as unknown as Wxt;
    await stylePreviewsModule.setup?.(wxt, undefined);
    const files: { relativeDest: string; contents?: string }[] = [];
    await hook?.(wxt, files);
    expect(files.map((file) => file.relativeDest)).toEqual(previewFiles().map((file) => file.path));
    expect(files.every((file) => file.contents?.startsWith('<svg'))).toBe(true);
  });
});
