import type { KeyboardEvent } from 'react';
import { ZOOM_STEP, type ZoomPan } from '../hooks/useZoomPan';

/** How far one arrow key moves a zoomed image, in CSS pixels. */
export const PAN_STEP = 48;

/** What a key does on the comparison's images. */
export type StageKeyAction = { readonly kind: 'zoom'; readonly factor: number } | { readonly kind: 'reset' } | { readonly kind: 'pan'; readonly dx: number; readonly dy: number };

const PANS: Readonly<Record<string, readonly [number, number]>> = {
  // An arrow shows more of that side: the image moves the other way.
  ArrowLeft: [PAN_STEP, 0],
  ArrowRight: [-PAN_STEP, 0],
  ArrowUp: [0, PAN_STEP],
  ArrowDown: [0, -PAN_STEP],
};

/** The action of a key on the images: + and − zoom, 0 resets, arrows pan once zoomed; null for other keys. */
export function stageKeyAction(key: string, zoomed: boolean): StageKeyAction | null {
  if (key === '+' || key === '=') return { kind: 'zoom', factor: ZOOM_STEP };
  if (key === '-' || key === '_' || key === '−') return { kind: 'zoom', factor: 1 / ZOOM_STEP };
  if (key === '0') return { kind: 'reset' };
  const pan = zoomed ? PANS[key] : undefined;
  return pan ? { kind: 'pan', dx: pan[0], dy: pan[1] } : null;
}

/** What the key handler drives. */
export interface StageKeyTargets {
  readonly view: ZoomPan;
  readonly zoomBy: (factor: number) => void;
  readonly panTo: (x: number, y: number) => void;
  readonly reset: () => void;
}

/** The images' key handler. Keys the divider already handled (its arrows) are left alone. */
export function stageKeyHandler({ view, zoomBy, panTo, reset }: StageKeyTargets) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const action = stageKeyAction(event.key, view.scale > 1);
    if (!action) return;
    event.preventDefault();
    if (action.kind === 'zoom') zoomBy(action.factor);
    else if (action.kind === 'reset') reset();
    else panTo(view.x + action.dx, view.y + action.dy);
  };
}
