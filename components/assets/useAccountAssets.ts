import { useCallback, useEffect, useRef, useState } from 'react';
import type { ErrorCode } from '../../lib/errors';
import type { Failure, Reply, ResponseOf } from '../../lib/messaging/protocol';
import type { AccountAsset, UploadSource } from '../../lib/messaging/messages/assets';
import { useBackground } from '../shared/background';

/** The list as last read: loading, the assets, or why they could not be read (with the assets shown before, if any). */
export type AssetListState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly assets: readonly AccountAsset[] }
  | { readonly status: 'failed'; readonly code: ErrorCode; readonly detail: string; readonly assets: readonly AccountAsset[] | null };

/** The outcome of an upload or a delete: the slots left before and after, or the failure. */
export type Change<T> = { readonly ok: true; readonly value: T; readonly before: number | null; readonly after: number | null } | Failure;

/** The account's assets as a page shows them, and the three things it can do with them. */
export interface AccountAssets {
  readonly list: AssetListState;
  /** Upload slots left; null when unknown. */
  readonly remaining: number | null;
  /** Reads the list again; resolves the assets, or null when the read failed (the list shows why). */
  refresh(): Promise<readonly AccountAsset[] | null>;
  upload(source: UploadSource, name: string | undefined): Promise<Change<AccountAsset>>;
  remove(assetId: string): Promise<Change<string>>;
}

const shown = (list: AssetListState): readonly AccountAsset[] | null => (list.status === 'loading' ? null : list.assets);

/**
 * Loads the account's assets once mounted and keeps the list and the quota in step with each
 * upload and delete (no second read: the background answers the new quota with each change).
 */
export function useAccountAssets(): AccountAssets {
  const { call } = useBackground();
  const [list, setList] = useState<AssetListState>({ status: 'loading' });
  const [remaining, setRemaining] = useState<number | null>(null);
  // The latest quota for `before`, read inside async handlers without re-creating them.
  const remainingRef = useRef<number | null>(null);
  const setQuota = useCallback((value: number | null) => {
    remainingRef.current = value;
    setRemaining(value);
  }, []);

  /** Takes a list reply: the assets and quota, or why they could not be read. */
  const apply = useCallback(
    (reply: Reply<ResponseOf<'listAssets'>>): readonly AccountAsset[] | null => {
      if (!reply.ok) {
        // What was on screen stays (nothing lost); the failure is said above it.
        setList((current) => ({ status: 'failed', code: reply.code, detail: reply.message, assets: shown(current) }));
        return null;
      }
      setList({ status: 'ready', assets: reply.data.assets });
      if (reply.data.remaining !== null || remainingRef.current === null) setQuota(reply.data.remaining);
      return reply.data.assets;
    },
    [setQuota],
  );

  const refresh = useCallback(() => call('listAssets', {}).then(apply), [call, apply]);

  useEffect(() => {
    void call('listAssets', {}).then(apply);
  }, [call, apply]);

  const upload = async (source: UploadSource, name: string | undefined): Promise<Change<AccountAsset>> => {
    const before = remainingRef.current;
    const reply = await call('uploadAsset', { source, ...(name !== undefined && name !== '' ? { name } : {}) });
    if (!reply.ok) return reply;
    const { asset } = reply.data;
    setList((current) => ({ status: 'ready', assets: [asset, ...(shown(current) ?? []).filter((a) => a.id !== asset.id)] }));
    setQuota(reply.data.remaining);
    return { ok: true, value: asset, before, after: reply.data.remaining };
  };

  const remove = async (assetId: string): Promise<Change<string>> => {
    const before = remainingRef.current;
    const reply = await call('deleteAsset', { assetId });
    if (!reply.ok) return reply;
    setList((current) => ({ status: 'ready', assets: (shown(current) ?? []).filter((a) => a.id !== assetId) }));
    setQuota(reply.data.remaining);
    return { ok: true, value: assetId, before, after: reply.data.remaining };
  };

  return { list, remaining, refresh, upload, remove };
}
