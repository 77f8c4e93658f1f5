import { useRef } from 'react';
import type { HistoryEntry } from '../../lib/library/history-entry';
import { useNear } from '../shared/hooks/useNear';
import { useResultSrc } from './hooks/useResultSrc';

/**
 * A result's thumbnail, from its local copy when there is one (so history works offline). The copy
 * is asked of the background only once the thumbnail nears the view: a History of 300 results
 * reads the dozen on screen, not 300 full-size copies, before its first one shows.
 */
export function ResultThumb({ entry, alt = '' }: { readonly entry: HistoryEntry; readonly alt?: string }) {
  const placeholder = useRef<HTMLSpanElement>(null);
  const near = useNear(placeholder);
  const src = useResultSrc(entry, near);
  return src ? (
    <img className="thumb" src={src} alt={alt} loading="lazy" draggable={false} />
  ) : (
    <span ref={placeholder} className="thumb thumb--empty" role={alt ? 'img' : undefined} aria-label={alt || undefined} />
  );
}
