import { useRef, useState } from 'react';
import { useZoomPan } from '../hooks/useZoomPan';
import { useFullscreen } from '../hooks/useFullscreen';
import { useCompareDrag } from '../hooks/useCompareDrag';
import { CompareToolbar, type CompareMode } from './CompareToolbar';
import { CompareSlider } from './CompareSlider';
import { CompareSideBySide } from './CompareSideBySide';

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
}

/**
 * Before and after, compared: a draggable divider (a keyboard-operable slider), a side-by-side
 * mode, hold-to-see-original, zoom and pan applied to both images together (buttons, wheel,
 * drag) and full screen.
 */
export function CompareView({ beforeSrc, afterSrc, afterLoading = false, disclosure = null }: CompareViewProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<CompareMode>('slider');
  const [holding, setHolding] = useState(false);
  const [aspect, setAspect] = useState(4 / 3);
  const fullscreen = useFullscreen(rootRef);
  const hasAfter = afterSrc !== undefined;
  const { view, zoomBy, panTo, reset } = useZoomPan(stageRef, fullscreen.active, hasAfter ? mode : 'single');
  const { position, handlers, onDividerKey } = useCompareDrag(stageRef, { enabled: hasAfter, slider: mode === 'slider', view, panTo });
  const zoomed = view.scale > 1;
  const transform = { transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` };

  const image = (src: string, alt: string, onLoad?: (image: HTMLImageElement) => void) => (
    <img className="compare__image" src={src} alt={alt} draggable={false} style={transform} onLoad={onLoad ? (event) => onLoad(event.currentTarget) : undefined} />
  );
  const before = image(beforeSrc, 'Before', (loaded) => {
    if (loaded.naturalWidth > 0 && loaded.naturalHeight > 0) setAspect(loaded.naturalWidth / loaded.naturalHeight);
  });
  const after = hasAfter ? image(afterSrc, 'After') : null;
  const badge = disclosure && hasAfter && !holding ? <span className="badge badge--disclosure compare__badge">{disclosure}</span> : null;
  const stage = { stageRef, aspect, zoomed, before, holding, badge };

  return (
    <div
      ref={rootRef}
      className={`compare${fullscreen.active ? ' compare--fullscreen' : ''}${fullscreen.fallback ? ' compare--fallback' : ''}`}
      role="group"
      aria-label="Before and after"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && fullscreen.fallback) fullscreen.exitFallback();
      }}
    >
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
        />
      )}
      {mode === 'slider' || !hasAfter ? (
        <CompareSlider {...stage} after={after} afterLoading={afterLoading} position={position} onDividerKey={onDividerKey} handlers={handlers} />
      ) : (
        <CompareSideBySide {...stage} after={after} original={image(beforeSrc, '')} handlers={handlers(false)} />
      )}
      {hasAfter && (
        <p className="field__hint compare__help">
          {mode === 'slider' ? 'Drag the divider or use the arrow keys. ' : ''}
          {zoomed ? 'Drag the image to move around both views.' : 'Ctrl + wheel or the + button zooms both images.'}
        </p>
      )}
    </div>
  );
}
