import { useLayoutEffect, useRef } from 'react';

/** True when the element's text fits its box (its CSS gives it a height of whole lines). */
function fits(element: HTMLElement): boolean {
  return element.scrollHeight <= element.clientHeight + 1;
}

/**
 * Writes `text` into `element`, or, when it needs more lines than the element's box holds, its
 * longest run of whole words that fits with "…" after it (punctuation before the "…" dropped).
 * Browsers' own line clamp cuts the last line's last word to make room for its "…"
 * ("Scandinavi…"); this never does. A binary search: a few layouts for a long text.
 */
export function fitWords(element: HTMLElement, text: string): void {
  element.textContent = text;
  if (fits(element)) return;
  const words = text.split(/\s+/);
  const shortened = (count: number) => `${words.slice(0, count).join(' ').replace(/[\s,;:.·–—-]+$/, '')}…`;
  let low = 1;
  let high = words.length - 1;
  let best = 1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    element.textContent = shortened(middle);
    if (fits(element)) {
      best = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  element.textContent = shortened(best);
}

/** Props of {@link ClampedText}. */
export interface ClampedTextProps {
  readonly text: string;
  /** Its class gives it a `max-height` of whole lines and `overflow: hidden`. */
  readonly className: string;
}

/**
 * Text in at most the whole lines its class allows, shortened after a whole word with "…" when it
 * needs more; fitted again when its width changes. Hidden from assistive technology: the caller
 * gives the whole text to them (an `aria-describedby` target, a title).
 */
export function ClampedText({ text, className }: ClampedTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    fitWords(element, text);
    if (typeof ResizeObserver !== 'function') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      // Only a new width changes what fits (fitting itself may change the height).
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fitWords(element, text);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);
  return <span ref={ref} className={className} aria-hidden="true" />;
}
