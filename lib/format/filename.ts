import type { Operation } from '../queue/types';
import { fileTimestamp } from './time';

/** File name parts per operation: short, lowercase and free of characters file systems reject. */
const OPERATION_SLUG: Record<Operation, string> = {
  renovate: 'renovate',
  kitchenCabinets: 'cabinets',
  styleTransfer: 'style-transfer',
  upscale: 'upscale',
  stage: 'staging',
  analyze: 'analysis',
};

/** The extension for an image MIME type; JPEG when unknown, which is what the service returns. */
export function imageExtension(mimeType: string | undefined): string {
  switch (mimeType?.toLowerCase()) {
    case 'image/png':
      return 'png';
    case 'image/webp':
      return 'webp';
    case 'image/gif':
      return 'gif';
    case 'image/avif':
      return 'avif';
    default:
      return 'jpg';
  }
}

/** `reimagine-<operation>-<date>.<ext>`, e.g. `reimagine-renovate-20250314-092653.jpg`. */
export function resultFileName(operation: Operation, createdAt: number, mimeType?: string): string {
  return `reimagine-${OPERATION_SLUG[operation]}-${fileTimestamp(createdAt)}.${imageExtension(mimeType)}`;
}
