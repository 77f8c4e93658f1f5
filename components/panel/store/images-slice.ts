import type { HistoryEntry } from '../../../lib/library/history-entry';
import { MAX_RESULT_COPY_BYTES } from '../../../lib/library/history';
import { fetchImageBlob } from '../../shared/fetch-image';
import { Problem } from '../../shared/problem';
import { readResultCopy } from '../../shared/result-copy';
import type { Background } from '../../shared/background';
import { defineSlice } from './slice';

/** The images slice's state (`state.images`). */
export interface ImagesData {
  /** Image sources of results, by result id: an object URL of the local copy, else the hosted URL. */
  sources: Record<string, string>;
}

export interface ImagesActions {
  /** Loads a result's image (local copy first) into `sources`. */
  ensureImage(entry: HistoryEntry): void;
  /** Shows a fresh result's hosted URL while its local copy is being made (nothing if a source is known). */
  showImage(id: string, url: string): void;
  /** The bytes of a result, once `ensureImage` or `resultImage` has read them. */
  localBlob(id: string): Blob | undefined;
  /**
   * A result's image as it is, read once and kept: the background's local copy, else the hosted
   * file (`src` when the entry has no hosted URL). Rejects with a `Problem` when it is unavailable.
   */
  resultImage(entry: HistoryEntry, src?: string): Promise<Blob>;
  /** Drops a result's image: revokes its object URL and forgets its bytes (the result was deleted). */
  forgetImage(id: string): void;
}

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
    // Asked even when the entry says it has no copy: the entry may have been read before the
    // background stored the copy it is making (a fresh render), which it then answers.
    if (known) return Promise.resolve(known);
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
export const imagesSlice = defineSlice({
  name: 'images',
  initial: (): ImagesData => ({ sources: {} }),
  actions({ own, patch, background }): ImagesActions {
    const blobs = new Map<string, Blob>();
    const showing = new Set<string>();
    const { copyOf, download, forget } = resultReads(background, blobs);
    const show = (id: string, src: string) => patch({ sources: { ...own().sources, [id]: src } });
    /** Shows the hosted URL, for a result without a (readable) local copy. */
    const showHosted = (entry: HistoryEntry) => {
      if (entry.resultUrl) show(entry.id, entry.resultUrl);
    };

    return {
      ensureImage(entry) {
        if (own().sources[entry.id] !== undefined || showing.has(entry.id)) return;
        if (typeof URL.createObjectURL !== 'function') {
          showHosted(entry);
          return;
        }
        showing.add(entry.id);
        void copyOf(entry)
          .then((blob) => {
            if (own().sources[entry.id] !== undefined) return;
            if (!blob) return showHosted(entry);
            show(entry.id, URL.createObjectURL(blob));
          })
          .finally(() => showing.delete(entry.id));
      },

      showImage(id, url) {
        if (own().sources[id] === undefined) show(id, url);
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
        const src = own().sources[id];
        if (src?.startsWith('blob:')) URL.revokeObjectURL(src);
        blobs.delete(id);
        forget(id);
        const { [id]: _gone, ...sources } = own().sources;
        patch({ sources });
      },
    };
  },
});
