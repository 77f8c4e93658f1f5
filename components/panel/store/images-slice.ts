import type { HistoryEntry } from '../../../lib/library/history-entry';
import { MAX_RESULT_COPY_BYTES } from '../../../lib/library/history';
import { fetchImageBlob } from '../../shared/fetch-image';
import { Problem } from '../../shared/problem';
import { readResultCopy } from '../../shared/result-copy';
import type { Background } from '../../shared/background';
import type { Slice, StoreContext } from './panel-types';

type ImagesSlice = Slice<'images' | 'ensureImage' | 'localBlob' | 'resultImage'> & {
  /** Drops a result's image: revokes its object URL and forgets its local copy. Not part of the store. */
  readonly forgetImage: (id: string) => void;
};

/**
 * The two reads of a result's bytes, each made once per result: the local copy asked of the
 * background (the answer, copy or none, is kept), and the hosted file (a failure is not kept: the
 * next click tries again). What they read is kept in `blobs`.
 */
function resultReads(background: Background, blobs: Map<string, Blob>) {
  const copies = new Map<string, Promise<Blob | undefined>>();
  const hosted = new Map<string, Promise<Blob>>();

  const copyOf = (entry: HistoryEntry): Promise<Blob | undefined> => {
    const known = blobs.get(entry.id);
    if (known || !entry.hasLocalCopy) return Promise.resolve(known);
    let reading = copies.get(entry.id);
    if (!reading) {
      reading = readResultCopy(background.call, entry.id)
        .catch(() => undefined)
        .then((blob) => {
          if (blob) blobs.set(entry.id, blob);
          return blob;
        });
      copies.set(entry.id, reading);
    }
    return reading;
  };

  const download = (entry: HistoryEntry, url: string): Promise<Blob> => {
    let fetching = hosted.get(entry.id);
    if (!fetching) {
      // The service named the hosted file: its address is taken as given, a redirect is checked.
      fetching = fetchImageBlob(url, MAX_RESULT_COPY_BYTES, 'service').then((blob) => {
        blobs.set(entry.id, blob);
        return blob;
      });
      fetching.catch(() => hosted.delete(entry.id));
      hosted.set(entry.id, fetching);
    }
    return fetching;
  };

  const forget = (id: string) => {
    copies.delete(id);
    hosted.delete(id);
  };
  return { copyOf, download, forget };
}

/**
 * Image sources of results, and their bytes, each read once (docs/architecture.md, "One data
 * path"): the local copy as the background answers it (`getResultCopy`, which waits for a fresh
 * render's copy the background is still making), else the hosted file, downloaded once. Download,
 * Copy image, the compare card and the export all take the bytes from here, so one result is
 * never read or downloaded twice by the panel. Shown: the copy's object URL, else the hosted URL.
 */
export function createImagesSlice({ set, get, background }: StoreContext): ImagesSlice {
  const blobs = new Map<string, Blob>();
  const showing = new Set<string>();

  /** Shows the hosted URL, for a result without a (readable) local copy. */
  const showHosted = (entry: HistoryEntry) => {
    if (entry.resultUrl) set({ images: { ...get().images, [entry.id]: entry.resultUrl } });
  };

  const { copyOf, download, forget } = resultReads(background, blobs);

  return {
    images: {},

    ensureImage(entry) {
      if (get().images[entry.id] !== undefined || showing.has(entry.id)) return;
      if (!entry.hasLocalCopy || typeof URL.createObjectURL !== 'function') {
        showHosted(entry);
        return;
      }
      showing.add(entry.id);
      void copyOf(entry)
        .then((blob) => {
          if (get().images[entry.id] !== undefined) return;
          if (!blob) return showHosted(entry);
          set({ images: { ...get().images, [entry.id]: URL.createObjectURL(blob) } });
        })
        .finally(() => showing.delete(entry.id));
    },

    localBlob(id) {
      return blobs.get(id);
    },

    async resultImage(entry, src) {
      const copy = await copyOf(entry);
      if (copy) return copy;
      const known = blobs.get(entry.id);
      if (known) return known;
      const url = entry.resultUrl ?? src;
      if (!url) throw new Problem('image-unavailable');
      return download(entry, url);
    },

    forgetImage(id) {
      const src = get().images[id];
      if (src?.startsWith('blob:')) URL.revokeObjectURL(src);
      blobs.delete(id);
      forget(id);
      const { [id]: _gone, ...images } = get().images;
      set({ images });
    },
  };
}
