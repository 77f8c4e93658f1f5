/** Assets: GET /assets, POST /assets/upload (multipart), POST /assets/delete (JSON). */
import { Hono } from 'hono';
import { fileUrl, type EmulatorContext } from '../context';
import type { AppEnv } from '../http/app-env';
import { formFile, formText, requireJsonObject, requireMultipart, requiredString } from '../http/fields';
import { badRequest, HttpError } from '../http/http-error';
import { newId } from '../ids';
import { MAX_ASSET_NAME, MAX_ID_LENGTH } from '../limits';
import type { Asset } from '../state';
import { findAsset, imageFromFile, imageFromUrl } from './image-input';

/** An asset as the API returns it. */
export function assetBody(ctx: EmulatorContext, asset: Asset): { id: string; name: string; width: number; height: number; preview_url: string } {
  return { id: asset.id, name: asset.name, width: asset.width, height: asset.height, preview_url: fileUrl(ctx, asset.fileId) };
}

/** A name for an asset uploaded without `asset_name`: the file or URL's base name, else `image-<n>`. */
export function defaultAssetName(fileName: string | undefined, imageUrl: string | undefined, ordinal: number): string {
  let base = fileName ?? '';
  if (base === '' && imageUrl !== undefined) {
    try {
      base = decodeURIComponent(new URL(imageUrl).pathname.split('/').pop() ?? '');
    } catch {
      base = '';
    }
  }
  const stem = base.replace(/\.[a-z0-9]{1,5}$/i, '').trim();
  // Browsers name Blob parts "blob"; that is no name at all.
  return stem === '' || stem === 'blob' ? `image-${ordinal}` : stem.slice(0, MAX_ASSET_NAME);
}

/** 403 when the account is full. The spec does not show the limit (section 8): neither does the answer, so no client can come to rely on it. */
function assertRoom(ctx: EmulatorContext): void {
  if (ctx.state.assets.size >= ctx.options.maxAssets) throw new HttpError(403, 'maximum number of assets reached');
}

/** The asset routes. */
export function assetRoutes(ctx: EmulatorContext): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/assets', (c) => c.json({ assets: [...ctx.state.assets.values()].map((a) => assetBody(ctx, a)) }, 200))
    .post('/assets/upload', async (c) => {
      const form = requireMultipart(c.var.body);
      const file = formFile(form, 'image');
      const imageUrl = formText(form, 'image_url');
      const name = formText(form, 'asset_name', MAX_ASSET_NAME);
      if (file === undefined && imageUrl === undefined) throw badRequest('image (file) or image_url is required');
      if (file !== undefined && imageUrl !== undefined) throw badRequest('send image or image_url, not both');
      assertRoom(ctx);
      const image = file !== undefined ? await imageFromFile(ctx, 'image', file) : await imageFromUrl(ctx, 'image_url', imageUrl ?? '', c.req.raw.signal);
      // Checked again: other uploads may have completed while this one was decoding.
      assertRoom(ctx);
      const fileId = await ctx.files.save(image.jpeg);
      const asset: Asset = {
        id: newId('asset'),
        name: name?.trim() ?? defaultAssetName(file?.name, imageUrl, ctx.state.assets.size + 1),
        width: image.width,
        height: image.height,
        fileId,
      };
      ctx.state.assets.set(asset.id, asset);
      return c.json({ asset: assetBody(ctx, asset) }, 200);
    })
    .post('/assets/delete', async (c) => {
      const assetId = requiredString(requireJsonObject(c.var.body), 'asset_id', MAX_ID_LENGTH);
      const asset = findAsset(ctx, assetId);
      ctx.state.assets.delete(asset.id);
      await ctx.files.remove(asset.fileId);
      return c.json({ status: 'deleted', asset_id: asset.id }, 200);
    });
}
