import sharp from 'sharp';
import type { ListingContext } from '../../../lib/listing';
import type { ExportEntry } from '../../../lib/export/types';

/** A listing of five photos, as a Reimagine button hands it over. */
export const LISTING: ListingContext = {
  listingUrl: 'https://www.zillow.com/homedetails/12-Orchard-Lane/123_zpid/',
  site: 'zillow',
  title: '12 Orchard Lane, Springfield | Zillow',
  address: '12 Orchard Lane, Springfield',
  price: '$745,000',
  photoUrls: [1, 2, 3, 4, 5].map((n) => `https://photos.zillowstatic.com/fp/photo-${n}-uncropped.jpg`),
};

/** A finished result of `operation` on the listing's photo `n` (1-based). */
export function entry(id: string, n: number, operation: ExportEntry['operation'], params: Record<string, unknown> = {}): ExportEntry {
  return {
    id,
    operation,
    params,
    photo: { url: LISTING.photoUrls[n - 1] ?? `https://example.com/other-${n}.jpg`, listing: LISTING },
    createdAt: Date.UTC(2025, 2, 14, 9, 26, 53),
    disclosure: operation === 'stage' ? 'virtually-staged' : 'digitally-altered',
    resultUrl: `https://cdn.renovateai.app/results/${id}.jpg`,
  };
}

/** A small real JPEG of one colour. */
export async function jpeg(colour: string, width = 64, height = 48): Promise<Uint8Array> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer());
}
