import type { z } from '../../zod';
import { isApiError } from '../errors';
import { encodePathParam, type CallOptions } from '../http';
import { invalidResponse, parseWith } from '../parse';
import { analyzeBatchBody, pathParam, type AnalyzeBatchInput } from '../requests';
import { BatchAnalysis, BatchSubmission } from '../schemas';
import { get, postJson, type Call } from './call';

/**
 * The image analyzer's batches (coming soon on the service), polled by id. One image's analysis
 * is the analyze operation's call (lib/operations/analyze.ts), read by `readAnalyzerAnswer` too.
 */
export interface AnalyzerMethods {
  /** POST /analyze/batch. Coming soon on the service. */
  analyzeBatch(input: AnalyzeBatchInput, o?: CallOptions): Promise<BatchSubmission>;
  /** GET /analyze/batch/{batch_id}. */
  getBatchAnalysis(input: { batch_id: string }, o?: CallOptions): Promise<BatchAnalysis>;
}

/** How the service words an analyzer it has announced but does not run yet. */
const COMING_SOON = /coming\s*soon/i;

/**
 * A 2xx body that only announces the analyzer (`{"status":"coming soon"}`, `{"message":"Coming
 * soon"}`) instead of answering: refused with a message that says so, so callers can tell an
 * announced analyzer from a broken answer (see `isAnalyzerUnavailable`).
 */
function refuseAnnouncement(body: unknown): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const { status, message } = body as Record<string, unknown>;
  const said = [status, message].find((value): value is string => typeof value === 'string' && COMING_SOON.test(value));
  if (said !== undefined) throw invalidResponse('(body)', `the image analyzer is coming soon ("${said.slice(0, 80)}")`);
}

/**
 * True when an analyzer call failed because the service has no analyzer (yet): 404 or 501 on a
 * POST, or anything the service words as "coming soon". A caller hides the feature then and asks
 * again later; it is not an error the user needs to read. (A 404 on GET /analyze/batch/{id} is
 * ambiguous, a batch the service forgot or no analyzer at all: pollers decide that themselves.)
 */
export function isAnalyzerUnavailable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 404 || error.status === 501) return true;
  return COMING_SOON.test(error.serverMessage ?? '') || COMING_SOON.test(error.message);
}

/** Validates an analyzer answer, an announcement of the analyzer refused first. */
export function readAnalyzerAnswer<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  refuseAnnouncement(body);
  return parseWith(schema, body);
}

/** The analyzer methods over `call`. */
export function analyzerMethods(call: Call): AnalyzerMethods {
  return {
    analyzeBatch: (input, o) => call(() => postJson('/analyze/batch', analyzeBatchBody(input), (body) => readAnalyzerAnswer(BatchSubmission, body)), o),
    getBatchAnalysis: (input, o) => call(() => get(`/analyze/batch/${encodePathParam(pathParam(input.batch_id, 'batch_id'))}`, (body) => readAnalyzerAnswer(BatchAnalysis, body)), o),
  };
}
