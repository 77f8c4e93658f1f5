import { OPERATIONS, type Operation } from '../operations';
import { fileTimestamp } from './time';

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
  return `reimagine-${OPERATIONS[operation].slug}-${fileTimestamp(createdAt)}.${imageExtension(mimeType)}`;
}
