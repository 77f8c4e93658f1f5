import type { PickedPhoto } from '../../../lib/listing';
import { isHttpUrl } from '../../../lib/util/url';
import type { Slice, StoreContext } from '../store/panel-types';
import { patchOf, refreshListingAnalysis, startListingAnalysis } from './analyzer-batch';
import { ANALYZER_UI_KEY, emptyAnalyzer, fillingFor, StoredSettled, suggestionOf, withSettled, type AnalyzerData, type PhotoEntry } from './suggestions';

/**
 * The analyzer's slice of the panel store (issue #15): the feature's status, each photo's
 * analysis, the listing's batch, and filling suggestions into the forms. Its fields join the
 * store's types here (module augmentation), so the store's own files change by one line. The
 * listing's batch (analyze all photos, read its analyses back) is in analyzer-batch.ts.
 */
declare module '../store/panel-data' {
  interface PanelData {
    /** The image analyzer: status, analyses per photo, the listing's batch, settled fields. */
    analyzer: AnalyzerData;
  }
}
declare module '../store/panel-actions' {
  interface PanelActions {
    /** Reads the analyzer's status (and, once, the settled fields); `refresh` asks the service again. */
    loadAnalyzer(refresh?: boolean): Promise<void>;
    /** The user's answer to "Suggest room type and style (may use credits)". */
    setAnalyzerConsent(consent: boolean): Promise<void>;
    /**
     * Analyzes the current photo when the user agreed and the analyzer is there (once per photo).
     * A pick without a user gesture only when `asked`: the user's click in the panel.
     */
    analyzeCurrentPhoto(asked?: boolean): Promise<void>;
    /** Re-reads the current listing's batch and its photos' analyses. */
    refreshListingAnalysis(): Promise<void>;
    /** "Analyze all photos of this listing": one batch; resolves true when it started (or was running). */
    startListingAnalysis(): Promise<boolean>;
    /** Fills the current photo's suggestion into fields the user has not chosen (see `fillingFor`). */
    applySuggestions(): void;
    /** The user chose a style group themselves: no suggestion changes it for this photo any more. */
    noteAnalyzerChoice(field: 'group'): void;
  }
}

type AnalyzerSlice = Slice<
  'analyzer' | 'loadAnalyzer' | 'setAnalyzerConsent' | 'analyzeCurrentPhoto' | 'refreshListingAnalysis' | 'startListingAnalysis' | 'applySuggestions' | 'noteAnalyzerChoice'
>;

const saveSettled = ({ get, background }: StoreContext): void => {
  void background.save(ANALYZER_UI_KEY, { settled: get().analyzer.settled }).catch(() => undefined);
};

/** Reads the settled fields back once; choices made while it loaded win over the stored ones. */
async function loadSettled(ctx: StoreContext): Promise<void> {
  if (ctx.get().analyzer.settledLoaded) return;
  const stored = StoredSettled.safeParse((await ctx.background.load(ANALYZER_UI_KEY).catch(() => undefined)) ?? {});
  patchOf(ctx)({ settled: { ...(stored.success ? stored.data.settled : {}), ...ctx.get().analyzer.settled }, settledLoaded: true });
}

async function analyzeCurrentPhoto(ctx: StoreContext, asked: boolean): Promise<void> {
  const { get, set, background } = ctx;
  const patch = patchOf(ctx);
  const photo: PickedPhoto | null = get().photo;
  const { status, photos } = get().analyzer;
  if (!photo || !status?.consent || status.availability !== 'available' || photos[photo.url] !== undefined) return;
  // A photo a page sent without the user's click (Firefox's button, or a script driving the
  // content script) may be shown, but an analysis may use credits: it waits for the user's click.
  if (get().pickWithoutGesture) {
    if (!asked) return;
    set({ pickWithoutGesture: false });
  }
  // A right-clicked inline image (a data: URL) is no listing photo: its analysis would be kept under a megabyte-long key.
  if (!isHttpUrl(photo.url)) return;
  const setEntry = (entry: PhotoEntry): void => patch({ photos: { ...get().analyzer.photos, [photo.url]: entry } });
  setEntry({ state: 'pending' });
  const reply = await background.call('analyzePhoto', { photo });
  if (!reply.ok) return setEntry({ state: 'failed', code: reply.code, detail: reply.message });
  const answer = reply.data;
  if (answer.state === 'off' || answer.state === 'unavailable') {
    // Nothing was analyzed: the photo goes back to "not asked", the status to what the background said.
    const { [photo.url]: _pending, ...rest } = get().analyzer.photos;
    const current = get().analyzer.status;
    patch({ photos: rest, status: current && { ...current, ...(answer.state === 'off' ? { consent: false } : { availability: 'unavailable' }) } });
    return;
  }
  setEntry(answer);
  get().applySuggestions();
}

function applySuggestions(ctx: StoreContext): void {
  const { photo, forms, stagingOptions, analyzer } = ctx.get();
  if (!photo || !analyzer.settledLoaded) return;
  const suggestion = suggestionOf(analyzer, photo.url);
  if (!suggestion) return;
  const filling = fillingFor(suggestion, forms, analyzer.settled[photo.url], stagingOptions?.roomTypes);
  if (!filling) return;
  if (filling.renovate) ctx.get().updateForm('renovate', filling.renovate);
  if (filling.stage) ctx.get().updateForm('stage', filling.stage);
  patchOf(ctx)({ settled: withSettled(ctx.get().analyzer.settled, photo.url, filling.settle) });
  saveSettled(ctx);
}

/** Creates the analyzer slice. */
export function createAnalyzerSlice(ctx: StoreContext): AnalyzerSlice {
  const { get, set, background } = ctx;
  const patch = patchOf(ctx);
  return {
    analyzer: emptyAnalyzer(),

    async loadAnalyzer(refresh = false) {
      await loadSettled(ctx);
      const reply = await background.call('getAnalyzer', refresh ? { refresh } : {});
      // A failed reply says nothing about the analyzer: the feature stays hidden, without a notice.
      if (reply.ok) patch({ status: reply.data });
      get().applySuggestions();
    },

    async setAnalyzerConsent(consent) {
      const reply = await background.call('setAnalyzerConsent', { consent });
      if (reply.ok) patch({ status: reply.data });
      else set({ notice: { code: reply.code, detail: reply.message } });
    },

    analyzeCurrentPhoto: (asked = false) => analyzeCurrentPhoto(ctx, asked),

    refreshListingAnalysis: () => refreshListingAnalysis(ctx),

    startListingAnalysis: () => startListingAnalysis(ctx),
    applySuggestions: () => applySuggestions(ctx),

    noteAnalyzerChoice(field) {
      const url = get().photo?.url;
      if (url === undefined) return;
      const current = get().analyzer.settled[url];
      if (current?.[field]) return;
      patch({ settled: withSettled(get().analyzer.settled, url, { ...current, [field]: true }) });
      saveSettled(ctx);
    },
  };
}
