import { MAX_ZOOM, MIN_ZOOM, ZOOM_STEP } from '../hooks/useZoomPan';
import { resultsMessages } from '../../../lib/i18n/messages/results/index';
import { useLocale, useT } from '../../shared/i18n';

/** Props of {@link ZoomControls}. */
export interface ZoomControlsProps {
  readonly scale: number;
  readonly zoomBy: (factor: number) => void;
  readonly reset: () => void;
}

/** Zoom out, the zoom level (which resets it) and zoom in. */
export function ZoomControls({ scale, zoomBy, reset }: ZoomControlsProps) {
  const t = useT(resultsMessages);
  // "125 %" in French and German: the language's own percent.
  const percent = new Intl.NumberFormat(useLocale(), { style: 'percent' }).format(Math.round(scale * 100) / 100);
  return (
    <div className="compare__zoom" role="group" aria-label={t('compare.zoom')}>
      <button type="button" className="icon-button" aria-label={t('compare.zoom.out')} disabled={scale <= MIN_ZOOM} onClick={() => zoomBy(1 / ZOOM_STEP)}>
        <span aria-hidden="true">−</span>
      </button>
      <button type="button" className="compare__zoom-level" aria-label={t('compare.zoom.reset', { percent })} disabled={scale <= 1} onClick={reset}>
        {percent}
      </button>
      <button type="button" className="icon-button" aria-label={t('compare.zoom.in')} disabled={scale >= MAX_ZOOM} onClick={() => zoomBy(ZOOM_STEP)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
