import type { HistoryEntry } from '../../../lib/library/history-entry';
import type { Slice, StoreContext } from './panel-types';

type ImagesSlice = Slice<'images' | 'ensureImage' | 'localBlob'> & {
  /** Drops a result's image: revokes its object URL and forgets its local copy. Not part of the store. */
  readonly forgetImage: (id: string) => void;
};

/**
 * Image sources of results: an object URL of the local copy (kept as a Blob for download and
 * copy), else the hosted URL.
 */
export function createImagesSlice({ set, get, background }: StoreContext): ImagesSlice {
  const blobs = new Map<string, Blob>();
  const loading = new Set<string>();

  /** Shows the hosted URL, for a result without a (readable) local copy. */
  const showHosted = (entry: HistoryEntry) => {
    if (entry.resultUrl) set({ images: { ...get().images, [entry.id]: entry.resultUrl } });
  };

  return {
    images: {},

    ensureImage(entry) {
      if (get().images[entry.id] !== undefined || loading.has(entry.id)) return;
      if (!entry.hasLocalCopy || typeof URL.createObjectURL !== 'function') {
        showHosted(entry);
        return;
      }
      loading.add(entry.id);
      void background
        .resultBlob(entry.id)
        .then((blob) => {
          if (!blob) return showHosted(entry);
          blobs.set(entry.id, blob);
          set({ images: { ...get().images, [entry.id]: URL.createObjectURL(blob) } });
        })
        .catch(() => showHosted(entry))
        .finally(() => loading.delete(entry.id));
    },

    localBlob(id) {
      return blobs.get(id);
    },

    forgetImage(id) {
      const src = get().images[id];
      if (src?.startsWith('blob:')) URL.revokeObjectURL(src);
      blobs.delete(id);
      const { [id]: _gone, ...images } = get().images;
      set({ images });
    },
  };
}
