import type { FetchedPhoto } from './acquisition';

/**
 * A small in-memory cache of fetched photos, by URL. `startJob` fetches a photo to hash it and
 * the job usually runs right after: this saves the second download. Memory only (a stopped worker
 * loses it and the runner fetches again), bounded by entries and bytes, entries expire.
 */
export interface PhotoCache {
  /** The cached photo, or the result of `load` (concurrent loads of one URL share one fetch). */
  get(url: string, load: () => Promise<FetchedPhoto>): Promise<FetchedPhoto>;
  clear(): void;
}

/** Limits of the cache. */
export interface PhotoCacheOptions {
  readonly maxEntries?: number;
  readonly maxBytes?: number;
  readonly ttlMs?: number;
  readonly clock?: () => number;
}

/** Creates a photo cache. */
export function createPhotoCache(options: PhotoCacheOptions = {}): PhotoCache {
  const maxEntries = options.maxEntries ?? 8;
  const maxBytes = options.maxBytes ?? 96 * 1024 * 1024;
  const ttlMs = options.ttlMs ?? 10 * 60 * 1000;
  const clock = options.clock ?? Date.now;
  const entries = new Map<string, { photo: FetchedPhoto; at: number }>();
  const loading = new Map<string, Promise<FetchedPhoto>>();

  const evict = (): void => {
    let bytes = [...entries.values()].reduce((sum, e) => sum + e.photo.bytes.length, 0);
    // Map iteration is insertion order: the first entries are the least recently used.
    for (const [url, entry] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(url);
      bytes -= entry.photo.bytes.length;
    }
  };

  return {
    get(url, load) {
      const hit = entries.get(url);
      if (hit && clock() - hit.at < ttlMs) {
        entries.delete(url);
        entries.set(url, hit);
        return Promise.resolve(hit.photo);
      }
      entries.delete(url);
      const pending = loading.get(url);
      if (pending) return pending;
      const promise = load()
        .then((photo) => {
          entries.set(url, { photo, at: clock() });
          evict();
          return photo;
        })
        .finally(() => loading.delete(url));
      loading.set(url, promise);
      return promise;
    },
    clear() {
      entries.clear();
    },
  };
}
