import jsQR from 'jsqr';
import sharp from 'sharp';

/** Every inline `<svg>` of an HTML page with its accessible name. */
export function inlineSvgs(html: string): { name: string | undefined; svg: string }[] {
  return [...html.matchAll(/<svg\b[^>]*>[\s\S]*?<\/svg>/g)].map(([svg]) => ({ svg, name: /aria-label="([^"]*)"/.exec(svg)?.[1] }));
}

/** Reads a QR code drawn as SVG: rendered to pixels by sharp, decoded by jsQR. */
export async function decodeQrSvg(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 144 }).flatten({ background: '#fff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}
