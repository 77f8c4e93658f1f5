import { z } from '../zod';
import type { StoredRead } from '../library/history-entry';
import { currentOperationName } from '../operations';
import { schemaProblem, type Rejected } from '../storage/quarantine';
import { Job } from './types';

/**
 * Reading stored jobs safely. A record written by an older version is migrated (missing
 * `newVariation` → false, an old operation name → today's); a record that still doesn't fit the
 * job schema (corrupt, or an input today's rules refuse) is refused with its reason, so the store
 * can set it aside (`lib/storage/quarantine.ts`) instead of failing the whole list.
 */

/** A stored job: the public job plus what only the background keeps (see `JobRecord`). */
export const StoredJob = z.extend(Job, {
  dedupeKey: z.optional(z.string()),
  photoHash: z.optional(z.string()),
  tabId: z.optional(z.number()),
});

/** Fills in what older versions did not store. */
function migrateJob(raw: Record<string, unknown>): Record<string, unknown> {
  const request = raw.request;
  const migratedRequest =
    typeof request === 'object' && request !== null && !Array.isArray(request)
      ? { ...(request as Record<string, unknown>), operation: currentOperationName((request as Record<string, unknown>).operation) }
      : request;
  return { ...raw, request: migratedRequest, newVariation: raw.newVariation ?? false };
}

/** Validates one stored job record, migrating an old one; anything else is refused with its reason. */
export function readJobRecord(raw: unknown): StoredRead<z.infer<typeof StoredJob>> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, reason: 'not an object' };
  const direct = StoredJob.safeParse(raw);
  if (direct.success) return { ok: true, value: direct.data, migrated: false };
  const migrated = StoredJob.safeParse(migrateJob(raw as Record<string, unknown>));
  return migrated.success ? { ok: true, value: migrated.data, migrated: true } : { ok: false, reason: schemaProblem(migrated.error) };
}

/** The key of a stored job (its `id`, the store's key path). */
export function keyOf(raw: unknown): IDBValidKey {
  return (raw as { id: IDBValidKey }).id;
}

/** Splits raw stored values into usable (migrated) records and the ones to set aside. */
export function siftJobs(raws: readonly unknown[]): { records: z.infer<typeof StoredJob>[]; rejected: Rejected[] } {
  const records: z.infer<typeof StoredJob>[] = [];
  const rejected: Rejected[] = [];
  for (const raw of raws) {
    const read = readJobRecord(raw);
    if (read.ok) records.push(read.value);
    else rejected.push({ key: keyOf(raw), value: raw, reason: read.reason });
  }
  return { records, rejected };
}
