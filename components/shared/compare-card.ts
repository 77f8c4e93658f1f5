/**
 * The compare card and the export's pair image (DOM APIs, no React): the photo before and after
 * side by side, each labelled (always: `lib/export/label-rule.ts`). The card is one PNG with a QR
 * code that opens the original photo, as California AB 723 asks of an altered listing photo
 * (access to the unaltered original); the pair image is a plain JPEG for the listing export.
 * Every word on them is in the listing's language: they travel with its photos.
 */
import { create as createQr } from 'qrcode';
import { compareCardLayout, pairLayout } from '../../lib/export/compare-card-layout';
import { originalLink, type OriginalLink } from '../../lib/export/qr';
import type { Rect } from '../../lib/export/label-geometry';
import { exportWords, type ExportWords } from '../../lib/export/words';
import { usableLocale } from '../../lib/i18n/load';
import type { Locale } from '../../lib/i18n/locales';
import type { ExportMessages } from '../../lib/i18n/messages/export/index';
import { canvasOf, decode, drawLabel, toBlob, toPortalJpeg, type Picture } from './image-tools';

/** What goes on the card. */
export interface CompareCardInput {
  readonly before: Blob;
  readonly after: Blob;
  /** The After image's label ("Virtually staged", "Amueblado virtualmente"), in `locale`. */
  readonly afterLabel: string;
  /** The original photo's address, encoded in the QR code when it is a web address that fits one (`originalLink`). */
  readonly originalUrl: string;
  /** The listing's language: the "Before" label and the caption are written in it. */
  readonly locale: Locale;
}

/** The card's words (literal keys, for the messages-complete test). */
const CARD = {
  before: 'card.before',
  scan: 'card.scan',
  noLink: 'card.no-link',
  tooLong: 'card.qr.too-long',
  share: 'card.no-link.share',
} as const satisfies Record<string, keyof ExportMessages>;

/** Draws the QR code of `text` in `area`: black modules on white with a four-module quiet zone. */
function drawQr(context: CanvasRenderingContext2D, text: string, area: Rect): void {
  const { modules } = createQr(text, { errorCorrectionLevel: 'M' });
  const cells = modules.size + 8;
  const unit = Math.max(1, Math.floor(area.width / cells));
  const left = Math.round(area.x + (area.width - unit * cells) / 2) + unit * 4;
  const top = Math.round(area.y + (area.height - unit * cells) / 2) + unit * 4;
  context.fillStyle = '#fff';
  context.fillRect(area.x, area.y, area.width, area.height);
  context.fillStyle = '#000';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) context.fillRect(left + col * unit, top + row * unit, unit, unit);
  }
}

/** The card's caption lines: the QR code's host, else why there is no code. */
function captionLines({ href, qr }: OriginalLink, { t }: ExportWords): string[] {
  if (qr) return [t(CARD.scan), new URL(qr).host];
  return [t(href ? CARD.tooLong : CARD.noLink), t(CARD.share)];
}

/** Draws each picture into its rectangle on a white background, with its label inside its crop-safe part. */
function drawLabelled(context: CanvasRenderingContext2D, size: { width: number; height: number }, pictures: readonly { picture: Picture; rect: Rect; label: string }[]): void {
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  for (const { picture, rect, label } of pictures) {
    context.drawImage(picture.source, rect.x, rect.y, rect.width, rect.height);
    drawLabel(context, label, { left: rect.x, top: rect.y, width: rect.width, height: rect.height });
  }
}

/** What goes in a pair image: two decoded pictures and their labels, in the listing's language. */
export interface PairImageInput {
  readonly before: Picture;
  readonly after: Picture;
  /** "Original", "Originale"… (`disclosureWords(locale).original`). */
  readonly beforeLabel: string;
  readonly afterLabel: string;
  /** The widest the image may be (the export size's edge; null at *Original size*). */
  readonly maxWidth: number | null;
}

/** The export's pair image: "Original" and the altered photo side by side, each labelled; a JPEG within the portals' cap. */
export async function drawPairImage(input: PairImageInput): Promise<Blob> {
  const layout = pairLayout(input.before, input.after, input.maxWidth);
  const { canvas, context } = canvasOf(layout.width, layout.height);
  drawLabelled(context, layout, [
    { picture: input.before, rect: layout.before, label: input.beforeLabel },
    { picture: input.after, rect: layout.after, label: input.afterLabel },
  ]);
  return toPortalJpeg(canvas);
}

/** The compare card as a PNG (its language's translations loaded first). */
export async function drawCompareCard(input: CompareCardInput): Promise<Blob> {
  const [before, after, locale] = await Promise.all([decode(input.before), decode(input.after), usableLocale(input.locale)]);
  try {
    const words = exportWords(locale);
    const link = originalLink(input.originalUrl);
    const layout = compareCardLayout(before, after, link.qr !== null);
    const { canvas, context } = canvasOf(layout.width, layout.height);
    drawLabelled(context, layout, [
      { picture: before, rect: layout.before, label: words.t(CARD.before) },
      { picture: after, rect: layout.after, label: input.afterLabel },
    ]);
    if (link.qr && layout.qr) drawQr(context, link.qr, layout.qr);
    const { caption } = layout;
    context.fillStyle = '#333';
    context.textAlign = 'center';
    context.textBaseline = 'top';
    captionLines(link, words).forEach((line, i) => {
      context.font = `${i === 0 ? 600 : 400} ${caption.fontSize}px system-ui, -apple-system, "Segoe UI", sans-serif`;
      context.fillText(line, caption.centreX, caption.top + i * caption.lineHeight, caption.maxWidth);
    });
    return await toBlob(canvas, 'image/png');
  } finally {
    before.close();
    after.close();
  }
}
