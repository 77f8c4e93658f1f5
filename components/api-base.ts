import { PRODUCTION_API_BASE } from '../lib/config';

/** Why a typed API base URL cannot be used, or null when it can. */
export function apiBaseProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return 'Enter a full address, like https://api.tech.renovateai.app/public/v1.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The API base URL must start with https:// (or http:// for a local emulator).';
  if (url.username || url.password) return 'Leave the user name and password out of the URL: the API key is entered separately.';
  if (!/\/public\/v1\/?$/.test(url.pathname)) return 'The API base URL’s path must end in /public/v1.';
  return null;
}

/** The base without a trailing slash, query or hash: paths are appended to it. */
export function normalizeApiBase(text: string): string {
  try {
    const url = new URL(text.trim());
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return text.trim();
  }
}

/**
 * The host permission a base URL needs, or null for the built-in service (granted at install).
 * Without a port: match patterns with ports are invalid in Firefox, and a host pattern covers
 * every port in both browsers.
 */
export function hostPermissionFor(base: string): string[] | null {
  const url = new URL(base);
  if (url.origin === new URL(PRODUCTION_API_BASE).origin) return null;
  return [`${url.protocol}//${url.hostname}/*`];
}
