import { z } from '../zod';
import type { StagingOptionsValue, StylesValue } from '../storage/storage';
import { CATALOG_TTL_MS, cachedLoad, type CacheSlot } from '../storage/ttl-cache';
import type { Connect } from '../api/client';

/**
 * Renovation styles and staging options: they change rarely, so they are cached for
 * `CATALOG_TTL_MS` in `storage.local` (not secret) and refreshed on demand.
 */

/** A renovation style as the panel shows it (GET /styles). */
export const StyleOption = z.object({ id: z.string(), name: z.string(), description: z.string() });
export type StyleOption = z.infer<typeof StyleOption>;
/** A staging room type or style. */
export const NamedOption = z.object({ id: z.string(), name: z.string() });
export type NamedOption = z.infer<typeof NamedOption>;

const StylesValueSchema = z.object({ interior: z.array(StyleOption), exterior: z.array(StyleOption) });
const StagingOptionsSchema = z.object({ roomTypes: z.array(NamedOption), styles: z.array(NamedOption) });

/** What the catalog needs. */
export interface CatalogDeps {
  readonly connect: Connect;
  readonly stylesSlot: CacheSlot<StylesValue>;
  readonly stagingSlot: CacheSlot<StagingOptionsValue>;
  readonly clock: () => number;
}

/** The catalog service. */
export interface CatalogService {
  styles(refresh: boolean): Promise<StylesValue>;
  stagingOptions(refresh: boolean): Promise<StagingOptionsValue>;
}

/** Creates the catalog service. */
export function createCatalogService(deps: CatalogDeps): CatalogService {
  return {
    async styles(refresh) {
      const { api, apiBase } = await deps.connect();
      return cachedLoad(deps.stylesSlot, {
        apiBase,
        ttlMs: CATALOG_TTL_MS,
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
      return cachedLoad(deps.stagingSlot, {
        apiBase,
        ttlMs: CATALOG_TTL_MS,
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
