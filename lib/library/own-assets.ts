import { z } from '../zod';
import { isApiError } from '../api/errors';
import type { ApiClient } from '../api/client';
import { INDEXES, STORES } from '../storage/db';
import { deleteOne, getAll, putOne } from '../storage/idb';
import { quarantineRecords, schemaProblem, type Rejected } from '../storage/quarantine';

/**
 * The assets Reimagine uploaded itself, remembered per API base and photo-bytes hash. They let a
 * second operation on the same photo reuse the asset (no second upload, no second slot of the
 * account's asset quota), and they are the ONLY assets `deleteOldestOwnAssets` may delete: the
 * user's other assets on the account are never touched.
 */

/** An asset Reimagine uploaded itself, as pages see it. */
export const OwnAsset = z.object({ id: z.string(), uploadedAt: z.number(), photoUrl: z.optional(z.string()) });
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

/**
 * A stored own-asset record as read: its id and base are what make it deletable; a bad optional
 * part (an older version's, or a cut-short write) is dropped rather than failing the whole list.
 */
const StoredOwnAsset = z.object({
  id: z.string().check(z.minLength(1)),
  apiBase: z.string(),
  hash: z.catch(z.string(), ''),
  uploadedAt: z.catch(z.number(), 0),
  photoUrl: z.catch(z.optional(z.string()), undefined),
  previewUrl: z.catch(z.optional(z.string()), undefined),
});

/**
 * Reimagine's own assets on this API base, oldest first. A record without a usable id or base is
 * moved to the quarantine (kept, not deleted), so the asset-limit way out still works.
 */
export async function listOwnAssets(db: IDBDatabase, apiBase: string, now: number = Date.now()): Promise<OwnAssetRecord[]> {
  const all = await getAll<unknown>(db, STORES.assets, { index: INDEXES.assetsByUploadedAt });
  const rejected: Rejected[] = [];
  const assets: OwnAssetRecord[] = [];
  for (const raw of all) {
    const parsed = StoredOwnAsset.safeParse(raw);
    if (parsed.success) assets.push(stripUndefined(parsed.data));
    else rejected.push({ key: (raw as { id: IDBValidKey }).id, value: raw, reason: schemaProblem(parsed.error) });
  }
  await quarantineRecords(db, STORES.assets, rejected, now).catch(() => 0);
  return assets.filter((asset) => asset.apiBase === apiBase);
}

function stripUndefined(record: z.infer<typeof StoredOwnAsset>): OwnAssetRecord {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as unknown as OwnAssetRecord;
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
