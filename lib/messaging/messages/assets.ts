import { z } from '../../zod';
import { MAX_PHOTO_BYTES } from '../../acquisition/acquisition';
import { MAX_ASSET_NAME_LENGTH, MAX_ID_LENGTH, MAX_URL_LENGTH } from '../../api/limits';
import { isHttpUrl } from '../../util/url';
import { maxDataUrlLength } from '../../images/data-url';
import { message } from '../message-spec';

/**
 * The Assets view's messages: the images stored on the account (GET /assets), uploading one
 * (POST /assets/upload) and deleting one (POST /assets/delete). Spread into PROTOCOL. The API key
 * stays in the background; pages only ever see these shapes.
 */

/** One asset on the account, as pages see it. `own`: Reimagine uploaded it for a render (lib/library/own-assets). */
export const AccountAsset = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  width: z.int().check(z.nonnegative()),
  height: z.int().check(z.nonnegative()),
  previewUrl: z.string(),
  own: z.boolean(),
});
export type AccountAsset = z.infer<typeof AccountAsset>;

/** Upload slots left on the account (the plan's `remaining_assets`); null when the plan could not be read. */
const Remaining = z.nullable(z.int());

/**
 * Longest data URL a picked file may arrive as: a photo of the largest size Reimagine downloads
 * (`MAX_PHOTO_BYTES`), base64 (4 characters per 3 bytes), plus its `data:<type>;base64,` head.
 */
export const MAX_UPLOAD_DATA_URL_LENGTH = maxDataUrlLength(MAX_PHOTO_BYTES);

/** What to upload: a file the user picked (read by the page as a data URL), or an image's web address. */
export const UploadSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('file'), dataUrl: z.string().check(z.startsWith('data:'), z.maxLength(MAX_UPLOAD_DATA_URL_LENGTH)), fileName: z.optional(z.string().check(z.maxLength(500))) }),
  z.object({ kind: z.literal('url'), url: z.string().check(z.trim(), z.maxLength(MAX_URL_LENGTH), z.refine(isHttpUrl, 'must be an http(s) address')) }),
]);
export type UploadSource = z.infer<typeof UploadSource>;

export const ASSET_MESSAGES = {
  /**
   * Every asset on the account (Reimagine's own marked), and the upload slots left. Reimagine's
   * records of its own assets that the account no longer has (deleted elsewhere) are forgotten.
   */
  listAssets: message({
    request: z.strictObject({}),
    response: z.object({ assets: z.array(AccountAsset), remaining: Remaining }),
    allowedFrom: ['extension'],
  }),
  /**
   * Uploads an image as a new asset: it takes one upload slot of the account (no credits). The
   * bytes get the same checks as a listing photo (type, size, pixels) before anything is sent.
   * Never retried on its own (a timed-out upload may still have taken a slot).
   */
  uploadAsset: message({
    request: z.strictObject({ source: UploadSource, name: z.optional(z.string().check(z.trim(), z.maxLength(MAX_ASSET_NAME_LENGTH))) }),
    response: z.object({ asset: AccountAsset, remaining: Remaining }),
    allowedFrom: ['extension'],
  }),
  /** Deletes one asset (the user confirmed it); `not_found` when it was already deleted elsewhere. */
  deleteAsset: message({
    request: z.strictObject({ assetId: z.string().check(z.minLength(1), z.maxLength(MAX_ID_LENGTH)) }),
    response: z.object({ assetId: z.string(), remaining: Remaining }),
    allowedFrom: ['extension'],
  }),
} as const;
