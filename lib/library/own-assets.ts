import { z } from 'zod';
import { isApiError } from '../api/errors';
import type { ApiClient } from '../api/client';
import { INDEXES, STORES } from '../storage/db';
import { deleteOne, getAll, putOne } from '../storage/idb';

/**
 * The assets Reimagine uploaded itself, remembered per API base and photo-bytes hash. They let a
 * second operation on the same photo reuse the asset (no second upload, no second slot of the
 * account's asset quota), and they are the ONLY assets `deleteOldestOwnAssets` may delete: the
 * user's other assets on the account are never touched.
 */

/** An asset Reimagine uploaded itself, as pages see it. */
export const OwnAsset = z.object({ id: z.string(), uploadedAt: z.number(), photoUrl: z.string().optional() });
export type OwnAsset = z.infer<typeof OwnAsset>;

/** One asset Reimagine uploaded. */
export interface OwnAssetRecord {
  readonly id: string;
  readonly apiBase: string;
  /** SHA-256 of the original photo bytes (before any downscale). */
  readonly hash: string;
  readonly uploadedAt: number;
  readonly photoUrl?: string;
  /** The asset's hosted preview (public), used as `image_url` for a materials render of a private photo. */
  readonly previewUrl?: string;
}

/** The asset uploaded for these photo bytes on this API base, if any. */
export async function findOwnAsset(db: IDBDatabase, apiBase: string, hash: string): Promise<OwnAssetRecord | undefined> {
  const found = await getAll<OwnAssetRecord>(db, STORES.assets, { index: INDEXES.assetsByHash, query: [apiBase, hash] });
  return found.sort((a, b) => b.uploadedAt - a.uploadedAt)[0];
}

/** Remembers an uploaded asset. */
export function recordOwnAsset(db: IDBDatabase, record: OwnAssetRecord): Promise<void> {
  return putOne(db, STORES.assets, record);
}

/** Forgets an asset (deleted, or found missing on the server). */
export function forgetOwnAsset(db: IDBDatabase, id: string): Promise<void> {
  return deleteOne(db, STORES.assets, id);
}

/** Reimagine's own assets on this API base, oldest first. */
export async function listOwnAssets(db: IDBDatabase, apiBase: string): Promise<OwnAssetRecord[]> {
  const all = await getAll<OwnAssetRecord>(db, STORES.assets, { index: INDEXES.assetsByUploadedAt });
  return all.filter((asset) => asset.apiBase === apiBase);
}

/**
 * Deletes the `count` oldest own assets on the server and forgets them. An asset the server no
 * longer has (`not_found`) counts as deleted. Stops at the first other failure and rethrows it
 * if nothing was deleted, so the UI can explain it; otherwise answers the count so far.
 */
export async function deleteOldestOwnAssets(db: IDBDatabase, api: Pick<ApiClient, 'deleteAsset'>, apiBase: string, count: number): Promise<number> {
  const oldest = (await listOwnAssets(db, apiBase)).slice(0, count);
  let deleted = 0;
  for (const asset of oldest) {
    try {
      await api.deleteAsset({ asset_id: asset.id });
    } catch (error) {
      if (!(isApiError(error) && error.code === 'not_found')) {
        if (deleted === 0) throw error;
        break;
      }
    }
    await forgetOwnAsset(db, asset.id);
    deleted += 1;
  }
  return deleted;
}
