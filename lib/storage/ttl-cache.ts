import type { z } from '../zod';
import type { CachedValue } from './storage';

/** How long styles, room types and staging styles are kept before asking the API again. */
export const SERVICE_STYLES_TTL_MS = 6 * 60 * 60 * 1000;

/** The storage operations a cache needs (a WXT storage item fits). */
export interface CacheSlot<T> {
  getValue(): Promise<CachedValue<T> | null>;
  setValue(value: CachedValue<T> | null): Promise<void>;
}

/** Where and how to load a cached value. */
export interface CachedLoad<T> {
  readonly apiBase: string;
  readonly ttlMs: number;
  readonly now: number;
  /** Skip the cache (the user pressed refresh). */
  readonly refresh?: boolean;
  /** Validates what storage holds, so a value of an older shape is reloaded instead of trusted. */
  readonly schema: z.ZodMiniType<T>;
  readonly load: () => Promise<T>;
}

/** True when a cached value may be answered: same API base, younger than the TTL, and valid. */
export function isFresh<T>(cached: CachedValue<unknown> | null, options: Pick<CachedLoad<T>, 'apiBase' | 'ttlMs' | 'now' | 'schema'>): cached is CachedValue<T> {
  if (!cached || cached.apiBase !== options.apiBase) return false;
  const age = options.now - cached.fetchedAt;
  return age >= 0 && age < options.ttlMs && options.schema.safeParse(cached.value).success;
}

/**
 * The cached value if fresh, else a new one from `load` (stored for next time). Keyed by API base:
 * switching between the emulator and the real API never shows the other's styles.
 */
export async function cachedLoad<T>(slot: CacheSlot<T>, options: CachedLoad<T>): Promise<T> {
  if (!options.refresh) {
    const cached = await slot.getValue();
    if (isFresh<T>(cached, options)) return cached.value;
  }
  const value = await options.load();
  await slot.setValue({ apiBase: options.apiBase, fetchedAt: options.now, value });
  return value;
}
