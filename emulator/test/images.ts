/**
 * Synthetic test photos drawn with sharp from SVG, each built to land on a known side of the
 * emulator's documented heuristics (see emulator/README.md, "Analyzer heuristic").
 */
import sharp from 'sharp';

/** Default test image size: small, so the suite stays fast. */
export const WIDTH = 320;
export const HEIGHT = 240;

async function render(svgBody: string, format: 'jpeg' | 'png' = 'jpeg', width = WIDTH, height = HEIGHT): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 320 240">${svgBody}</svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 92 }).toBuffer();
}

/** Cabinet doors: a run of panels with dark gaps and handles, the vertical edges the finder counts. */
function cabinetRun(y: number, height: number, fill: string): string {
  const doors: string[] = [];
  for (let x = 16; x < 304; x += 36) {
    doors.push(`<rect x="${x}" y="${y}" width="33" height="${height}" fill="${fill}"/>`);
    doors.push(`<rect x="${x + 26}" y="${y + height / 2 - 6}" width="3" height="12" fill="#222"/>`);
  }
  return `<rect x="16" y="${y}" width="288" height="${height}" fill="#2a1f18"/>${doors.join('')}`;
}

/** A kitchen: wall cabinets, backsplash, counter, base cabinets (56%..85% of the height), floor. */
export function kitchen(format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  return render(
    `<rect width="320" height="240" fill="#e9e1d3"/>` +
      cabinetRun(30, 60, '#f4f1ea') +
      `<rect x="16" y="101" width="288" height="24" fill="#cfd6d8"/>` +
      `<rect x="12" y="125" width="296" height="10" fill="#3b3b3b"/>` +
      cabinetRun(135, 68, '#9a6b3f') +
      `<rect y="204" width="320" height="36" fill="#8d8a85"/>`,
    format,
  );
}

/** A living room: plain wall, one smooth sofa, rug, grey floor. Few vertical edges, neutral colour. */
export function livingRoom(format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  return render(
    `<rect width="320" height="240" fill="#d6d6d2"/>` +
      `<rect y="180" width="320" height="60" fill="#8f8d8b"/>` +
      `<rect x="70" y="130" width="180" height="60" rx="10" fill="#66707a"/>` +
      `<ellipse cx="160" cy="210" rx="110" ry="18" fill="#b0aaa4"/>`,
    format,
  );
}

/** A bedroom: warm wall and bed, no cabinets. */
export function bedroom(): Promise<Buffer> {
  return render(`<rect width="320" height="240" fill="#e2b98a"/><rect y="190" width="320" height="50" fill="#a0714a"/><rect x="80" y="120" width="160" height="70" rx="8" fill="#c98f5c"/>`);
}

/** An exterior: sky across the top 40%, a house, a lawn. */
export function exterior(): Promise<Buffer> {
  return render(
    `<rect width="320" height="240" fill="#6fa8dc"/>` +
      `<rect y="170" width="320" height="70" fill="#4f8f3a"/>` +
      `<rect x="80" y="95" width="160" height="85" fill="#d9cbb5"/>` +
      `<polygon points="70,95 160,55 250,95" fill="#7a3b2e"/>` +
      `<rect x="145" y="130" width="30" height="50" fill="#4a3020"/>`,
  );
}

/** A red and white checkerboard texture for materials. */
export function checkerTexture(): Promise<Buffer> {
  const squares: string[] = [];
  for (let y = 0; y < 4; y++) for (let x = 0; x < 4; x++) if ((x + y) % 2 === 0) squares.push(`<rect x="${x * 80}" y="${y * 60}" width="80" height="60" fill="#d01010"/>`);
  return render(`<rect width="320" height="240" fill="#ffffff"/>${squares.join('')}`, 'png', 64, 64);
}

/** A strongly coloured style reference: orange to teal. */
export function orangeTealStyle(): Promise<Buffer> {
  return render(`<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#ff8a1f"/><stop offset="1" stop-color="#138a8a"/></linearGradient></defs><rect width="320" height="240" fill="url(#g)"/>`);
}

/** A WebP version of any test image. */
export function asWebp(image: Buffer): Promise<Buffer> {
  return sharp(image).webp().toBuffer();
}

/** Mean R, G, B of an image. */
export async function meanColour(image: Buffer): Promise<[number, number, number]> {
  const { channels } = await sharp(image).stats();
  return [channels[0]?.mean ?? 0, channels[1]?.mean ?? 0, channels[2]?.mean ?? 0];
}

/** Mean absolute per-channel difference of two same-sized images (0..255), optionally within rows [fromRow, toRow). */
export async function meanDifference(a: Buffer, b: Buffer, rows?: { from: number; to: number }): Promise<number> {
  const [ra, rb] = await Promise.all([a, b].map((img) => sharp(img).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  if (!ra || !rb) throw new Error('decode failed');
  if (ra.info.width !== rb.info.width || ra.info.height !== rb.info.height) throw new Error('sizes differ');
  const rowBytes = ra.info.width * 3;
  const from = (rows?.from ?? 0) * rowBytes;
  const to = (rows?.to ?? ra.info.height) * rowBytes;
  let sum = 0;
  for (let i = from; i < to; i++) sum += Math.abs((ra.data[i] ?? 0) - (rb.data[i] ?? 0));
  return sum / (to - from);
}
