import { z } from '../zod';
import { STORES } from '../storage/db';
import { deleteOne, getOne, putOne } from '../storage/idb';
import type { CachedValue, StagingOptionsValue, StylesValue } from '../storage/storage';
import { SERVICE_STYLES_TTL_MS, cachedLoad, type CacheSlot } from '../storage/ttl-cache';
import type { Connect } from '../api/client';

/**
 * Renovation styles and staging options: they change rarely, so they are cached for
 * `SERVICE_STYLES_TTL_MS` and refreshed on demand. Not secret, but kept in Reimagine's IndexedDB (store
 * `caches`), not `storage.local`: a content script can write `storage.local`, where an older
 * version kept them, and could point a style's name at another id or fill its description with
 * megabytes (its leftovers are removed at start-up: `removeLegacyItems`).
 */

/** A renovation style as the panel shows it (GET /styles). */
export const StyleOption = z.object({ id: z.string(), name: z.string(), description: z.string() });
export type StyleOption = z.infer<typeof StyleOption>;
/** A staging room type or style. */
export const NamedOption = z.object({ id: z.string(), name: z.string() });
export type NamedOption = z.infer<typeof NamedOption>;

const StylesValueSchema = z.object({ interior: z.array(StyleOption), exterior: z.array(StyleOption) });
const StagingOptionsSchema = z.object({ roomTypes: z.array(NamedOption), styles: z.array(NamedOption) });

/** What the service styles' cache needs: `db` is Reimagine's database (db.ts). */
export interface ServiceStylesDeps {
  readonly connect: Connect;
  readonly db: IDBDatabase;
  readonly clock: () => number;
}

/** One list's cache, a record of the `caches` store. What it holds is validated on read (`cachedLoad`). */
function cacheSlot<T>(db: IDBDatabase, key: 'styles' | 'stagingOptions'): CacheSlot<T> {
  return {
    getValue: async () => (await getOne<CachedValue<T>>(db, STORES.caches, key)) ?? null,
    setValue: (value) => (value === null ? deleteOne(db, STORES.caches, key) : putOne(db, STORES.caches, value, key)),
  };
}

/** The service styles' cache. */
export interface ServiceStylesCache {
  styles(refresh: boolean): Promise<StylesValue>;
  stagingOptions(refresh: boolean): Promise<StagingOptionsValue>;
}

/** Creates the service styles' cache. */
export function createServiceStylesCache(deps: ServiceStylesDeps): ServiceStylesCache {
  const stylesSlot = cacheSlot<StylesValue>(deps.db, 'styles');
  const stagingSlot = cacheSlot<StagingOptionsValue>(deps.db, 'stagingOptions');
  return {
    async styles(refresh) {
      const { api, apiBase } = await deps.connect();
      return cachedLoad(stylesSlot, {
        apiBase,
        ttlMs: SERVICE_STYLES_TTL_MS,
        now: deps.clock(),
        refresh,
        schema: StylesValueSchema,
        load: async () => {
          const styles = await api.getStyles();
          const pick = (list: readonly { id: string; name: string; description: string }[]) => list.map(({ id, name, description }) => ({ id, name, description }));
          return { interior: pick(styles.interior_styles), exterior: pick(styles.exterior_styles) };
        },
      });
    },
    async stagingOptions(refresh) {
      const { api, apiBase } = await deps.connect();
      return cachedLoad(stagingSlot, {
        apiBase,
        ttlMs: SERVICE_STYLES_TTL_MS,
        now: deps.clock(),
        refresh,
        schema: StagingOptionsSchema,
        load: async () => {
          // Both lists are needed together; they are independent GETs, so in parallel.
          const [roomTypes, styles] = await Promise.all([api.getRoomTypes(), api.getStagingStyles()]);
          return { roomTypes: roomTypes.map(({ id, name }) => ({ id, name })), styles: styles.map(({ id, name }) => ({ id, name })) };
        },
      });
    },
  };
}
