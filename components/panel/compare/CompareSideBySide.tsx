import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import type { DragHandlers } from '../hooks/useCompareDrag';
import type { ImageGeometry } from './CompareSlider';
import { ImageOverlay } from './ImageOverlay';

/** Props of {@link CompareSideBySide}. */
export interface CompareSideBySideProps {
  readonly stageRef: RefObject<HTMLDivElement | null>;
  readonly geometry: ImageGeometry;
  readonly zoomed: boolean;
  readonly before: ReactNode;
  readonly after: ReactNode;
  /** The photo again, shown in the "After" pane while "Hold to see original" is pressed. */
  readonly original: ReactNode;
  readonly holding: boolean;
  readonly handlers: DragHandlers;
  readonly onStageKey: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** The disclosure badge, drawn on the part of the "After" image in view. */
  readonly badge: ReactNode;
}

/** Before and after next to each other (one above the other in a narrow panel); the stage's size comes from its first pane. */
export function CompareSideBySide({ stageRef, geometry, zoomed, before, after, original, holding, handlers, onStageKey, badge }: CompareSideBySideProps) {
  const { beforeAspect, afterAspect, view } = geometry;
  return (
    <div
      ref={stageRef}
      className={`compare__side${zoomed ? ' compare__stage--zoomed' : ''}`}
      data-zoomed={zoomed}
      data-size-from="child"
      data-landscape={beforeAspect >= 1}
      tabIndex={0}
      aria-label="Images: + and − zoom, arrow keys move a zoomed image"
      role="group"
      onKeyDown={onStageKey}
      {...handlers}
    >
      <figure className="compare__pane" style={{ aspectRatio: String(beforeAspect) }} aria-label="Before">
        {before}
        <ImageOverlay aspect={beforeAspect} view={view}>
          <span className="compare__tag compare__tag--before" aria-hidden="true">
            Before
          </span>
        </ImageOverlay>
      </figure>
      <figure className="compare__pane" style={{ aspectRatio: String(beforeAspect) }} aria-label={holding ? 'Original' : 'After'}>
        {holding ? original : after}
        <ImageOverlay aspect={holding ? beforeAspect : afterAspect} view={view}>
          <span className="compare__tag compare__tag--after" aria-hidden="true">
            {holding ? 'Original' : 'After'}
          </span>
          {!holding && badge}
        </ImageOverlay>
      </figure>
    </div>
  );
}
