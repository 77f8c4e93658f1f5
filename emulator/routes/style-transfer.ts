/** POST /style_transfer: multipart `asset_id` plus `style_image` or `style_image_url`. */
import { Hono } from 'hono';
import { fileUrl, type EmulatorContext } from '../context';
import type { AppEnv } from '../http/app-env';
import { formFile, formText, requireMultipart } from '../http/fields';
import { badRequest } from '../http/http-error';
import { decodeRgb, encodeJpeg } from '../images/raw';
import { MAX_ID_LENGTH } from '../limits';
import { reinhardTransfer } from '../images/style-transfer';
import { findAsset, imageFromFile, imageFromUrl, readStoredFile } from './image-input';
import { requestSeed, runRender } from './render';
import { takeAlteration } from './alteration';
import { alterFixture } from '../images/alter-fixture';
import { resolveScene } from '../images/resolve-scene';

/** Only the style image's colour statistics matter, so a small copy is enough. */
const STYLE_SIDE = 512;

/** The style transfer route. */
export function styleTransferRoutes(ctx: EmulatorContext): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/style_transfer', async (c) => {
    const form = requireMultipart(c.var.body);
    const assetId = formText(form, 'asset_id', MAX_ID_LENGTH);
    const styleFile = formFile(form, 'style_image');
    const styleUrl = formText(form, 'style_image_url');
    if (assetId === undefined) throw badRequest('asset_id is required');
    if (styleFile === undefined && styleUrl === undefined) throw badRequest('style_image (file) or style_image_url is required');
    if (styleFile !== undefined && styleUrl !== undefined) throw badRequest('send style_image or style_image_url, not both');
    const asset = findAsset(ctx, assetId);
    const signal = c.req.raw.signal;
    const fileId = await runRender(ctx, {
      credit: 'renovation',
      seed: requestSeed(c.req.path, c.var.body),
      signal,
      work: async () => {
        const style = styleFile !== undefined ? await imageFromFile(ctx, 'style_image', styleFile, STYLE_SIDE) : await imageFromUrl(ctx, 'style_image_url', styleUrl ?? '', signal, STYLE_SIDE);
        const content = await decodeRgb(await readStoredFile(ctx, asset.fileId));
        const transferred = reinhardTransfer(content, await decodeRgb(style.jpeg));
        // Taken once the inputs are in: a request that fails on its style image does not use the fault up.
        const alter = takeAlteration(ctx, c);
        // The fixtures are where the content photo has them: its scene places the change.
        return encodeJpeg(alter === undefined ? transferred : alterFixture(transferred, await resolveScene(content), alter));
      },
    });
    return c.json({ status: 'success', renovated_image_url: fileUrl(ctx, fileId) }, 200);
  });
}
