import { MAX_URL_LENGTH } from '../api/limits';
import { isPrivateHost } from './network-policy';

/**
 * Which photo addresses are public: what the API could download itself (`isPublicPhotoUrl`).
 * Which hosts only the user's machine or network can reach, and so which addresses Reimagine
 * downloads at all, is network-policy.ts's rule. Pure: no fetch, no DNS.
 */

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
