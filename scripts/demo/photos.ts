/**
 * The demo listing's photos: rendered rooms and a house front (scripts/demo/rooms/), made
 * procedurally so the demo needs no third-party images. Each is described once in
 * demo-scenes/scene/ (demo-rooms.ts, demo-house.ts), where the emulator also reads where
 * its walls, floor and cabinets are. Deterministic: the same bytes every run. Rendering takes a
 * couple of seconds a photo, so results are kept in memory and in a temp folder named by a hash
 * of the code that draws them (a change to that code renders them afresh).
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_HOUSE } from '../../demo-scenes/scene/demo-house';
import { DEMO_ROOMS } from '../../demo-scenes/scene/demo-rooms';
import { renderHousePhoto } from './rooms/render-house';
import { renderRoomPhoto } from './rooms/render-room';

export interface DemoPhoto {
  readonly file: string;
  readonly alt: string;
  /** The scene id in demo-scenes/scene. */
  readonly scene: string;
}

/** The demo listing's photos, in gallery order. */
export const DEMO_PHOTOS: readonly DemoPhoto[] = [
  { file: 'living-room.jpg', alt: 'Living room with large window', scene: 'demo-living-room' },
  { file: 'kitchen.jpg', alt: 'Kitchen with wooden cabinets', scene: 'demo-kitchen' },
  { file: 'bedroom.jpg', alt: 'Bedroom', scene: 'demo-bedroom' },
  { file: 'bathroom.jpg', alt: 'Bathroom with bathtub', scene: 'demo-bathroom' },
  { file: 'empty-room.jpg', alt: 'Empty room ready for staging', scene: 'demo-empty-room' },
  { file: 'exterior.jpg', alt: 'Front of the house', scene: 'demo-exterior' },
];

const HERE = path.dirname(fileURLToPath(import.meta.url));
const SOURCES = [path.join(HERE, 'rooms'), path.resolve(HERE, '../../demo-scenes/scene'), path.resolve(HERE, '../../demo-scenes/texture'), path.resolve(HERE, '../../demo-scenes/furniture')];

// Read from the photos, not used to draw them: a new fingerprint must not make them render again.
const NOT_DRAWING = ['fingerprints.ts', 'fingerprint.ts', 'known-scenes.ts', 'labels.ts'];

/** A hash of every file that decides how the photos look. */
async function sourceHash(): Promise<string> {
  const hash = createHash('sha256');
  const files = [fileURLToPath(import.meta.url), path.resolve(HERE, '../../demo-scenes/color.ts')];
  for (const dir of SOURCES) for (const name of (await readdir(dir)).sort()) if (name.endsWith('.ts') && !NOT_DRAWING.includes(name)) files.push(path.join(dir, name));
  for (const file of files) hash.update(file.slice(file.lastIndexOf('/'))).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

function draw(photo: DemoPhoto): Promise<Buffer> {
  if (photo.scene === DEMO_HOUSE.id) return renderHousePhoto(DEMO_HOUSE);
  const spec = DEMO_ROOMS.find((r) => r.id === photo.scene);
  if (spec === undefined) throw new Error(`no demo scene ${photo.scene}`);
  return renderRoomPhoto(spec);
}

async function cached(photo: DemoPhoto): Promise<Buffer> {
  const dir = path.join(tmpdir(), 'reimagine-demo-photos', await sourceHash());
  const file = path.join(dir, photo.file);
  try {
    return await readFile(file);
  } catch {
    const bytes = await draw(photo);
    await mkdir(dir, { recursive: true });
    // Written aside and renamed, so a parallel test worker never reads half a file.
    const partial = `${file}.${process.pid}.part`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    return bytes;
  }
}

const memo = new Map<string, Promise<Buffer>>();

/** One demo photo as JPEG bytes (1280 x 853). */
export function renderDemoPhoto(photo: DemoPhoto): Promise<Buffer> {
  let bytes = memo.get(photo.file);
  if (bytes === undefined) {
    bytes = cached(photo);
    memo.set(photo.file, bytes);
    bytes.catch(() => memo.delete(photo.file));
  }
  return bytes;
}
