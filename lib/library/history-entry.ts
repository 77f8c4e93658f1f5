import { z } from '../zod';
import { PickedPhoto } from '../listing';
import { currentOperationName, disclosureOf, Operation } from '../operations';
import { schemaProblem } from '../storage/quarantine';

/** A history entry: one finished result, with a local copy of the image kept in IndexedDB. */
export const HistoryEntry = z.object({
  id: z.string(),
  jobId: z.string(),
  operation: Operation,
  params: z.record(z.string(), z.unknown()),
  photo: PickedPhoto,
  resultUrl: z.optional(z.string()),
  createdAt: z.number(),
  /** Disclosure label the UI shows on the image (listing rules require it; see lib/operations). */
  disclosure: z.enum(['virtually-staged', 'digitally-altered']),
  /** Whether a local copy of the result image is stored (key = this entry's id). */
  hasLocalCopy: z.boolean(),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** What reading one stored record gave: the record (migrated if it was old) or why it can't be used. */
export type StoredRead<T> = { readonly ok: true; readonly value: T; readonly migrated: boolean } | { readonly ok: false; readonly reason: string };

/** Fills what older versions did not store: today's operation name, empty params, the disclosure label. */
function migrateEntry(raw: Record<string, unknown>): Record<string, unknown> {
  // Older versions stored the API's endpoint names (each operation's `formerNames`).
  const operation = currentOperationName(raw.operation);
  const known = Operation.safeParse(operation);
  return {
    ...raw,
    operation,
    params: raw.params ?? {},
    hasLocalCopy: raw.hasLocalCopy ?? false,
    ...(raw.disclosure === undefined && known.success ? { disclosure: disclosureOf(known.data) } : {}),
  };
}

/** Validates one stored history entry, migrating an old one; anything else is refused with its reason. */
export function readHistoryEntry(raw: unknown): StoredRead<HistoryEntry> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, reason: 'not an object' };
  const direct = HistoryEntry.safeParse(raw);
  if (direct.success) return { ok: true, value: direct.data, migrated: false };
  const migrated = HistoryEntry.safeParse(migrateEntry(raw as Record<string, unknown>));
  return migrated.success ? { ok: true, value: migrated.data, migrated: true } : { ok: false, reason: schemaProblem(migrated.error) };
}
