import type { AccountAsset } from '../../../lib/messaging/messages/assets';

/** Assets on the account as the background lists them: two of the user's own, one Reimagine uploaded. */
export const ASSETS: AccountAsset[] = [
  { id: 'asset-kitchen', name: 'Kitchen', width: 1600, height: 1200, previewUrl: 'https://files.example/kitchen.jpg', own: false },
  { id: 'asset-r1', name: 'reimagine-0123456789ab', width: 2048, height: 1536, previewUrl: 'https://files.example/r1.jpg', own: true },
  { id: 'asset-garden', name: 'Garden', width: 4032, height: 3024, previewUrl: 'https://files.example/garden.jpg', own: false },
];

/** A new asset as an upload answers it. */
export function uploaded(name: string, id = 'asset-new'): AccountAsset {
  return { id, name, width: 1200, height: 900, previewUrl: `https://files.example/${id}.jpg`, own: false };
}

/** PNG header bytes of a `width`×`height` image: enough for the page's sniffer. */
export function pngFile(name: string, width = 1200, height = 900): File {
  const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...u32(13), 0x49, 0x48, 0x44, 0x52, ...u32(width), ...u32(height), 8, 2, 0, 0, 0]);
  return new File([bytes], name, { type: 'image/png' });
}
