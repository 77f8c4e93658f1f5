import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import type { DragHandlers } from '../hooks/useCompareDrag';
import type { ImageGeometry } from './CompareSlider';
import { ImageOverlay } from './ImageOverlay';
import { resultsMessages } from '../../../lib/i18n/messages/results/index';
import { useT } from '../../shared/i18n';

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

/**
 * Before and after next to each other, in two columns at any width (a 420 px panel too: stacked,
 * as they once were there, the mode did not do what its name says); the stage's size comes from
 * its first pane.
 */
export function CompareSideBySide({ stageRef, geometry, zoomed, before, after, original, holding, handlers, onStageKey, badge }: CompareSideBySideProps) {
  const t = useT(resultsMessages);
  const { beforeAspect, afterAspect, view } = geometry;
  return (
    <div
      ref={stageRef}
      className={`compare__side${zoomed ? ' compare__stage--zoomed' : ''}`}
      data-zoomed={zoomed}
      data-size-from="child"
      tabIndex={0}
      aria-label={t('compare.images')}
      role="group"
      onKeyDown={onStageKey}
      {...handlers}
    >
      <figure className="compare__pane" style={{ aspectRatio: String(beforeAspect) }} aria-label={t('compare.before')}>
        {before}
        <ImageOverlay aspect={beforeAspect} view={view}>
          <span className="compare__tag compare__tag--before" aria-hidden="true">
            {t('compare.before')}
          </span>
        </ImageOverlay>
      </figure>
      <figure className="compare__pane" style={{ aspectRatio: String(beforeAspect) }} aria-label={holding ? t('compare.original') : t('compare.after')}>
        {holding ? original : after}
        <ImageOverlay aspect={holding ? beforeAspect : afterAspect} view={view}>
          <span className="compare__tag compare__tag--after" aria-hidden="true">
            {holding ? t('compare.original') : t('compare.after')}
          </span>
          {!holding && badge}
        </ImageOverlay>
      </figure>
    </div>
  );
}
