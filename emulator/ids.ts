/** Opaque identifiers, shaped like the service's (a readable prefix and random hex). */
import { randomBytes } from 'node:crypto';

/** A fresh identifier such as `asset_3f9c0a1b2c3d4e5f`. Random, so ids never repeat across resets. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}
