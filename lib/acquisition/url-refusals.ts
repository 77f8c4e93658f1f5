/**
 * Photo addresses the service refused to download (a 400 on the URL variant that the bytes then
 * got past), remembered so the next call on the same address goes straight to the bytes: each
 * refused try costs a round trip before the render. A listing CDN the service cannot reach
 * refuses every photo on it, so once HOST_REFUSALS addresses of one host were refused (by one
 * service, for one call), a new photo of that host goes straight to the bytes as well: its first
 * render no longer waits for a refusal. The addresses are kept in memory only, bounded; the hosts
 * (a few, and what a worker restarted after 30 s idle would otherwise learn again) also in the
 * session storage when `keep` is given (lib/storage/storage.ts, `refusedHostsItem`).
 */

/** How many refused addresses are remembered (the least recently used ones are forgotten first). */
export const MAX_URL_REFUSALS = 256;
/** Refused addresses of one host after which every address of it goes straight to the bytes. */
export const HOST_REFUSALS = 2;
/** How many refusing hosts are remembered. */
export const MAX_HOST_REFUSALS = 64;

/** The refused addresses, by a key naming the service, the call and the address (`refusalKey`). */
export interface UrlRefusals {
  /** True when this address was refused, or its host refuses (`hostKey`, HOST_REFUSALS of its addresses were). */
  has(key: string, hostKey?: string): boolean;
  /** Remembers a refused address, and counts it for its host. */
  add(key: string, hostKey?: string): void;
}

/** Where the refusing hosts outlive a worker: read once as the memory starts, written as one is learned. */
export interface HostRefusalsKeep {
  load(): Promise<readonly string[]>;
  save(hostKeys: readonly string[]): Promise<void>;
}

/**
 * The key of one refusal: per API base (another service may download what this one can't) and
 * per call (a 400 may also mean that call does not take the URL variant, which says nothing of
 * the others).
 */
export function refusalKey(apiBase: string, call: string, url: string): string {
  return `${apiBase}\n${call}\n${url}`;
}

/** The key of an address's host, as `refusalKey` names an address (no host: none). */
export function hostRefusalKey(apiBase: string, call: string, url: string): string | undefined {
  try {
    return `${apiBase}\n${call}\nhost:${new URL(url).host}`;
  } catch {
    return undefined;
  }
}

/** Adds `key` as the most recently used of `keys`, forgetting the oldest beyond `max`. */
function touch(keys: Set<string>, key: string, max: number): void {
  keys.delete(key);
  keys.add(key);
  for (const oldest of keys) {
    if (keys.size <= max) break;
    keys.delete(oldest);
  }
}

/** The stored refusing hosts, as far as they are readable: strings, at most MAX_HOST_REFUSALS. */
export function refusedHostKeys(stored: unknown): string[] {
  return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string').slice(-MAX_HOST_REFUSALS) : [];
}

/** A bounded memory of refusals; with `keep`, the refusing hosts are read back and written there. */
export function createUrlRefusals(max: number = MAX_URL_REFUSALS, keep?: HostRefusalsKeep): UrlRefusals {
  const keys = new Set<string>();
  // Per host: the refused addresses counted so far (a host refuses once it has HOST_REFUSALS).
  const hosts = new Map<string, Set<string>>();
  const refusing = new Set<string>();
  void keep
    ?.load()
    .then((stored) => stored.forEach((hostKey) => refusing.add(hostKey)))
    .catch(() => undefined);

  const countForHost = (hostKey: string, key: string) => {
    const seen = hosts.get(hostKey) ?? new Set<string>();
    seen.add(key);
    hosts.delete(hostKey);
    hosts.set(hostKey, seen);
    for (const oldest of hosts.keys()) {
      if (hosts.size <= MAX_HOST_REFUSALS) break;
      hosts.delete(oldest);
    }
    if (seen.size < HOST_REFUSALS || refusing.has(hostKey)) return;
    touch(refusing, hostKey, MAX_HOST_REFUSALS);
    void keep?.save([...refusing]).catch(() => undefined);
  };

  return {
    has(key, hostKey) {
      if (hostKey !== undefined && refusing.has(hostKey)) return true;
      if (!keys.has(key)) return false;
      // Set iteration is insertion order: re-inserting makes it the most recently used.
      touch(keys, key, max);
      return true;
    },
    add(key, hostKey) {
      touch(keys, key, max);
      if (hostKey !== undefined) countForHost(hostKey, key);
    },
  };
}
