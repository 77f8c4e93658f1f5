import type { FetchFn } from '../../lib/acquisition/acquisition';
import { uploadUserAsset } from '../../lib/acquisition/asset-upload';
import { createCanvasResizer, type ImageResizer } from '../../lib/images/resize';
import { assetView, deleteAccountAsset, listAccountAssets } from '../../lib/library/account-assets';
import type { Handlers } from '../../lib/messaging/router';
import type { BackgroundContext } from './context';
import type { HandlerDeps } from './handlers';

/** What an upload reaches outside the context: the network (a URL to check) and the canvas (downscaling). */
export interface AssetIo {
  readonly fetch: FetchFn;
  readonly resizer: ImageResizer | undefined;
}

/** The worker's own fetch and canvas; made on first use, so building the handlers touches neither. */
function defaultIo(): AssetIo {
  return { fetch: (input, init) => globalThis.fetch(input, init), resizer: createCanvasResizer() };
}

/**
 * Upload slots left after a change: the plan read afresh (which also pushes it to every page, so
 * the panel's header follows), or null when it cannot be read: the change itself succeeded.
 */
async function remainingAfterChange(ctx: BackgroundContext): Promise<number | null> {
  const plan = await ctx.plan.refreshQuietly();
  return plan?.remaining_assets ?? null;
}

/**
 * The account's assets for the Assets view: list (Reimagine's own marked), upload, delete. Wiring
 * only: the rules are in lib/library/account-assets.ts and lib/acquisition/asset-upload.ts. Every
 * call uses the key through `connect` (refused for an unconfirmed host); failures come back coded.
 */
export function assetHandlers({ ready }: HandlerDeps, io: () => AssetIo = defaultIo): Pick<Handlers, 'listAssets' | 'uploadAsset' | 'deleteAsset'> {
  let made: AssetIo | undefined;
  const deps = (): AssetIo => (made ??= io());
  return {
    async listAssets() {
      const ctx = await ready;
      const { api, apiBase } = await ctx.connect();
      const assets = await listAccountAssets(ctx.db, api, apiBase);
      // Read afresh: the quota is what the view is opened to check. A failed read falls back to the
      // last known plan: the list is what the user came for, and must not be hidden by it.
      const plan = await ctx.plan.get(true).catch(() => ctx.plan.lastKnown());
      return { assets, remaining: plan?.remaining_assets ?? null };
    },
    async uploadAsset({ source, name }) {
      const ctx = await ready;
      const { api } = await ctx.connect();
      const asset = await uploadUserAsset({ api, ...deps() }, source, name);
      return { asset: assetView(asset, false), remaining: await remainingAfterChange(ctx) };
    },
    async deleteAsset({ assetId }) {
      const ctx = await ready;
      const { api } = await ctx.connect();
      await deleteAccountAsset(ctx.db, api, assetId);
      return { assetId, remaining: await remainingAfterChange(ctx) };
    },
  };
}
