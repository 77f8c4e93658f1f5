import { MAX_URL_LENGTH } from '../api/limits';

/**
 * Which photo addresses are public: what the API could download itself (`isPublicPhotoUrl`), and
 * which hosts only the user's machine or network can reach (`isPrivateHost`), so a public URL
 * redirected to one is refused (`privateRedirectTarget`). Pure: no fetch, no DNS.
 */

function isPrivateIPv4(host: string): boolean {
  const parts = host.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255)) return false;
  const [a = 0, b = 0] = parts;
  // Also 100.64/10 (carrier-grade NAT) and 224+ (multicast, reserved): nothing a photo lives on.
  return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224;
}

function isPrivateIPv6(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (!h.includes(':')) return false;
  // `::`-prefixed: loopback, unspecified, IPv4-mapped and -compatible (`::ffff:7f00:1` is 127.0.0.1).
  return h.startsWith('::') || /^f[cd][0-9a-f]{2}:/.test(h) || /^fe[89ab][0-9a-f]:/.test(h);
}

/**
 * True for a host only the user's machine or network can reach: localhost, `.local` and the
 * like, a private, loopback or link-local IP (169.254.169.254 is the cloud metadata service), or
 * a single-label name ("nas", "intranet"), which only resolves on the user's network.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || host.endsWith('.lan') || host.endsWith('.home.arpa')) {
    return true;
  }
  if (isPrivateIPv4(host) || isPrivateIPv6(host)) return true;
  return !host.includes('.') && !host.includes(':');
}

function hostOf(raw: string): string | undefined {
  try {
    return new URL(raw).hostname;
  } catch {
    return undefined;
  }
}

/**
 * The private host a public URL was redirected to (`finalUrl` is `response.url`, after
 * redirects), or `undefined`. A page's photo URL must not become a way to read the user's router
 * or a metadata service through a redirect; private-to-private (the demo site) is left alone.
 */
export function privateRedirectTarget(requestedUrl: string, finalUrl: string): string | undefined {
  if (finalUrl === '' || finalUrl === requestedUrl) return undefined;
  const from = hostOf(requestedUrl);
  const to = hostOf(finalUrl);
  return from !== undefined && to !== undefined && !isPrivateHost(from) && isPrivateHost(to) ? to : undefined;
}

/**
 * Whether the API could download this URL itself: `https:`, a public DNS name or public IP.
 * Cookie-protected photos are found out at fetch time (see `fetchPhoto`).
 */
export function isPublicPhotoUrl(raw: string): boolean {
  // The service refuses longer URLs: such a photo is downloaded and uploaded instead.
  if (raw.length > MAX_URL_LENGTH) return false;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return !isPrivateHost(url.hostname);
}
