import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import type { DragHandlers } from '../hooks/useCompareDrag';
import { CompareDivider } from './CompareDivider';

/** Props of {@link CompareSlider}. */
export interface CompareSliderProps {
  readonly stageRef: RefObject<HTMLDivElement | null>;
  readonly aspect: number;
  readonly zoomed: boolean;
  readonly before: ReactNode;
  /** The "After" image, or null while there is no result (only "Before" shows). */
  readonly after: ReactNode;
  readonly afterLoading: boolean;
  readonly holding: boolean;
  readonly position: number;
  readonly onDividerKey: (event: KeyboardEvent<HTMLDivElement>) => void;
  readonly handlers: (onDivider: boolean) => DragHandlers;
  readonly badge: ReactNode;
}

/** Before and after stacked, the after layer clipped at the divider; holding shows the original alone. */
export function CompareSlider({ stageRef, aspect, zoomed, before, after, afterLoading, holding, position, onDividerKey, handlers, badge }: CompareSliderProps) {
  const hasAfter = after !== null;
  return (
    <div ref={stageRef} className={`compare__stage${zoomed ? ' compare__stage--zoomed' : ''}`} style={{ aspectRatio: String(aspect) }} data-zoomed={zoomed} {...handlers(false)}>
      <div className="compare__layer">{before}</div>
      {hasAfter && (
        <div className="compare__layer compare__layer--after" style={{ clipPath: holding ? 'inset(0 0 0 100%)' : `inset(0 0 0 ${position}%)` }}>
          {after}
        </div>
      )}
      {hasAfter && !holding && (
        <>
          <CompareDivider position={position} onKeyDown={onDividerKey} handlers={handlers(true)} />
          <span className="compare__tag compare__tag--before" aria-hidden="true">Before</span>
          <span className="compare__tag compare__tag--after" aria-hidden="true">After</span>
        </>
      )}
      {holding && <span className="compare__tag compare__tag--before" aria-hidden="true">Original</span>}
      {badge}
      {afterLoading && !hasAfter && <span className="compare__loading">Loading result…</span>}
    </div>
  );
}
