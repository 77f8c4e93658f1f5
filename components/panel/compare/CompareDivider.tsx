import type { KeyboardEvent } from 'react';
import type { DragHandlers } from '../hooks/useCompareDrag';
import { resultsMessages } from '../../../lib/i18n/messages/results/index';
import { useLocale, useT } from '../../shared/i18n';

/** Props of {@link CompareDivider}. */
export interface CompareDividerProps {
  /** Percent of the stage from the left. */
  readonly position: number;
  readonly onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  readonly handlers: DragHandlers;
}

/** The slider's divider: a keyboard-operable slider, dragged with the pointer. */
export function CompareDivider({ position, onKeyDown, handlers }: CompareDividerProps) {
  const t = useT(resultsMessages);
  const locale = useLocale();
  const percent = Math.round(position);
  // "50 %" in French and German: the language's own percent.
  const asPercent = (value: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);
  return (
    <div
      className="compare__divider"
      style={{ left: `${position}%` }}
      // At an edge the handle moves onto the image, beside its line, so it can still be grabbed.
      data-edge={position <= 0 ? 'start' : position >= 100 ? 'end' : undefined}
      role="slider"
      tabIndex={0}
      aria-label={t('compare.divider')}
      aria-orientation="horizontal"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={t('compare.divider.value', { before: asPercent(percent), after: asPercent(100 - percent) })}
      onKeyDown={onKeyDown}
      {...handlers}
    >
      <span className="compare__handle" aria-hidden="true">
        ‹›
      </span>
    </div>
  );
}
