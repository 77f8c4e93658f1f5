/**
 * The emulator's knowledge of the demo photos (#18): each one's map has the regions renders rely
 * on; any other photo gets the documented bands; guidance words name colours and materials; the
 * analyzer reports the demo rooms' true types. That the photos are recognised at all is
 * demo-scenes/test/known-scenes.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { classifyScene } from '../images/analyze';
import { loadAnalysisView } from '../images/analysis-view';
import { readGuidance } from '../images/guidance-words';
import { decodeRgb } from '../images/raw';
import { resolveScene } from '../images/resolve-scene';
import type { Region } from '../../demo-scenes/scene/scene-map';
import { DEMO_PHOTOS, renderDemoPhoto } from '../../scripts/demo/photos';
import { livingRoom } from './images';

const regionsOf = async (bytes: Buffer): Promise<Set<Region>> => {
  const scene = await resolveScene(await decodeRgb(bytes));
  return new Set([...new Set(scene.label)].filter((l) => l > 0).map((l) => scene.layers[l]?.region as Region));
};

describe('known scenes\' maps', () => {
  it('maps the regions each render relies on', async () => {
    const regions = async (file: string): Promise<Set<Region>> => regionsOf(await renderDemoPhoto(DEMO_PHOTOS.find((p) => p.file === file) ?? { file, alt: '', scene: '' }));
    expect([...(await regions('living-room.jpg'))]).toEqual(expect.arrayContaining(['ceiling', 'walls', 'floor', 'window', 'door', 'trim', 'object']));
    expect([...(await regions('kitchen.jpg'))]).toEqual(expect.arrayContaining(['walls', 'floor', 'cabinets', 'countertops', 'backsplash']));
    expect([...(await regions('exterior.jpg'))]).toEqual(expect.arrayContaining(['sky', 'ground', 'siding', 'roof', 'trim', 'door', 'window', 'plants']));
    expect((await regions('empty-room.jpg')).has('object')).toBe(false);
  }, 60_000);
});

describe('any other photo', () => {
  it('gets the bands: ceiling on top, walls above the middle, floor at the bottom', async () => {
    const scene = await resolveScene(await decodeRgb(await livingRoom()));
    const regionAt = (y: number): Region | undefined => scene.layers[scene.label[Math.floor(y * scene.height) * scene.width] ?? 0]?.region;
    expect(scene.map).toBeUndefined();
    expect([regionAt(0.05), regionAt(0.35), regionAt(0.9)]).toEqual(['ceiling', 'walls', 'floor']);
  });
});

describe('guidance words', () => {
  it('reads colours for the surface named after them (walls by default) and materials', () => {
    const look = readGuidance('Sage walls, dark walnut floors and navy cabinets; make it green');
    expect(look.walls?.colour).toBeDefined();
    expect(look.floor?.kind).toBe('wood');
    expect(look.cabinets?.colour).toEqual([39, 56, 79]);
    expect(readGuidance('exposed brick').walls?.kind).toBe('brick');
    expect(readGuidance('make it feel bigger')).toEqual({});
  });
});

describe('the analyzer on the demo listing', () => {
  it.each([
    ['bathroom.jpg', { classification: 'interior', room_type: 'bathroom' }],
    ['bedroom.jpg', { classification: 'interior', room_type: 'bedroom' }],
    ['kitchen.jpg', { classification: 'interior', room_type: 'kitchen' }],
    ['exterior.jpg', { classification: 'exterior', exterior_type: 'facade' }],
  ])('classifies %s by its map', async (file, expected) => {
    const view = await loadAnalysisView(await renderDemoPhoto(DEMO_PHOTOS.find((p) => p.file === file) ?? { file, alt: '', scene: '' }));
    expect(classifyScene(view, 'normal')).toMatchObject(expected);
  });
});
