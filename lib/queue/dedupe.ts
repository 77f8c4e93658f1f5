import { sha256Hex } from '../images/hash';
import type { JobRecord, JobStore } from './job-store';
import { isActive, type JobRequest } from './types';

/**
 * Request identity, for the result cache and for sharing in-flight calls. Two requests are
 * identical when the photo BYTES are (so the same photo under two CDN URLs, or with cache-busting
 * query strings, is one photo) and the operation and canonical parameters are.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/**
 * Canonical form of parameters: object keys sorted, strings trimmed, empty strings, `undefined`
 * and empty arrays dropped (an absent guidance and an empty one ask the same thing). Array order
 * is kept: materials are applied in order.
 */
export function canonicalize(value: unknown): Json | undefined {
  if (value === null) return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    const items = value.map(canonicalize).filter((item): item is Json => item !== undefined);
    return items.length === 0 ? undefined : items;
  }
  if (typeof value === 'object') {
    const out: { [key: string]: Json } = {};
    for (const key of Object.keys(value).sort()) {
      const item = canonicalize((value as Record<string, unknown>)[key]);
      if (item !== undefined) out[key] = item;
    }
    return out;
  }
  return undefined;
}

/** The text a dedupe key hashes: operation, photo hash and canonical parameters. */
export function dedupeMaterial(photoHash: string, request: JobRequest): string {
  return JSON.stringify([request.operation, photoHash, canonicalize(request.params) ?? {}]);
}

/** The dedupe key of a request on a photo (SHA-256, hex). */
export function dedupeKey(photoHash: string, request: JobRequest): Promise<string> {
  return sha256Hex(dedupeMaterial(photoHash, request));
}

/** What to do with a new request, given the jobs that share its key. */
export type DedupeDecision =
  | { readonly kind: 'share'; readonly job: JobRecord }
  | { readonly kind: 'cached'; readonly job: JobRecord }
  | { readonly kind: 'new' };

/**
 * Decides between sharing an active job, answering a finished result, or a new call.
 * `newVariation` always makes a new call: the user asked for a different image than any existing
 * or coming one. A cached result counts only while its history entry exists (`hasResult`), so
 * "Clear history" also clears the cache.
 */
export async function decide(
  store: Pick<JobStore, 'byDedupeKey'>,
  key: string,
  options: { readonly newVariation: boolean; readonly hasResult: (job: JobRecord) => Promise<boolean> },
): Promise<DedupeDecision> {
  if (options.newVariation) return { kind: 'new' };
  const same = await store.byDedupeKey(key);
  const active = same.find(isActive);
  if (active) return { kind: 'share', job: active };
  for (const job of same) {
    if (job.state === 'done' && job.result && (await options.hasResult(job))) return { kind: 'cached', job };
  }
  return { kind: 'new' };
}
