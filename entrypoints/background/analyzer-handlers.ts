import { browser } from 'wxt/browser';
import { fetchPhoto, type FetchFn } from '../../lib/acquisition/acquisition';
import { createAnalyzerService, type AnalyzerService } from '../../lib/analyzer/service';
import { createCanvasResizer, type ImageResizer } from '../../lib/images/resize';
import type { Handlers } from '../../lib/messaging/router';
import type { BackgroundContext } from './context';
import type { HandlerDeps } from './handlers';

/** What the analyzer handlers take besides the handler deps; tests inject the network and timers. */
export interface AnalyzerHandlerOptions {
  readonly fetch?: FetchFn;
  readonly resizer?: ImageResizer;
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** A cheap extension API call between polls; defaults to `runtime.getPlatformInfo`. */
  readonly ping?: () => void;
}

type AnalyzerMessages = 'getAnalyzer' | 'setAnalyzerConsent' | 'analyzePhoto' | 'startListingAnalysis' | 'getListingAnalysis';

/** The service over the background's context, with production defaults for what tests inject. */
function serviceFor(ctx: BackgroundContext, options: AnalyzerHandlerOptions): AnalyzerService {
  const fetchFn: FetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return createAnalyzerService({
    connect: ctx.connect,
    db: ctx.db,
    clock: ctx.clock,
    fetchPhoto: (url, pageUrl) => fetchPhoto(url, { fetch: fetchFn, pageUrl }),
    resizer: options.resizer ?? createCanvasResizer(),
    ...(options.sleep ? { sleep: options.sleep } : {}),
    // Through a promise, so a browser without the call (a test's fake) cannot break the polling loop.
    ping: options.ping ?? (() => void Promise.resolve().then(() => browser.runtime.getPlatformInfo()).catch(() => undefined)),
  });
}

/**
 * The image analyzer's messages (lib/messaging/messages/analyzer.ts), over one analyzer service
 * per worker. Building them also resumes the batches a stopped worker was following: the worker
 * is started again by the panel's next message, and its polling picks up from the stored record.
 */
export function analyzerHandlers(deps: HandlerDeps, options: AnalyzerHandlerOptions = {}): Pick<Handlers, AnalyzerMessages> {
  let service: Promise<AnalyzerService> | undefined;
  const analyzer = (): Promise<AnalyzerService> => (service ??= deps.ready.then((ctx) => serviceFor(ctx, options)));
  // No key yet, or a database that did not open: nothing to resume, and the handlers say why.
  void analyzer()
    .then((s) => s.resume())
    .catch(() => undefined);
  return {
    getAnalyzer: async ({ refresh }) => (await analyzer()).status(refresh ?? false),
    setAnalyzerConsent: async ({ consent }) => (await analyzer()).setConsent(consent),
    analyzePhoto: async ({ photo }) => (await analyzer()).analyzePhoto(photo),
    startListingAnalysis: async ({ photo }) => (await analyzer()).startListing(photo),
    getListingAnalysis: async ({ listingUrl, photoUrls }) => (await analyzer()).listing(listingUrl, photoUrls),
  };
}
