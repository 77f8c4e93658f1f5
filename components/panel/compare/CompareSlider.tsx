import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import type { DragHandlers } from '../hooks/useCompareDrag';
import type { ZoomPan } from '../hooks/useZoomPan';
import { CompareDivider } from './CompareDivider';
import { ImageOverlay } from './ImageOverlay';
import { resultsMessages } from '../../../lib/i18n/messages/results/index';
import { useT } from '../../shared/i18n';

/** What places labels on the images: each image's natural aspect and the shared zoom and pan. */
export interface ImageGeometry {
  readonly beforeAspect: number;
  readonly afterAspect: number;
  readonly view: ZoomPan;
}

/** Props of {@link CompareSlider}. */
export interface CompareSliderProps {
  readonly stageRef: RefObject<HTMLDivElement | null>;
  readonly geometry: ImageGeometry;
  readonly zoomed: boolean;
  readonly before: ReactNode;
  /** The "After" image, or null while there is no result (only "Before" shows). */
  readonly after: ReactNode;
  readonly afterLoading: boolean;
  readonly holding: boolean;
  readonly position: number;
  readonly onDividerKey: (event: KeyboardEvent<HTMLDivElement>) => void;
  readonly onStageKey: (event: KeyboardEvent<HTMLDivElement>) => void;
  readonly handlers: (onDivider: boolean) => DragHandlers;
  /** The disclosure badge, drawn on the part of the "After" image in view. */
  readonly badge: ReactNode;
}

/** Before and after stacked, the after layer clipped at the divider; holding shows the original alone. */
export function CompareSlider({ stageRef, geometry, zoomed, before, after, afterLoading, holding, position, onDividerKey, onStageKey, handlers, badge }: CompareSliderProps) {
  const t = useT(resultsMessages);
  const { beforeAspect, afterAspect, view } = geometry;
  const showAfter = after !== null && !holding;
  return (
    <div
      ref={stageRef}
      className={`compare__stage${zoomed ? ' compare__stage--zoomed' : ''}`}
      style={{ aspectRatio: String(beforeAspect) }}
      data-zoomed={zoomed}
      tabIndex={0}
      aria-label={t('compare.images')}
      role="group"
      onKeyDown={onStageKey}
      {...handlers(false)}
    >
      <div className="compare__layer">{before}</div>
      {after !== null && (
        <div className="compare__layer compare__layer--after" style={{ clipPath: holding ? 'inset(0 0 0 100%)' : `inset(0 0 0 ${position}%)` }}>
          {after}
        </div>
      )}
      {/* A tag only on an image that shows: a staging opens with the After whole, the divider at the edge. */}
      {((showAfter && position > 0) || holding) && (
        <ImageOverlay aspect={beforeAspect} view={view}>
          <span className="compare__tag compare__tag--before" aria-hidden="true">
            {holding ? t('compare.original') : t('compare.before')}
          </span>
        </ImageOverlay>
      )}
      {showAfter && position < 100 && (
        <ImageOverlay aspect={afterAspect} view={view}>
          <span className="compare__tag compare__tag--after" aria-hidden="true">
            {t('compare.after')}
          </span>
          {badge}
        </ImageOverlay>
      )}
      {showAfter && <CompareDivider position={position} onKeyDown={onDividerKey} handlers={handlers(true)} />}
      {afterLoading && after === null && <span className="compare__loading">{t('compare.loading')}</span>}
    </div>
  );
}
