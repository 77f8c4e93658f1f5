/**
 * WebExtension match patterns (`https://*.example.com/*`), the form the built-in sites and the manifest
 * use. A small matcher of our own: the background picks a site by URL with it, and WXT's runtime
 * helper would add its whole parser to the bundle. The built-in sites' content script needs none: it
 * compares origins (`builtinSiteRulesFor` in rules.ts).
 */

const PATTERN = /^(\*|https?|wss?|file|ftp):\/\/(\*|\*\.[^/*]+|[^/*]+)(\/.*)$/;

/** True when `url` is matched by the match pattern `pattern` (`<all_urls>` included). */
export function matchesPattern(pattern: string, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const scheme = parsed.protocol.slice(0, -1);
  if (pattern === '<all_urls>') return ['http', 'https', 'ws', 'wss', 'file', 'ftp'].includes(scheme);
  const m = PATTERN.exec(pattern);
  if (!m) return false;
  const [, patternScheme = '', host = '', path = ''] = m;
  if (patternScheme === '*' ? scheme !== 'http' && scheme !== 'https' : patternScheme !== scheme) return false;
  if (!hostMatches(host, parsed.hostname)) return false;
  return globToRegExp(path).test(parsed.pathname + parsed.search);
}

/** True when `pattern` is a syntactically valid match pattern. */
export function isValidPattern(pattern: string): boolean {
  return pattern === '<all_urls>' || PATTERN.test(pattern);
}

function hostMatches(host: string, hostname: string): boolean {
  if (host === '*') return true;
  if (host.startsWith('*.')) {
    const base = host.slice(2);
    return hostname === base || hostname.endsWith(`.${base}`);
  }
  return hostname === host;
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}
