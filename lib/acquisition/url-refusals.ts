/**
 * Photo addresses the service refused to download (a 400 on the URL variant that the bytes then
 * got past), remembered so the next call on the same address goes straight to the bytes: each
 * refused try costs a round trip before every render of that photo (a listing CDN the service
 * cannot reach refuses every time). Memory only and bounded: a new worker simply tries the URL
 * once more, and a long session cannot grow it without limit.
 */

/** How many refused addresses are remembered (the least recently used ones are forgotten first). */
export const MAX_URL_REFUSALS = 256;

/** The refused addresses, by a key naming the service, the call and the address (`refusalKey`). */
export interface UrlRefusals {
  has(key: string): boolean;
  add(key: string): void;
}

/**
 * The key of one refusal: per API base (another service may download what this one can't) and
 * per call (a 400 may also mean that call does not take the URL variant, which says nothing of
 * the others).
 */
export function refusalKey(apiBase: string, call: string, url: string): string {
  return `${apiBase}\n${call}\n${url}`;
}

/** A bounded memory of refusals. */
export function createUrlRefusals(max: number = MAX_URL_REFUSALS): UrlRefusals {
  const keys = new Set<string>();
  return {
    has(key) {
      if (!keys.has(key)) return false;
      // Set iteration is insertion order: re-inserting makes it the most recently used.
      keys.delete(key);
      keys.add(key);
      return true;
    },
    add(key) {
      keys.delete(key);
      keys.add(key);
      for (const oldest of keys) {
        if (keys.size <= max) break;
        keys.delete(oldest);
      }
    },
  };
}
