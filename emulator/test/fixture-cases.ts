/**
 * Faithful and altered renders of every demo room, for measuring the fixture check (#30): every
 * renovation style and spectrum step, the cabinet restyle, style transfer from each other demo
 * photo and staging in every staging style, each then altered by the `alter` fault's three
 * changes. Rendered small (the check analyses a small copy anyway) and straight through the
 * emulator's render functions, so the whole set takes seconds, not minutes.
 */
import sharp from 'sharp';
import { DEMO_PHOTOS, renderDemoPhoto } from '../../scripts/demo/photos';
import { alterFixture, FIXTURE_ALTERATIONS, type FixtureAlteration } from '../images/alter-fixture';
import { restyleCabinets } from '../images/cabinet-restyle';
import { decodeRgb, encodeJpeg, type RgbImage } from '../images/raw';
import { renovatePhoto } from '../images/renovate';
import { resolveScene, type ResolvedScene } from '../images/resolve-scene';
import { RENOVATION_SPECTRUM, SPECTRUM_STRENGTH } from '../images/spectrum';
import { stageRoom } from '../images/staging';
import { reinhardTransfer } from '../images/style-transfer';
import { RENOVATION_STYLES } from '../service-styles/renovation-styles';
import { STAGING_STYLES, type RoomTypeId } from '../service-styles/staging';

/** The size the cases are rendered at (the demo photos' 3:2). */
export const CASE_WIDTH = 384;
export const CASE_HEIGHT = 256;

/** The operation a case's render stands for. */
export type CaseOperation = 'renovate' | 'kitchenCabinets' | 'styleTransfer' | 'stage';

/** One render to check. */
export interface FixtureCase {
  readonly room: string;
  readonly operation: CaseOperation;
  readonly label: string;
  readonly original: RgbImage;
  readonly result: RgbImage;
  /** The fixture change made, or undefined for a faithful render. */
  readonly altered: FixtureAlteration | undefined;
}

interface Photo {
  readonly file: string;
  readonly roomType: string;
  readonly image: RgbImage;
  readonly jpeg: Buffer;
  readonly scene: ResolvedScene;
}

/** A JPEG round trip, as every hosted render has. */
async function hosted(image: RgbImage): Promise<RgbImage> {
  return decodeRgb(await encodeJpeg(image));
}

async function rooms(): Promise<Photo[]> {
  const interiors = DEMO_PHOTOS.filter((p) => p.file !== 'exterior.jpg');
  return Promise.all(
    interiors.map(async (p) => {
      const jpeg = await sharp(await renderDemoPhoto(p)).resize(CASE_WIDTH, CASE_HEIGHT, { fit: 'fill' }).jpeg({ quality: 90 }).toBuffer();
      const image = await decodeRgb(jpeg);
      const scene = await resolveScene(image);
      return { file: p.file, roomType: scene.map?.roomType ?? 'living_room', image, jpeg, scene };
    }),
  );
}

/** One render; `alter` changes a fixture in it, as the emulator's fault does (staging: under the furniture, so it stages again). */
interface Render {
  readonly operation: CaseOperation;
  readonly label: string;
  readonly make: () => Promise<RgbImage>;
  readonly alter?: (kind: FixtureAlteration) => Promise<RgbImage>;
}

function rendersOf(photo: Photo, others: readonly Photo[]): Render[] {
  const renders: Render[] = [];
  const interior = RENOVATION_STYLES.filter((s) => s.kind === 'interior');
  for (const style of interior) {
    for (const step of RENOVATION_SPECTRUM) {
      renders.push({ operation: 'renovate', label: `${style.id} ${step}`, make: () => renovatePhoto(photo.image, photo.scene, { style, guidance: undefined, strength: SPECTRUM_STRENGTH[step], tint: undefined }) });
    }
  }
  if (photo.scene.layers.some((l) => l.region === 'cabinets')) {
    for (const style of interior) renders.push({ operation: 'kitchenCabinets', label: `cabinets ${style.id}`, make: () => restyleCabinets(photo.image, photo.scene, style.palette.accent, 0.72) });
  }
  for (const other of others) renders.push({ operation: 'styleTransfer', label: `style of ${other.file}`, make: async () => reinhardTransfer(photo.image, other.image) });
  const roomType = photo.roomType as RoomTypeId;
  for (const style of STAGING_STYLES) {
    renders.push({
      operation: 'stage',
      label: `staged ${style.id}`,
      make: async () => decodeRgb(await stageRoom(photo.jpeg, roomType, style.colours)),
      alter: async (kind) => decodeRgb(await stageRoom(photo.jpeg, roomType, style.colours, kind)),
    });
  }
  return renders;
}

/**
 * Every case: each render faithful, then altered. The three alterations take turns across the
 * renders, so every room, style and spectrum step is checked faithful and altered, and each
 * alteration about a third of the time, for a third of the rendering.
 */
export async function fixtureCases(): Promise<FixtureCase[]> {
  const photos = await rooms();
  const cases: FixtureCase[] = [];
  let turn = 0;
  for (const photo of photos) {
    for (const render of rendersOf(photo, photos.filter((p) => p !== photo))) {
      const made = await render.make();
      const base = { room: photo.file, operation: render.operation, label: render.label, original: photo.image };
      cases.push({ ...base, result: await hosted(made), altered: undefined });
      const kind = FIXTURE_ALTERATIONS[turn++ % FIXTURE_ALTERATIONS.length] ?? 'door-added';
      const changed = render.alter ? await render.alter(kind) : alterFixture(made, photo.scene, kind);
      cases.push({ ...base, result: await hosted(changed), altered: kind });
    }
  }
  return cases;
}
