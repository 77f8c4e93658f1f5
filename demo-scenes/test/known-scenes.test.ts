/**
 * Recognising the demo listing's photos (#18): each is recognised as its own scene (also resized
 * and re-encoded) by a stored fingerprint that is still current, and no other photo is.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeRgb } from '../../emulator/images/raw';
import { kitchen, livingRoom } from '../../emulator/test/images';
import { DEMO_PHOTOS, renderDemoPhoto } from '../../scripts/demo/photos';
import { correlation, decodeFingerprint, fingerprintOf } from '../scene/fingerprint';
import { DEMO_FINGERPRINTS } from '../scene/fingerprints';
import { recogniseScene } from '../scene/known-scenes';

describe('known scenes', () => {
  it.each(DEMO_PHOTOS.map((p) => [p.file, p] as const))('recognises %s as its own scene, also at half size; its stored fingerprint is current', async (_file, photo) => {
    const bytes = await renderDemoPhoto(photo);
    const image = await decodeRgb(bytes);
    expect(recogniseScene(image)?.id).toBe(photo.scene);
    expect(correlation(fingerprintOf(image), decodeFingerprint(DEMO_FINGERPRINTS[photo.scene] ?? ''))).toBeGreaterThan(0.999);
    const half = await decodeRgb(await sharp(bytes).resize(640).jpeg({ quality: 70 }).toBuffer());
    expect(recogniseScene(half)?.id).toBe(photo.scene);
  }, 60_000);

  it('recognises no other photo: the test drawings, a 3:2 gradient, a cropped demo photo', async () => {
    expect(recogniseScene(await decodeRgb(await kitchen()))).toBeUndefined();
    expect(recogniseScene(await decodeRgb(await livingRoom()))).toBeUndefined();
    const gradient = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="853"><defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#654"/></linearGradient></defs><rect width="1280" height="853" fill="url(#g)"/></svg>');
    expect(recogniseScene(await decodeRgb(await sharp(gradient).jpeg().toBuffer()))).toBeUndefined();
    const photo = await renderDemoPhoto(DEMO_PHOTOS[0] ?? { file: '', alt: '', scene: '' });
    expect(recogniseScene(await decodeRgb(await sharp(photo).extract({ left: 200, top: 0, width: 1080, height: 720 }).toBuffer()))).toBeUndefined();
  }, 60_000);
});
