import { useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import type { ZoomPan } from './useZoomPan';

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

/** Pointer handlers of the stage and of the divider. */
export interface DragHandlers {
  readonly onPointerDown: (event: ReactPointerEvent<HTMLDivElement>) => void;
  readonly onPointerMove: (event: ReactPointerEvent<HTMLDivElement>) => void;
  readonly onPointerUp: () => void;
  readonly onPointerCancel: () => void;
}

/** What the drags need to know about the comparison. */
export interface CompareDragOptions {
  /** False while there is no result: nothing to drag. */
  readonly enabled: boolean;
  /** True in slider mode (dragging moves the divider). */
  readonly slider: boolean;
  readonly view: ZoomPan;
  readonly panTo: (x: number, y: number) => void;
  /** Where the divider starts (percent from the left), and goes back to for each new `resultKey`. */
  readonly start: number;
  /** The result compared: another one starts its comparison at `start` again. */
  readonly resultKey: string | undefined;
}

/**
 * The divider's position (percent of the stage from the left) and the drags: on the divider or,
 * when not zoomed, anywhere on the slider stage, a drag moves the divider; when zoomed, a drag
 * on the images pans both. Keys move the divider too (`dividerPositionForKey`).
 */
export function useCompareDrag(stageRef: RefObject<HTMLDivElement | null>, { enabled, slider, view, panTo, start: startAt, resultKey }: CompareDragOptions) {
  const drag = useRef<Drag | null>(null);
  const [position, setPosition] = useState(startAt);
  const [shown, setShown] = useState({ resultKey, startAt });
  // A new result (or a new kind of start) is compared from its own start, not where the last one was left.
  if (shown.resultKey !== resultKey || shown.startAt !== startAt) {
    setShown({ resultKey, startAt });
    setPosition(startAt);
  }

  const positionAt = (clientX: number) => {
    const rect = stageRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return position;
    return Math.round(Math.min(100, Math.max(0, ((clientX - rect.left) / rect.width) * 100)) * 10) / 10;
  };

  const start = (event: ReactPointerEvent<HTMLDivElement>, onDivider: boolean) => {
    if (event.button !== 0 || !enabled) return;
    event.preventDefault();
    event.stopPropagation();
    if (view.scale > 1 && !onDivider) {
      drag.current = { kind: 'pan', startX: event.clientX, startY: event.clientY, fromX: view.x, fromY: view.y };
    } else if (slider) {
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

  const end = () => {
    drag.current = null;
  };

  const handlers = (onDivider: boolean): DragHandlers => ({ onPointerDown: (event) => start(event, onDivider), onPointerMove, onPointerUp: end, onPointerCancel: end });

  const onDividerKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = dividerPositionForKey(event.key, position);
    if (next === null) return;
    event.preventDefault();
    setPosition(next);
  };

  return { position, handlers, onDividerKey };
}
