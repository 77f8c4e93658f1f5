import type { ReactNode, RefObject } from 'react';
import type { DragHandlers } from '../hooks/useCompareDrag';

/** Props of {@link CompareSideBySide}. */
export interface CompareSideBySideProps {
  readonly stageRef: RefObject<HTMLDivElement | null>;
  readonly aspect: number;
  readonly zoomed: boolean;
  readonly before: ReactNode;
  readonly after: ReactNode;
  /** The photo again, shown in the "After" pane while "Hold to see original" is pressed. */
  readonly original: ReactNode;
  readonly holding: boolean;
  readonly handlers: DragHandlers;
  readonly badge: ReactNode;
}

/** Before and after next to each other; the stage's size comes from its first pane. */
export function CompareSideBySide({ stageRef, aspect, zoomed, before, after, original, holding, handlers, badge }: CompareSideBySideProps) {
  return (
    <div ref={stageRef} className={`compare__side${zoomed ? ' compare__stage--zoomed' : ''}`} data-zoomed={zoomed} data-size-from="child" {...handlers}>
      <figure className="compare__pane" style={{ aspectRatio: String(aspect) }}>
        {before}
        <figcaption className="compare__tag compare__tag--before">Before</figcaption>
      </figure>
      <figure className="compare__pane" style={{ aspectRatio: String(aspect) }}>
        {holding ? original : after}
        <figcaption className="compare__tag compare__tag--after">{holding ? 'Original' : 'After'}</figcaption>
        {badge}
      </figure>
    </div>
  );
}
