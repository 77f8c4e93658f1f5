import { resultsMessages } from '../../../lib/i18n/messages/results/index';
import { useT } from '../../shared/i18n';
import { HoldToSeeOriginal } from './HoldToSeeOriginal';
import { ZoomControls } from './ZoomControls';

/** How before and after are compared. */
export type CompareMode = 'slider' | 'side';

/** Props of {@link CompareToolbar}. */
export interface CompareToolbarProps {
  readonly mode: CompareMode;
  readonly onModeChange: (mode: CompareMode) => void;
  readonly scale: number;
  readonly zoomBy: (factor: number) => void;
  readonly resetZoom: () => void;
  readonly holding: boolean;
  readonly onHoldChange: (holding: boolean) => void;
  readonly fullscreen: boolean;
  readonly onToggleFullscreen: () => void;
  /** The structure overlay's toggle (#30); absent when there are no structure lines to show. */
  readonly structure?: { readonly on: boolean; readonly toggle: () => void } | undefined;
}

/** The comparison's toolbar: slider or side by side, zoom, hold to see the original, the structure lines, full screen. */
export function CompareToolbar({ mode, onModeChange, scale, zoomBy, resetZoom, holding, onHoldChange, fullscreen, onToggleFullscreen, structure }: CompareToolbarProps) {
  const t = useT(resultsMessages);
  return (
    <div className="compare__toolbar" role="toolbar" aria-label={t('compare.toolbar')}>
      <div className="segmented" role="group" aria-label={t('compare.mode')}>
        <button type="button" className="segmented__item" aria-pressed={mode === 'slider'} onClick={() => onModeChange('slider')}>
          {t('compare.slider')}
        </button>
        <button type="button" className="segmented__item" aria-pressed={mode === 'side'} onClick={() => onModeChange('side')}>
          {t('compare.side')}
        </button>
      </div>
      <ZoomControls scale={scale} zoomBy={zoomBy} reset={resetZoom} />
      <HoldToSeeOriginal holding={holding} onHoldChange={onHoldChange} />
      {structure && (
        <button type="button" className="button button--quiet" aria-pressed={structure.on} onClick={structure.toggle}>
          {t('compare.structure')}
        </button>
      )}
      <button type="button" className="button button--quiet" onClick={onToggleFullscreen}>
        {fullscreen ? t('compare.fullscreen.exit') : t('compare.fullscreen')}
      </button>
    </div>
  );
}
