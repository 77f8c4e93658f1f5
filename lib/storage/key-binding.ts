import { z } from '../zod';
import { AppError } from '../errors';
import { PRODUCTION_API_ORIGIN } from '../config';
import { checkApiBase, isLoopbackHost, normalizeApiBase } from './api-base';

/**
 * The rules that bind the API key to the origin the user confirmed it for. Pure (no storage): the
 * custody (`key-custody.ts`) keeps the record in the extension-origin IndexedDB and applies these.
 *
 * The record says where calls go (`apiBase`), which origin the user confirmed for the key
 * (`confirmedOrigin`) and the key. Normally the base's origin IS the confirmed one; the two differ
 * only after the migration below found a custom base nobody confirmed, and then nothing is sent
 * until the user confirms it. Every rule:
 * - saving a key names its base: a typed key is bound to that base's origin;
 * - moving the base to another origin keeps the key only with `confirmOrigin` equal to that
 *   origin (the options page asks "Send your RenovateAI key to api.example.com?"); a move on the
 *   same origin (a path change) keeps the binding; with no key stored there is nothing to confirm;
 * - `connect()` sends the stored key only to the confirmed origin; a connection test sends it
 *   only to the saved base itself (an unsaved base URL needs a key typed for it).
 */
export const StoredConnection = z.object({
  /** Canonical API base (`lib/storage/api-base.ts`): where calls go. */
  apiBase: z.string(),
  /** The origin the user confirmed the key for (`https://api.example.com`). */
  confirmedOrigin: z.string(),
  apiKey: z.optional(z.string().check(z.minLength(1))),
});
export type StoredConnection = z.infer<typeof StoredConnection>;

/** A change of the connection (the `saveConnection` message): a base, and a key typed for it or a confirmation of its origin. */
export interface ConnectionChange {
  readonly apiBase: string;
  /** A key typed for `apiBase` ('' removes the stored key); absent keeps the stored key. */
  readonly apiKey?: string | undefined;
  /** The origin the user confirmed sending the stored key to; must be `apiBase`'s origin. */
  readonly confirmOrigin?: string | undefined;
}

/** The origin of a base URL. */
export function originOf(url: string): string {
  return new URL(url).origin;
}

/** The host (with port) of an origin or URL, as the options page names it. */
export function hostOf(url: string): string {
  return new URL(url).host;
}

/** Origins a base found by the migration may keep the key for without asking: the real service and this computer. */
export function trustedWithoutAsking(origin: string): boolean {
  return origin === PRODUCTION_API_ORIGIN || isLoopbackHost(new URL(origin).hostname);
}

/**
 * The record for an install that had none: an older version kept the key alone in IndexedDB and
 * the base in `storage.local`, which content scripts can WRITE, so that base may be an attacker's.
 * DECISION: it is kept as the confirmed base only when its origin is the real service's or
 * loopback (where a stored key was sent anyway, or never leaves the computer). Any other base is
 * kept for display but NOT confirmed: the key stays bound to the real service's origin and
 * nothing is sent until the user confirms the base in the options (or types the key for it).
 * Without a key there is nothing to protect and nothing to show, so an unknown base is dropped
 * for `defaultBase`.
 */
export function migrateLegacy(legacyKey: string | undefined, legacyBase: unknown, defaultBase: string): StoredConnection {
  const check = typeof legacyBase === 'string' ? checkApiBase(legacyBase) : null;
  const base = check?.ok ? check.base : defaultBase;
  const key = legacyKey?.trim() || undefined;
  const origin = originOf(base);
  if (trustedWithoutAsking(origin)) return { apiBase: base, confirmedOrigin: origin, ...(key ? { apiKey: key } : {}) };
  if (!key) return { apiBase: defaultBase, confirmedOrigin: originOf(defaultBase) };
  return { apiBase: base, confirmedOrigin: PRODUCTION_API_ORIGIN, apiKey: key };
}

/**
 * What is kept of a stored record that no longer fits its schema (corrupt, or hand-edited): its
 * base and confirmed origin when both still hold (the user's choice of host survives), never a
 * key that is not a key; else the default base, confirmed, without a key. The caller sets the
 * raw record aside in the quarantine, so nothing is dropped silently.
 */
export function salvage(value: unknown, defaultBase: string): StoredConnection {
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const base = typeof record.apiBase === 'string' ? checkApiBase(record.apiBase) : null;
  const origin = typeof record.confirmedOrigin === 'string' && URL.canParse(record.confirmedOrigin) ? record.confirmedOrigin : null;
  if (base?.ok && origin !== null && originOf(origin) === origin) return { apiBase: base.base, confirmedOrigin: origin };
  return { apiBase: defaultBase, confirmedOrigin: originOf(defaultBase) };
}

/** The sentence of a refused origin change: it names the new host, as the confirmation does. */
export function confirmQuestion(base: string): string {
  return `Send your RenovateAI key to ${hostOf(base)}? Confirm it, or type the key for it.`;
}

/** Applies a `saveConnection` change, or throws `host_not_confirmed` when it would move the key to an unconfirmed origin. */
export function applyChange(current: StoredConnection, change: ConnectionChange): StoredConnection {
  const apiBase = normalizeApiBase(change.apiBase);
  const origin = originOf(apiBase);
  if (change.apiKey !== undefined) {
    const key = change.apiKey.trim();
    return { apiBase, confirmedOrigin: origin, ...(key ? { apiKey: key } : {}) };
  }
  if (!current.apiKey || origin === current.confirmedOrigin || change.confirmOrigin === origin) {
    return { apiBase, confirmedOrigin: origin, ...(current.apiKey ? { apiKey: current.apiKey } : {}) };
  }
  throw new AppError('host_not_confirmed', confirmQuestion(apiBase));
}

/** Whether the record's base is on the confirmed origin (false only for an unconfirmed migrated base). */
export function isConfirmed(connection: StoredConnection): boolean {
  return originOf(connection.apiBase) === connection.confirmedOrigin;
}

/** Where `connect()` sends the key: the stored base, only if its origin is the confirmed one. */
export function sendTarget(connection: StoredConnection): { apiBase: string; apiKey: string } {
  if (!connection.apiKey) throw new AppError('no_api_key', 'No API key is set yet.');
  if (!isConfirmed(connection)) {
    throw new AppError(
      'host_not_confirmed',
      `Reimagine did not send your key to ${hostOf(connection.apiBase)}: it is confirmed only for ${hostOf(connection.confirmedOrigin)}. Confirm the new host in the options.`,
    );
  }
  return { apiBase: connection.apiBase, apiKey: connection.apiKey };
}

/**
 * What a connection test calls: a typed key goes to the typed base (the user just said so); the
 * stored key only to the saved base itself, and only when that base is on the confirmed origin.
 * DECISION: an unsaved base gets the stored key in no case, not even on the same origin (a path
 * change): the key was saved for the base the user saved, and a typed URL the user has not saved
 * is a guess to check with a key typed for it. Anything else is refused before sending.
 */
export function testTarget(connection: StoredConnection, typedBase: string | undefined, typedKey: string | undefined): { baseUrl: string; apiKey: string } {
  const baseUrl = normalizeApiBase(typedBase ?? connection.apiBase);
  const typed = typedKey?.trim();
  if (typed) return { baseUrl, apiKey: typed };
  if (!connection.apiKey) throw new AppError('no_api_key', 'No API key is set yet.');
  if (baseUrl !== connection.apiBase) {
    throw new AppError(
      'host_not_confirmed',
      `Type the key to test ${baseUrl}: your saved key is sent only with the saved base URL, ${connection.apiBase}. Save the new base URL, or type a key for it.`,
    );
  }
  // The saved base of an older install that nobody confirmed (`migrateLegacy`): refused as `connect()` refuses it.
  return { baseUrl, apiKey: sendTarget(connection).apiKey };
}
