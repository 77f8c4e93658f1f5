import type { ApiClient, Connect } from '../api/client';
import { isApiError } from '../api/errors';
import { isAnalyzerUnavailable } from '../api/endpoints/analyzer';
import type { PickedPhoto } from '../listing';
import { OPERATIONS } from '../operations/index';
import { sleep as realSleep } from '../util/abort';
import { PROBE_BATCH_ID, probeVerdict, trustedAvailability, type AnalyzerAvailability } from './availability';
import { createListingAnalyzer, type ListingAnalyzer, type ListingDeps } from './listing';
import type { AnalyzerStatus, PhotoAnalysis, PhotoAnalysisReply } from './records';
import { readAvailability, readConsent, readPhotoAnalyses, savePhotoAnalyses, writeAvailability, writeConsent } from './storage';
import { readSuggestion } from './suggestion';

/**
 * The background's image analyzer: whether the service has one (probed for free, remembered with
 * its time), the user's consent, one photo's analysis (cached per photo, so a photo is never
 * paid for twice in a session), and a listing's batch (`listing.ts`).
 *
 * WHY NOT THE JOB QUEUE: an analysis produces no image. Through the queue it would become a
 * history entry, a "done" badge on the photo, the photo's "After" and a line in the renders list,
 * none of which it is. It still runs only here in the background (the key never leaves it),
 * one call per photo at a time, and only with the user's consent (see `consent` below).
 */

/**
 * What the analyzer needs; everything environment-specific is injected. The listing analyzer's
 * needs, less what the service gives it itself (marking the analyzer gone, probing it), with the
 * real `sleep` unless a test passes its own.
 */
export type AnalyzerDeps = Omit<ListingDeps, 'sleep' | 'markGone' | 'probe'> & { readonly sleep?: ListingDeps['sleep'] };

/** The analyzer's operations, one per message. */
export interface AnalyzerService extends ListingAnalyzer {
  /** Availability (probed when the remembered answer is old, or with `refresh`) and consent. */
  status(refresh: boolean): Promise<AnalyzerStatus>;
  setConsent(consent: boolean): Promise<AnalyzerStatus>;
  /** The photo's analysis: cached, or asked of the service when the user agreed and the analyzer is there. */
  analyzePhoto(photo: PickedPhoto): Promise<PhotoAnalysisReply>;
}

/** Runs `task` once per key at a time: a second caller shares the first one's promise. */
function singleFlight<T>(): (key: string, task: () => Promise<T>) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  return (key, task) => {
    const known = running.get(key);
    if (known) return known;
    const started = task().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}

/** GET /analyze/batch/{made-up id}: free, and tells an analyzer that exists from one that does not. */
async function probe(api: Pick<ApiClient, 'getBatchAnalysis'>): Promise<AnalyzerAvailability> {
  try {
    await api.getBatchAnalysis({ batch_id: PROBE_BATCH_ID });
    return probeVerdict({ ok: true });
  } catch (error) {
    return probeVerdict({ ok: false, error });
  }
}

/** Creates the analyzer service. */
export function createAnalyzerService(deps: AnalyzerDeps): AnalyzerService {
  const probes = singleFlight<AnalyzerAvailability>();
  const analyses = singleFlight<PhotoAnalysisReply>();

  const remember = (apiBase: string, state: AnalyzerAvailability): Promise<void> => writeAvailability({ apiBase, state, checkedAt: deps.clock() });
  const probeAndRemember = (api: ApiClient, apiBase: string): Promise<AnalyzerAvailability> =>
    probes(apiBase, async () => {
      const state = await probe(api);
      await remember(apiBase, state);
      return state;
    });

  const listing = createListingAnalyzer({
    ...deps,
    sleep: deps.sleep ?? realSleep,
    markGone: (apiBase) => remember(apiBase, 'unavailable'),
    probe: probeAndRemember,
  });

  const status = async (refresh: boolean): Promise<AnalyzerStatus> => {
    const consent = await readConsent(deps.db);
    let connection: Awaited<ReturnType<Connect>>;
    try {
      connection = await deps.connect();
    } catch {
      // No key yet (or not confirmed for the base): nothing can be asked, nothing is remembered.
      return { availability: 'unknown', checkedAt: null, consent };
    }
    const known = trustedAvailability(await readAvailability(), connection.apiBase, deps.clock());
    if (known && !refresh) return { availability: known.state, checkedAt: known.checkedAt, consent };
    const availability = await probeAndRemember(connection.api, connection.apiBase);
    return { availability, checkedAt: deps.clock(), consent };
  };

  /** Asks the service about one photo (the `analyze` operation) and keeps what it said. */
  const ask = async (api: ApiClient, apiBase: string, photo: PickedPhoto): Promise<PhotoAnalysisReply> => {
    const fetched = await deps.fetchPhoto(photo.url, photo.listing.pageUrl);
    let analysis: PhotoAnalysis;
    try {
      const ctx = { api, apiBase, db: deps.db, clock: deps.clock, resizer: deps.resizer, signal: new AbortController().signal, fetchStyleImage: (url: string) => deps.fetchPhoto(url, photo.listing.pageUrl) };
      const output = await OPERATIONS.analyze.run(ctx, fetched, OPERATIONS.analyze.defaults);
      const read = readSuggestion(output.analysis?.results);
      analysis = read.ok ? { state: 'done', suggestion: read.suggestion } : { state: 'unreadable', problem: read.problem };
      await remember(apiBase, 'available');
    } catch (error) {
      if (isAnalyzerUnavailable(error)) {
        await remember(apiBase, 'unavailable');
        return { state: 'unavailable' };
      }
      // A malformed answer: said as such (and kept, so the photo is not paid for again); nothing else changes.
      if (!isApiError(error) || error.code !== 'invalid_response') throw error;
      analysis = { state: 'unreadable', problem: error.message };
    }
    await savePhotoAnalyses([{ url: photo.url, apiBase, at: deps.clock(), analysis }]);
    return analysis;
  };

  return {
    ...listing,
    status,
    async setConsent(consent) {
      await writeConsent(deps.db, consent, deps.clock());
      return status(false);
    },
    async analyzePhoto(photo) {
      // CONSENT: the plan shows no price for analysis, so none is ever sent without the user's yes.
      if (!(await readConsent(deps.db))) return { state: 'off' };
      const { api, apiBase } = await deps.connect();
      if (trustedAvailability(await readAvailability(), apiBase, deps.clock())?.state === 'unavailable') return { state: 'unavailable' };
      const kept = (await readPhotoAnalyses()).find((entry) => entry.url === photo.url && entry.apiBase === apiBase);
      if (kept) return kept.analysis;
      return analyses(`${apiBase} ${photo.url}`, () => ask(api, apiBase, photo));
    },
  };
}
