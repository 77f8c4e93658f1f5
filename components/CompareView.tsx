import { useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { useZoomPan, ZOOM_STEP, MAX_ZOOM, MIN_ZOOM } from './hooks/useZoomPan';
import { useFullscreen } from './hooks/useFullscreen';

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

type Mode = 'slider' | 'side';

/** Keyboard steps of the divider, in percent. */
const SMALL_STEP = 5;
const LARGE_STEP = 25;

/** The divider's new position for a key, or null for keys it does not handle. */
export function dividerPositionForKey(key: string, position: number): number | null {
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(position - SMALL_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(position + SMALL_STEP);
    case 'PageDown':
      return clamp(position - LARGE_STEP);
    case 'PageUp':
      return clamp(position + LARGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return 100;
    default:
      return null;
  }
}

type Drag = { kind: 'divider' } | { kind: 'pan'; startX: number; startY: number; fromX: number; fromY: number };

/**
 * Before and after, compared: a draggable divider (a keyboard-operable slider), a side-by-side
 * mode, hold-to-see-original, zoom and pan applied to both images together (buttons, wheel,
 * drag) and full screen.
 */
export function CompareView({ beforeSrc, afterSrc, afterLoading = false, disclosure = null }: CompareViewProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [mode, setMode] = useState<Mode>('slider');
  const [position, setPosition] = useState(50);
  const [holding, setHolding] = useState(false);
  const [aspect, setAspect] = useState(4 / 3);
  const fullscreen = useFullscreen(rootRef);
  const hasAfter = afterSrc !== undefined;
  const { view, zoomBy, panTo, reset } = useZoomPan(stageRef, fullscreen.active, hasAfter ? mode : 'single');
  const zoomed = view.scale > 1;
  const transform = { transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` };

  const positionAt = (clientX: number) => {
    const rect = stageRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return position;
    return Math.round(Math.min(100, Math.max(0, ((clientX - rect.left) / rect.width) * 100)) * 10) / 10;
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>, onDivider: boolean) => {
    if (event.button !== 0 || !hasAfter) return;
    event.preventDefault();
    event.stopPropagation();
    if (zoomed && !onDivider) {
      drag.current = { kind: 'pan', startX: event.clientX, startY: event.clientY, fromX: view.x, fromY: view.y };
    } else if (mode === 'slider') {
      drag.current = { kind: 'divider' };
      setPosition(positionAt(event.clientX));
    } else {
      return;
    }
    // Capture keeps the drag going when the pointer leaves the image (touch or fast mouse).
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current) return;
    if (current.kind === 'divider') setPosition(positionAt(event.clientX));
    else panTo(current.fromX + event.clientX - current.startX, current.fromY + event.clientY - current.startY);
  };

  const endDrag = () => {
    drag.current = null;
  };

  const onDividerKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = dividerPositionForKey(event.key, position);
    if (next === null) return;
    event.preventDefault();
    setPosition(next);
  };

  const holdKey = (event: KeyboardEvent<HTMLButtonElement>, down: boolean) => {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    if (down && event.repeat) return;
    setHolding(down);
  };

  const before = <img className="compare__image" src={beforeSrc} alt="Before" draggable={false} style={transform} onLoad={(event) => {
    const image = event.currentTarget;
    if (image.naturalWidth > 0 && image.naturalHeight > 0) setAspect(image.naturalWidth / image.naturalHeight);
  }} />;
  const after = hasAfter ? <img className="compare__image" src={afterSrc} alt="After" draggable={false} style={transform} /> : null;
  const badge = disclosure && hasAfter && !holding ? <span className="badge badge--disclosure compare__badge">{disclosure}</span> : null;

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
        <div className="compare__toolbar" role="toolbar" aria-label="Comparison">
          <div className="segmented" role="group" aria-label="Comparison mode">
            <button type="button" className="segmented__item" aria-pressed={mode === 'slider'} onClick={() => setMode('slider')}>
              Slider
            </button>
            <button type="button" className="segmented__item" aria-pressed={mode === 'side'} onClick={() => setMode('side')}>
              Side by side
            </button>
          </div>
          <div className="compare__zoom" role="group" aria-label="Zoom">
            <button type="button" className="icon-button" aria-label="Zoom out" disabled={view.scale <= MIN_ZOOM} onClick={() => zoomBy(1 / ZOOM_STEP)}>
              <span aria-hidden="true">−</span>
            </button>
            <button type="button" className="compare__zoom-level" aria-label={`Reset zoom (now ${Math.round(view.scale * 100)}%)`} disabled={!zoomed} onClick={reset}>
              {Math.round(view.scale * 100)}%
            </button>
            <button type="button" className="icon-button" aria-label="Zoom in" disabled={view.scale >= MAX_ZOOM} onClick={() => zoomBy(ZOOM_STEP)}>
              <span aria-hidden="true">+</span>
            </button>
          </div>
          <button
            type="button"
            className="button button--quiet"
            aria-pressed={holding}
            onPointerDown={() => setHolding(true)}
            onPointerUp={() => setHolding(false)}
            onPointerLeave={() => setHolding(false)}
            onPointerCancel={() => setHolding(false)}
            onKeyDown={(event) => holdKey(event, true)}
            onKeyUp={(event) => holdKey(event, false)}
            onBlur={() => setHolding(false)}
            onContextMenu={(event) => event.preventDefault()}
          >
            Hold to see original
          </button>
          <button type="button" className="button button--quiet" onClick={fullscreen.toggle}>
            {fullscreen.active ? 'Exit full screen' : 'Full screen'}
          </button>
        </div>
      )}

      {mode === 'slider' || !hasAfter ? (
        <div
          ref={stageRef}
          className={`compare__stage${zoomed ? ' compare__stage--zoomed' : ''}`}
          style={{ aspectRatio: String(aspect) }}
          data-zoomed={zoomed}
          onPointerDown={(event) => onPointerDown(event, false)}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          <div className="compare__layer">{before}</div>
          {hasAfter && (
            <div className="compare__layer compare__layer--after" style={{ clipPath: holding ? 'inset(0 0 0 100%)' : `inset(0 0 0 ${position}%)` }}>
              {after}
            </div>
          )}
          {hasAfter && !holding && (
            <div
              className="compare__divider"
              style={{ left: `${position}%` }}
              role="slider"
              tabIndex={0}
              aria-label="Comparison divider"
              aria-orientation="horizontal"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(position)}
              aria-valuetext={`${Math.round(position)}% before, ${100 - Math.round(position)}% after`}
              onKeyDown={onDividerKey}
              onPointerDown={(event) => onPointerDown(event, true)}
              onPointerMove={onPointerMove}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
            >
              <span className="compare__handle" aria-hidden="true">
                ‹›
              </span>
            </div>
          )}
          {hasAfter && !holding && (
            <>
              <span className="compare__tag compare__tag--before" aria-hidden="true">Before</span>
              <span className="compare__tag compare__tag--after" aria-hidden="true">After</span>
            </>
          )}
          {holding && <span className="compare__tag compare__tag--before" aria-hidden="true">Original</span>}
          {badge}
          {afterLoading && !hasAfter && <span className="compare__loading">Loading result…</span>}
        </div>
      ) : (
        <div
          ref={stageRef}
          className={`compare__side${zoomed ? ' compare__stage--zoomed' : ''}`}
          data-zoomed={zoomed}
          data-size-from="child"
          onPointerDown={(event) => onPointerDown(event, false)}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          <figure className="compare__pane" style={{ aspectRatio: String(aspect) }}>
            {before}
            <figcaption className="compare__tag compare__tag--before">Before</figcaption>
          </figure>
          <figure className="compare__pane" style={{ aspectRatio: String(aspect) }}>
            {holding ? <img className="compare__image" src={beforeSrc} alt="" draggable={false} style={transform} /> : after}
            <figcaption className="compare__tag compare__tag--after">{holding ? 'Original' : 'After'}</figcaption>
            {badge}
          </figure>
        </div>
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
