/**
 * File helpers of the extension pages (DOM APIs, no React): reading a picked image, and saving
 * a blob as a download.
 */
import { sniffImageType } from '../../lib/images/sniff';

/** Largest style image accepted: beyond this a data URL strains messaging and storage. */
export const MAX_STYLE_IMAGE_BYTES = 15 * 1024 * 1024;

/** The outcome of reading a picked image. */
export type ReadImageResult = { ok: true; dataUrl: string; name: string } | { ok: false; reason: 'not_an_image' | 'too_large' | 'unreadable' };

/**
 * Reads a picked file as a data URL after checking it really is an image (by content, not by its
 * name), with the sniffed MIME type in the data URL.
 */
export async function readImageFile(file: File): Promise<ReadImageResult> {
  if (file.size > MAX_STYLE_IMAGE_BYTES) return { ok: false, reason: 'too_large' };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readArrayBuffer(file));
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  // By content, not by the file's name or type (lib/images/sniff.ts): the type goes into the data: URL.
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, reason: 'not_an_image' };
  return { ok: true, dataUrl: `data:${type};base64,${toBase64(bytes)}`, name: file.name };
}

function readArrayBuffer(file: Blob): Promise<ArrayBuffer> {
  // FileReader rather than Blob.arrayBuffer(): older engines (and jsdom) lack the latter.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // Chunks keep String.fromCharCode's argument list under engine limits for large files.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Reads a small text file (a catalog). */
export function readTextFile(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

/** Saves a blob as a file through a temporary `<a download>` (no downloads permission needed). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The download has started by the next task; revoking later keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
