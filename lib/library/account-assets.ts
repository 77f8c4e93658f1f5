import type { ApiClient, Asset } from '../api/client';
import { isApiError } from '../api/errors';
import { forgetOwnAsset, listOwnAssets } from './own-assets';

/**
 * The account's assets as the Assets view shows them: every image stored on the account (not
 * only Reimagine's), each marked when Reimagine uploaded it itself for a render. Deleting here is
 * the user's own choice, one asset at a time; Reimagine's records follow the account.
 */

/** One asset of the account, for pages (`lib/messaging/messages/assets.ts`). */
export interface AccountAssetView {
  readonly id: string;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  readonly previewUrl: string;
  readonly own: boolean;
}

/** An API asset as pages see it. */
export function assetView(asset: Asset, own: boolean): AccountAssetView {
  return { id: asset.id, name: asset.name, width: asset.width, height: asset.height, previewUrl: asset.preview_url, own };
}

/**
 * Every asset on the account, Reimagine's own marked. Own records the account no longer lists
 * were deleted elsewhere and are forgotten, so no render tries to reuse them. The records are read
 * BEFORE the list is requested: a job that uploads meanwhile records its asset after the list was
 * taken, and must not be forgotten for being missing from it.
 */
export async function listAccountAssets(db: IDBDatabase, api: Pick<ApiClient, 'listAssets'>, apiBase: string): Promise<AccountAssetView[]> {
  const own = await listOwnAssets(db, apiBase);
  const assets = await api.listAssets();
  const onAccount = new Set(assets.map((asset) => asset.id));
  for (const record of own) if (!onAccount.has(record.id)) await forgetOwnAsset(db, record.id);
  const ownIds = new Set(own.map((record) => record.id));
  return assets.map((asset) => assetView(asset, ownIds.has(asset.id)));
}

/**
 * Deletes one asset. Reimagine forgets its own record of it when it is deleted, and also when the
 * account no longer had it (`not_found`, rethrown so the page can say so and refresh its list).
 */
export async function deleteAccountAsset(db: IDBDatabase, api: Pick<ApiClient, 'deleteAsset'>, assetId: string): Promise<void> {
  try {
    await api.deleteAsset({ asset_id: assetId });
  } catch (error) {
    if (isApiError(error) && error.code === 'not_found') await forgetOwnAsset(db, assetId);
    throw error;
  }
  await forgetOwnAsset(db, assetId);
}
