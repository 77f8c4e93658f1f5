import { useEffect, useState } from 'react';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { resultFileName } from '../../../lib/format/filename';
import { stampDisclosure } from '../../shared/image-tools';
import { usePanel } from '../store/context';

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
 * Prepares a result's download: an object URL of the full-resolution local copy, with the
 * disclosure label stamped on when settings ask for it; the hosted URL until then or without a
 * local copy.
 */
export function useDownload(entry: HistoryEntry, src: string | undefined, label: string | null): DownloadTarget {
  const localBlob = usePanel((state) => state.localBlob);
  const [prepared, setPrepared] = useState<{ id: string; label: string | null; href: string; type: string; stamped: boolean } | null>(null);

  useEffect(() => {
    const blob = src ? localBlob(entry.id) : undefined;
    if (!blob || typeof URL.createObjectURL !== 'function') return;
    let live = true;
    let url: string | undefined;
    void (async () => {
      let file = blob;
      let stamped = false;
      if (label) {
        try {
          file = await stampDisclosure(blob, label);
          stamped = true;
        } catch {
          // No canvas (or an undecodable image): the unlabelled original is still a valid download.
        }
      }
      if (!live) return;
      url = URL.createObjectURL(file);
      setPrepared({ id: entry.id, label, href: url, type: file.type, stamped });
    })();
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [entry.id, src, label, localBlob]);

  const ready = prepared && prepared.id === entry.id && prepared.label === label ? prepared : null;
  return {
    href: ready?.href ?? entry.resultUrl ?? src,
    fileName: resultFileName(entry.operation, entry.createdAt, ready?.type ?? localBlob(entry.id)?.type),
    stamped: ready?.stamped ?? false,
    local: ready !== null,
  };
}
