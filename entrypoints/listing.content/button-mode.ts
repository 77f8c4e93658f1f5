import { browser } from 'wxt/browser';

/**
 * How the buttons show (the `buttonVisibility` setting of lib/storage/settings-schema.ts):
 * "always", a small badge on every photo; "hover", nothing until the photo is hovered or focused.
 */
export type ButtonMode = 'always' | 'hover';

/** The `storage.local` key of the settings (`settingsItem` of lib/storage/storage.ts). */
export const SETTINGS_KEY = 'settings';

/**
 * The mode in stored settings, checked by hand (zod would triple the content script): "hover"
 * only when the stored value says exactly that, the default "always" for anything else.
 */
export function parseButtonMode(settings: unknown): ButtonMode {
  const value = typeof settings === 'object' && settings !== null ? (settings as { buttonVisibility?: unknown }).buttonVisibility : undefined;
  return value === 'hover' ? 'hover' : 'always';
}

type Listener = (mode: ButtonMode) => void;

/** Unknown until the settings are read: no badge shows before then (no flash of badges). */
let current: ButtonMode | undefined;
const listeners = new Set<Listener>();

/** Sets the mode of every overlay on the page. */
export function setButtonMode(mode: ButtonMode): void {
  if (mode === current) return;
  current = mode;
  for (const listener of listeners) listener(mode);
}

/** The mode now; undefined until the settings have been read. */
export function getButtonMode(): ButtonMode | undefined {
  return current;
}

/** Subscribes to mode changes; returns the unsubscribe function. */
export function onButtonMode(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reads the mode from `storage.local`, then follows every change the options page saves. */
export function watchButtonMode(signal: AbortSignal): void {
  const apply = (settings: unknown) => {
    if (!signal.aborted) setButtonMode(parseButtonMode(settings));
  };
  const onChanged = (changes: Record<string, { newValue?: unknown }>, area: string) => {
    if (area === 'local' && SETTINGS_KEY in changes) apply(changes[SETTINGS_KEY]?.newValue);
  };
  browser.storage.onChanged.addListener(onChanged);
  signal.addEventListener('abort', () => browser.storage.onChanged.removeListener(onChanged), { once: true });
  browser.storage.local.get(SETTINGS_KEY).then(
    (stored) => apply(stored[SETTINGS_KEY]),
    () => apply(undefined),
  );
}
