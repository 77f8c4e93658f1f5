import type { KeyboardEvent } from 'react';
import type { DragHandlers } from '../hooks/useCompareDrag';

/** Props of {@link CompareDivider}. */
export interface CompareDividerProps {
  /** Percent of the stage from the left. */
  readonly position: number;
  readonly onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  readonly handlers: DragHandlers;
}

/** The slider's divider: a keyboard-operable slider, dragged with the pointer. */
export function CompareDivider({ position, onKeyDown, handlers }: CompareDividerProps) {
  const percent = Math.round(position);
  return (
    <div
      className="compare__divider"
      style={{ left: `${position}%` }}
      role="slider"
      tabIndex={0}
      aria-label="Comparison divider"
      aria-orientation="horizontal"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}% before, ${100 - percent}% after`}
      onKeyDown={onKeyDown}
      {...handlers}
    >
      <span className="compare__handle" aria-hidden="true">
        ‹›
      </span>
    </div>
  );
}
