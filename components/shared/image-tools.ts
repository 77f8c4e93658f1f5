/**
 * Canvas helpers for result images (DOM APIs, no React): the disclosure label stamped on
 * downloads, and PNG conversion for the clipboard (the only image type every browser copies).
 */

async function decode(blob: Blob): Promise<{ source: CanvasImageSource; width: number; height: number; close: () => void }> {
  const bitmap = await createImageBitmap(blob);
  return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
}

function canvasOf(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images.');
  return { canvas, context };
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the image.'))), type, quality));
}

/**
 * The image with a disclosure label ("Virtually staged") drawn in its lower-left corner, at full
 * resolution, in the same format when that is JPEG, PNG or WebP.
 */
export async function stampDisclosure(blob: Blob, label: string): Promise<Blob> {
  const image = await decode(blob);
  try {
    const { canvas, context } = canvasOf(image.width, image.height);
    context.drawImage(image.source, 0, 0);
    // Sized to the image, so the label is legible on a phone and not huge on a 4K render.
    const fontSize = Math.max(14, Math.round(Math.min(image.width, image.height) * 0.035));
    const padding = Math.round(fontSize * 0.5);
    context.font = `600 ${fontSize}px system-ui, -apple-system, "Segoe UI", sans-serif`;
    const textWidth = context.measureText(label).width;
    const boxHeight = fontSize + padding * 2;
    const margin = padding;
    context.fillStyle = 'rgba(0, 0, 0, 0.62)';
    context.fillRect(margin, image.height - margin - boxHeight, textWidth + padding * 2, boxHeight);
    context.fillStyle = '#fff';
    context.textBaseline = 'middle';
    context.fillText(label, margin + padding, image.height - margin - boxHeight / 2);
    const type = ['image/jpeg', 'image/png', 'image/webp'].includes(blob.type) ? blob.type : 'image/jpeg';
    return await toBlob(canvas, type, 0.92);
  } finally {
    image.close();
  }
}

/** The image as PNG (for `ClipboardItem`, which only accepts PNG images everywhere). */
export async function toPng(blob: Blob): Promise<Blob> {
  if (blob.type === 'image/png') return blob;
  const image = await decode(blob);
  try {
    const { canvas, context } = canvasOf(image.width, image.height);
    context.drawImage(image.source, 0, 0);
    return await toBlob(canvas, 'image/png');
  } finally {
    image.close();
  }
}
