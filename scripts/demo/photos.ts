/**
 * Synthetic listing photos for the demo site: simple but recognisable rooms drawn as SVG and
 * rendered with sharp, so the demo needs no third-party images. Deterministic: the same photo
 * every run.
 */
import sharp from 'sharp';

export interface DemoPhoto {
  readonly file: string;
  readonly alt: string;
  readonly svg: string;
}

const W = 1280;
const H = 853;

function room(wall: string, floor: string, extra: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <rect width="${W}" height="${H}" fill="${wall}"/>
  <rect y="0" width="${W}" height="90" fill="#f4f1ea"/>
  <polygon points="0,${H} ${W},${H} ${W - 180},${H * 0.68} 180,${H * 0.68}" fill="${floor}"/>
  <rect x="160" y="140" width="260" height="300" fill="#cfe8ff" stroke="#fff" stroke-width="14"/>
  ${extra}
</svg>`;
}

/** The demo listing's photos: living room, kitchen, bedroom, an empty room to stage, and the outside. */
export const DEMO_PHOTOS: readonly DemoPhoto[] = [
  {
    file: 'living-room.jpg',
    alt: 'Living room with large window',
    svg: room('#d9cbb5', '#8a6a4a', `<rect x="600" y="430" width="420" height="150" rx="20" fill="#5d6d7e"/><rect x="560" y="600" width="500" height="40" fill="#3e2f23"/>`),
  },
  {
    file: 'kitchen.jpg',
    alt: 'Kitchen with wooden cabinets',
    svg: room(
      '#e8e2d6',
      '#9c9488',
      `<rect x="480" y="140" width="720" height="170" fill="#a0703c"/><rect x="480" y="330" width="720" height="40" fill="#e0ddd5"/><rect x="480" y="370" width="720" height="210" fill="#a0703c"/>
       <g fill="#6b4a28">${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${500 + i * 118}" y="160" width="100" height="130"/><rect x="${500 + i * 118}" y="390" width="100" height="170"/>`).join('')}</g>`,
    ),
  },
  {
    file: 'bedroom.jpg',
    alt: 'Bedroom',
    svg: room('#c9d3dc', '#b59b7c', `<rect x="560" y="380" width="520" height="220" rx="16" fill="#f5f5f5"/><rect x="560" y="320" width="520" height="80" rx="16" fill="#7a8ca0"/>`),
  },
  { file: 'empty-room.jpg', alt: 'Empty room ready for staging', svg: room('#ece7df', '#a88462', '') },
  {
    file: 'exterior.jpg',
    alt: 'Front of the house',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <rect width="${W}" height="${H * 0.55}" fill="#87bfe8"/><rect y="${H * 0.55}" width="${W}" height="${H * 0.45}" fill="#5e8c3a"/>
  <rect x="330" y="300" width="620" height="330" fill="#e9dcc6"/><polygon points="290,310 640,120 990,310" fill="#7b3f2a"/>
  <rect x="590" y="470" width="100" height="160" fill="#4b3425"/><rect x="400" y="380" width="130" height="100" fill="#cfe8ff"/><rect x="750" y="380" width="130" height="100" fill="#cfe8ff"/>
</svg>`,
  },
];

/** Renders one demo photo to JPEG bytes. */
export function renderDemoPhoto(photo: DemoPhoto): Promise<Buffer> {
  return sharp(Buffer.from(photo.svg)).jpeg({ quality: 85 }).toBuffer();
}
