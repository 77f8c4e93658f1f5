import { z } from 'zod';
import { PickedPhoto } from '../listing';
import { Operation } from '../operations';

/** A history entry: one finished result, with a local copy of the image kept in IndexedDB. */
export const HistoryEntry = z.object({
  id: z.string(),
  jobId: z.string(),
  operation: Operation,
  params: z.record(z.string(), z.unknown()),
  photo: PickedPhoto,
  resultUrl: z.string().optional(),
  createdAt: z.number(),
  /** Disclosure label the UI shows on the image (listing rules require it; see lib/operations). */
  disclosure: z.enum(['virtually-staged', 'digitally-altered']),
  /** Whether a local copy of the result image is stored (key = this entry's id). */
  hasLocalCopy: z.boolean(),
  width: z.number().optional(),
  height: z.number().optional(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;
