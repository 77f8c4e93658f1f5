import { allowedImageType, IMAGE_EXTENSIONS } from '../images/sniff';
import { OPERATIONS, type Operation } from '../operations';
import { fileTimestamp } from './time';

/** The extension for an image MIME type (allow-listed: lib/images/sniff.ts); JPEG when unknown, which is what the service returns. */
export function imageExtension(mimeType: string | undefined): string {
  const type = allowedImageType(mimeType);
  return type ? IMAGE_EXTENSIONS[type] : 'jpg';
}

/** `reimagine-<operation>-<date>.<ext>`, e.g. `reimagine-renovate-20250314-092653.jpg`. */
export function resultFileName(operation: Operation, createdAt: number, mimeType?: string): string {
  return `reimagine-${OPERATIONS[operation].slug}-${fileTimestamp(createdAt)}.${imageExtension(mimeType)}`;
}
