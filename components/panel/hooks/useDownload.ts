import { useEffect, useRef, useState } from 'react';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { resultFileName } from '../../../lib/format/filename';
import { stampDisclosure } from '../../shared/image-tools';
import { usePanel } from '../store/context';
import { useResultSource } from './useResultFile';
import { whenIdle } from '../../shared/when-idle';

/** What the Download link points at. */
export interface DownloadTarget {
  readonly href: string | undefined;
  readonly fileName: string;
  /** True when the file carries the disclosure label. */
  readonly stamped: boolean;
  /** True when the link is a same-origin object URL (a real download); false for the hosted URL. */
  readonly local: boolean;
}

/**
 * Prepares a result's download: an object URL of the full-resolution image (the local copy, else
 * the hosted file: a fresh result shows its hosted URL before its local copy is written), with the
 * disclosure label stamped on when settings ask for it; the hosted URL until then or when the image
 * cannot be read.
 */
export function useDownload(entry: HistoryEntry, src: string | undefined, label: string | null): DownloadTarget {
  const localBlob = usePanel((state) => state.localBlob);
  // The latest reader, without making every render prepare the file again.
  const read = useResultSource(entry, src);
  const source = useRef(read);
  useEffect(() => {
    source.current = read;
  });
  const [prepared, setPrepared] = useState<{ id: string; label: string | null; href: string; type: string; stamped: boolean } | null>(null);

  useEffect(() => {
    if (!src || typeof URL.createObjectURL !== 'function') return;
    let live = true;
    let url: string | undefined;
    const prepare = async () => {
      let file: Blob;
      try {
        file = await source.current();
      } catch {
        // Not readable here: the link keeps the hosted URL, and a click says why it failed.
        return;
      }
      let stamped = false;
      if (label) {
        try {
          file = await stampDisclosure(file, label);
          stamped = true;
        } catch {
          // No canvas (or an undecodable image): the unlabelled original is still a valid download.
        }
      }
      if (!live) return;
      url = URL.createObjectURL(file);
      setPrepared({ id: entry.id, label, href: url, type: file.type, stamped });
    };
    // Prepared once the panel is idle: reading the full image and stamping its label take the
    // main thread and the network while a new result is being fetched, decoded and painted, and
    // until then the link points at the hosted file anyway.
    const cancel = whenIdle(() => void prepare());
    return () => {
      cancel();
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [entry.id, entry.resultUrl, entry.hasLocalCopy, src, label, localBlob]);

  const ready = prepared && prepared.id === entry.id && prepared.label === label ? prepared : null;
  return {
    href: ready?.href ?? entry.resultUrl ?? src,
    fileName: resultFileName(entry.operation, entry.createdAt, ready?.type ?? localBlob(entry.id)?.type),
    stamped: ready?.stamped ?? false,
    local: ready !== null,
  };
}
