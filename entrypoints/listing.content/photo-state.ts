import type { PhotoState as ProtocolPhotoState } from '../../lib/queue/photo-states';

/**
 * The state each photo's button shows, in the protocol's vocabulary (`PhotoState` of
 * lib/messaging/protocol without its url): idle; queued or running (a working badge with the
 * elapsed time since `startedAt`); done (a badge that opens the result in the side panel);
 * failed. The background owns the truth; the content script only displays what it is told,
 * through `setPhotoState` / `applyPhotoStates` (fed from `getPhotoStates` replies and
 * `photoStates` events; that wiring is the background side's).
 */
export type PhotoBadgeState = Omit<ProtocolPhotoState, 'url'>;

type Listener = (photoUrl: string, state: PhotoBadgeState) => void;

const IDLE: PhotoBadgeState = { state: 'idle' };
const states = new Map<string, PhotoBadgeState>();
const listeners = new Set<Listener>();

/**
 * Sets the state of every button showing `photoUrl` (the resolved, largest-variant URL: the same
 * string as the photo's `data-reimagine` and the `url` of the openPhoto message). Buttons created
 * later for the same photo start in this state.
 */
export function setPhotoState(photoUrl: string, state: PhotoBadgeState): void {
  if (state.state !== 'idle') states.set(photoUrl, state);
  // The background answers a page's first request with a state for each of its photos, nearly
  // all idle: idle again is no news for the hundreds of buttons listening.
  else if (!states.delete(photoUrl)) return;
  for (const listener of listeners) listener(photoUrl, state);
}

/** Applies a batch of states as the protocol delivers them (`{url, state, startedAt?, jobId?}`). */
export function applyPhotoStates(batch: readonly ProtocolPhotoState[]): void {
  for (const { url, ...state } of batch) setPhotoState(url, state);
}

/** The current state of a photo (idle unless set). */
export function getPhotoState(photoUrl: string): PhotoBadgeState {
  return states.get(photoUrl) ?? IDLE;
}

/** Subscribes to state changes; returns the unsubscribe function. */
export function onPhotoState(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
