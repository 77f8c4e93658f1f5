/**
 * Fetching the images requests point at (`image_url`, `style_image_url`, material textures,
 * batch images). Rules: http(s) only; no link-local hosts (see link-local.ts) unless allowed; at
 * most MAX_REDIRECTS redirects, followed by hand so each hop is checked; one time budget for the
 * whole download; a byte cap; and the first bytes must be JPEG, PNG or WebP. Every failure is an
 * ImageFetchError whose message says which rule broke.
 */
import type { HttpGet } from './http-get';
import { sniffImageFormat } from './images/magic';
import { isLinkLocalAddress, LinkLocalLookupError, literalAddress, refusalReason } from './link-local';
import { readLimited } from './read-limited';

/** Redirects followed before giving up. */
export const MAX_REDIRECTS = 3;

/** A reason an image URL could not be used; answered as 400. */
export class ImageFetchError extends Error {
  override readonly name = 'ImageFetchError';
}

/** What a fetch needs from its surroundings. */
export interface ImageFetchDeps {
  /** The network request (createHttpGet in production; it also guards DNS answers). */
  readonly get: HttpGet;
  /** Fetch from link-local addresses too (`--allow-link-local`). */
  readonly allowLinkLocal: boolean;
  readonly timeoutMs: number;
  readonly maxBytes: number;
  /** True for URLs of the emulator's own hosted files, which are read from disk instead. */
  readonly isLocal: (url: URL) => boolean;
  /** Reads one of the emulator's own files; undefined when it does not exist. */
  readonly readLocal: (url: URL) => Promise<Buffer | undefined>;
}

/** True for an absolute http(s) URL: the only kind of URL the emulator fetches. */
export function isHttpUrl(raw: string): boolean {
  try {
    parseHttpUrl(raw);
    return true;
  } catch {
    return false;
  }
}

function parseHttpUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ImageFetchError(`"${raw.slice(0, 200)}" is not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImageFetchError(`only http and https URLs can be fetched, not ${url.protocol}`);
  return url;
}

function describeFailure(error: unknown, timeoutMs: number, timeout: AbortSignal): string {
  if (timeout.aborted) return `timed out after ${timeoutMs} ms`;
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (cause instanceof LinkLocalLookupError) return cause.message;
  const code = typeof cause === 'object' && cause !== null && 'code' in cause ? String(cause.code) : undefined;
  return `could not be fetched (${code ?? (cause instanceof Error ? cause.message : 'network error')})`;
}

/** Refuses a URL whose host is a link-local IP literal (names are checked when they resolve). */
function checkHost(url: URL, deps: ImageFetchDeps, redirected: boolean): void {
  const address = literalAddress(url);
  if (deps.allowLinkLocal || address === undefined || !isLinkLocalAddress(address)) return;
  throw new ImageFetchError(refusalReason(redirected ? `redirected to ${address}, a link-local address` : `${address} is a link-local address`));
}

async function download(start: URL, deps: ImageFetchDeps, signal: AbortSignal): Promise<Buffer> {
  let url = start;
  for (let hop = 0; ; hop++) {
    checkHost(url, deps, hop > 0);
    if (deps.isLocal(url)) {
      const bytes = await deps.readLocal(url);
      if (bytes === undefined) throw new ImageFetchError('answered HTTP 404');
      return bytes;
    }
    const response = await deps.get(url, { signal, headers: { accept: 'image/jpeg,image/png,image/webp,image/*;q=0.8' } });
    if (response.status >= 300 && response.status < 400) {
      await response.body.cancel().catch(() => undefined);
      const location = response.header('location');
      if (location === null) throw new ImageFetchError(`answered HTTP ${response.status} without a Location`);
      if (hop >= MAX_REDIRECTS) throw new ImageFetchError(`redirected more than ${MAX_REDIRECTS} times`);
      url = parseHttpUrl(new URL(location, url).href);
      continue;
    }
    if (response.status < 200 || response.status > 299) {
      await response.body.cancel().catch(() => undefined);
      throw new ImageFetchError(`answered HTTP ${response.status}`);
    }
    const declared = Number(response.header('content-length') ?? NaN);
    if (declared > deps.maxBytes) {
      await response.body.cancel().catch(() => undefined);
      throw new ImageFetchError(`is larger than ${deps.maxBytes} bytes`);
    }
    const bytes = await readLimited(response.body, deps.maxBytes);
    if (bytes === 'too_large') throw new ImageFetchError(`is larger than ${deps.maxBytes} bytes`);
    return bytes;
  }
}

/**
 * Downloads the image at `rawUrl` under the rules above. `signal` (the caller's request)
 * aborts the download too. Resolves to the bytes of a JPEG, PNG or WebP file.
 */
export async function fetchImage(rawUrl: string, deps: ImageFetchDeps, signal?: AbortSignal): Promise<Buffer> {
  const url = parseHttpUrl(rawUrl);
  const timeout = AbortSignal.timeout(deps.timeoutMs);
  const combined = signal ? AbortSignal.any([timeout, signal]) : timeout;
  let bytes: Buffer;
  try {
    bytes = await download(url, deps, combined);
  } catch (error) {
    if (error instanceof ImageFetchError) throw error;
    throw new ImageFetchError(describeFailure(error, deps.timeoutMs, timeout));
  }
  if (bytes.length === 0) throw new ImageFetchError('answered with an empty body');
  if (sniffImageFormat(bytes) === undefined) throw new ImageFetchError('is not an image (expected JPEG, PNG or WebP)');
  return bytes;
}
