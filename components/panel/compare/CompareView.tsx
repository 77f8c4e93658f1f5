import { useRef, useState, type CSSProperties } from 'react';
import { useZoomPan } from '../hooks/useZoomPan';
import { useFullscreen } from '../hooks/useFullscreen';
import { useCompareDrag } from '../hooks/useCompareDrag';
import { DisclosureBadge } from '../../shared/DisclosureBadge';
import type { Locale } from '../../../lib/i18n/locales';
import { resultsMessages } from '../../../lib/i18n/messages/results/index';
import { useT } from '../../shared/i18n';
import { CompareToolbar, type CompareMode } from './CompareToolbar';
import { CompareSlider } from './CompareSlider';
import { CompareSideBySide } from './CompareSideBySide';
import { stageKeyHandler } from './stage-keys';
import { StructureOverlay } from './StructureOverlay';
import type { FractionBox, StructureLine } from '../../../lib/fixture-check/types';
import './compare.css';

export { dividerPositionForKey } from '../hooks/useCompareDrag';

/** Props of {@link CompareView}. */
export interface CompareViewProps {
  readonly beforeSrc: string;
  /** The result; undefined while it loads, or when the photo has no result yet (then only "Before" shows). */
  readonly afterSrc?: string | undefined;
  /** True while a result exists but its image is still loading. */
  readonly afterLoading?: boolean;
  /** Disclosure label drawn on the "After" image ("Digitally altered"), or null for none. */
  readonly disclosure?: string | null;
  /**
   * The language `disclosure` is written in (the listing's, as stamped on exports), so screen
   * readers read it in that language; the rest of the comparison is the interface's.
   */
  readonly disclosureLang?: Locale;
  /** Fill the parent's box (the comparison tab) instead of following the panel's width; the wheel always zooms. */
  readonly fill?: boolean;
  /** Called when the "After" image fails to load (an expired hosted URL). */
  readonly onAfterError?: () => void;
  /** Where the slider's divider starts, in percent from the left (50 by default; see {@link dividerStart}). */
  readonly dividerAt?: number;
  /** The result compared (its history id): a new one starts at `dividerAt` again. */
  readonly resultKey?: string;
  /**
   * The fixture check's drawing over the result (#30): the original's structure lines (shown by
   * the toolbar's toggle) and the flagged regions (always outlined). Absent: no toggle.
   */
  readonly fixture?: { readonly lines: readonly StructureLine[]; readonly outlines: readonly FractionBox[] };
}

/**
 * Where a result's comparison starts its divider: a staging shows its After whole (the divider at
 * the left edge, nothing of the empty room yet), since a divider in the middle cut the new sofa in
 * half, which is the first thing a realtor looks at; a renovation starts half and half, the
 * same surfaces before and after.
 */
export function dividerStart(operation: string | undefined): number {
  return operation === 'stage' ? 0 : 50;
}

/** The natural width / height of a loaded image, or null before it has a size. */
function aspectOf(image: HTMLImageElement): number | null {
  return image.naturalWidth > 0 && image.naturalHeight > 0 ? image.naturalWidth / image.naturalHeight : null;
}

/**
 * Before and after, compared: a draggable divider (a keyboard-operable slider), a side-by-side
 * mode, hold-to-see-original, zoom and pan applied to both images together (buttons, wheel,
 * drag, keys) and full screen. Tags and the disclosure badge sit on the part of each image in
 * view, whatever the frame's shape, the zoom or the pan. The toolbar comes under the images: the
 * After takes the large photo's place exactly, nothing pushes it down when a result arrives.
 */
export function CompareView({ beforeSrc, afterSrc, afterLoading = false, disclosure = null, disclosureLang, fill = false, onAfterError, dividerAt = 50, resultKey, fixture }: CompareViewProps) {
  const t = useT(resultsMessages);
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<CompareMode>('slider');
  const [holding, setHolding] = useState(false);
  const [aspect, setAspect] = useState(4 / 3);
  const [afterAspect, setAfterAspect] = useState<number | null>(null);
  const [structure, setStructure] = useState(false);
  const fullscreen = useFullscreen(rootRef);
  const hasAfter = afterSrc !== undefined;
  const { view, zoomBy, panTo, reset } = useZoomPan(stageRef, fill || fullscreen.active, hasAfter ? mode : 'single');
  const { position, handlers, onDividerKey } = useCompareDrag(stageRef, { enabled: hasAfter, slider: mode === 'slider', view, panTo, start: dividerAt, resultKey });
  const onStageKey = stageKeyHandler({ view, zoomBy, panTo, reset });
  const zoomed = view.scale > 1;
  const transform = { transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` };

  // The flagged regions are outlined on both images, so the divider never hides them.
  const outlined = fixture && fixture.outlines.length > 0 ? <StructureOverlay aspect={aspect} lines={[]} outlines={fixture.outlines} style={transform} /> : null;
  const before = (
    <>
      <img className="compare__image" src={beforeSrc} alt={t('compare.before')} draggable={false} style={transform} onLoad={(event) => setAspect(aspectOf(event.currentTarget) ?? aspect)} />
      {outlined}
    </>
  );
  const overlay = fixture && (structure || fixture.outlines.length > 0) ? <StructureOverlay aspect={afterAspect ?? aspect} lines={structure ? fixture.lines : []} outlines={fixture.outlines} style={transform} /> : null;
  const after = hasAfter ? (
    <>
      <img className="compare__image" src={afterSrc} alt={t('compare.after')} draggable={false} style={transform} onLoad={(event) => setAfterAspect(aspectOf(event.currentTarget))} onError={onAfterError} />
      {overlay}
    </>
  ) : null;
  const badge = disclosure && hasAfter ? <DisclosureBadge label={disclosure} locale={disclosureLang} className="compare__badge" /> : null;
  const geometry = { beforeAspect: aspect, afterAspect: afterAspect ?? aspect, view };
  const stage = { stageRef, geometry, zoomed, before, after, holding, badge, onStageKey };
  const classes = ['compare', fill && 'compare--fill', fullscreen.active && 'compare--fullscreen', fullscreen.fallback && 'compare--fallback'].filter(Boolean).join(' ');

  return (
    <div
      ref={rootRef}
      className={classes}
      style={{ '--compare-aspect': String(aspect) } as CSSProperties}
      role="group"
      aria-label={t('compare.label')}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && fullscreen.fallback) fullscreen.exitFallback();
      }}
    >
      <div className="compare__viewport">
        {mode === 'slider' || !hasAfter ? (
          <CompareSlider {...stage} afterLoading={afterLoading} position={position} onDividerKey={onDividerKey} handlers={handlers} />
        ) : (
          <CompareSideBySide {...stage} original={<img className="compare__image" src={beforeSrc} alt="" draggable={false} style={transform} />} handlers={handlers(false)} />
        )}
      </div>
      {hasAfter && (
        <CompareToolbar
          mode={mode}
          onModeChange={setMode}
          scale={view.scale}
          zoomBy={zoomBy}
          resetZoom={reset}
          holding={holding}
          onHoldChange={setHolding}
          fullscreen={fullscreen.active}
          onToggleFullscreen={fullscreen.toggle}
          structure={fixture ? { on: structure, toggle: () => setStructure(!structure) } : undefined}
        />
      )}
      {hasAfter && (
        <p className="field__hint compare__help">
          {/* Two whole sentences, each translated on its own. */}
          {mode === 'slider' ? `${t('compare.help.slider')} ` : ''}
          {zoomed ? t('compare.help.zoomed') : fill || fullscreen.active ? t('compare.help.wheel') : t('compare.help.ctrl-wheel')}
        </p>
      )}
    </div>
  );
}
