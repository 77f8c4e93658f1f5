import type { HistoryEntry } from '../../lib/library/history-entry';
import { useResultSrc } from './hooks/useResultSrc';

/** A result's thumbnail, from its local copy when there is one (so history works offline). */
export function ResultThumb({ entry, alt = '' }: { readonly entry: HistoryEntry; readonly alt?: string }) {
  const src = useResultSrc(entry);
  return src ? (
    <img className="thumb" src={src} alt={alt} loading="lazy" draggable={false} />
  ) : (
    <span className="thumb thumb--empty" role={alt ? 'img' : undefined} aria-label={alt || undefined} />
  );
}
