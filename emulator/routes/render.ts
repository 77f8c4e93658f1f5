/**
 * The frame every render runs in: reserve a credit, do the work, wait out the rest of the
 * configured latency, store the result; refund the credit if anything fails, so only successes
 * are charged. Working before waiting makes bad inputs (unreachable URLs, no cabinets) fail fast.
 */
import type { EmulatorContext } from '../context';
import type { ParsedBody } from '../http/body';
import type { CreditKind } from '../credits';
import { reserveCredit } from '../credits';
import { sleep } from '../http/sleep';
import { latencyFor } from '../latency';

/** Thrown when the caller disconnected or the emulator closed during the latency wait. */
export class RenderAbortedError extends Error {
  override readonly name = 'RenderAbortedError';
}

/** One render's inputs for the frame. */
export interface RenderJob {
  readonly credit: CreditKind | undefined;
  /** Identifies the request for `realistic` latency (same request, same wait). */
  readonly seed: string;
  /** The caller's request signal. */
  readonly signal: AbortSignal;
  /** Produces the output JPEG. */
  readonly work: () => Promise<Buffer>;
}

/** Runs the job and returns the stored file's id. */
export async function runRender(ctx: EmulatorContext, job: RenderJob): Promise<string> {
  const refund = job.credit === undefined ? () => undefined : reserveCredit(ctx.state, job.credit);
  const started = Date.now();
  try {
    const jpeg = await job.work();
    const remaining = latencyFor(ctx.options.latency, job.seed) - (Date.now() - started);
    const waited = await sleep(remaining, AbortSignal.any([ctx.lifetime, job.signal]));
    if (!waited) throw new RenderAbortedError('request aborted during render latency');
    return await ctx.files.save(jpeg);
  } catch (error) {
    refund();
    throw error;
  }
}

/** A seed naming the request: its path and body (JSON as sent; multipart as names, texts and file sizes). */
export function requestSeed(path: string, body: ParsedBody): string {
  if (body.kind === 'json') return `${path} ${JSON.stringify(body.value)}`;
  if (body.kind === 'multipart') {
    const parts = [...body.form.entries()].map(([name, value]) => `${name}=${typeof value === 'string' ? value : `file:${value.size}`}`);
    return `${path} ${parts.join('&')}`;
  }
  return path;
}
