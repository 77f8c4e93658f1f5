/**
 * Resizing an image for a listing export (canvas, panel only): the longest edge capped, the
 * format kept when it is JPEG, PNG or WebP. An image already small enough is returned as it is.
 */
export async function fitImage(blob: Blob, longestEdge: number | null): Promise<Blob> {
  if (longestEdge === null) return blob;
  const bitmap = await createImageBitmap(blob);
  try {
    const scale = longestEdge / Math.max(bitmap.width, bitmap.height);
    if (scale >= 1) return blob;
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw images.');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const type = ['image/jpeg', 'image/png', 'image/webp'].includes(blob.type) ? blob.type : 'image/jpeg';
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((out) => (out ? resolve(out) : reject(new Error('Could not encode the image.'))), type, 0.9));
  } finally {
    bitmap.close();
  }
}
