import type { PickedPhoto } from '../../../lib/listing';
import { isHttpUrl } from '../../../lib/util/url';
import { defineSlice, type SliceContext } from '../store/slice';
import { refreshListingAnalysis, startListingAnalysis } from './analyzer-batch';
import { ANALYZER_UI_KEY, emptyAnalyzer, fillingFor, StoredSettled, suggestionOf, withSettled, type PhotoEntry } from './suggestions';

/** What the panel can do with the image analyzer. */
export interface AnalyzerActions {
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

type AnalyzerContext = SliceContext<'analyzer'>;

const saveSettled = ({ own, background }: AnalyzerContext): void => {
  void background.save(ANALYZER_UI_KEY, { settled: own().settled }).catch(() => undefined);
};

/** Reads the settled fields back once; choices made while it loaded win over the stored ones. */
async function loadSettled(ctx: AnalyzerContext): Promise<void> {
  if (ctx.own().settledLoaded) return;
  const stored = StoredSettled.safeParse((await ctx.background.load(ANALYZER_UI_KEY).catch(() => undefined)) ?? {});
  ctx.patch({ settled: { ...(stored.success ? stored.data.settled : {}), ...ctx.own().settled }, settledLoaded: true });
}

async function analyzeCurrentPhoto(ctx: AnalyzerContext, asked: boolean): Promise<void> {
  const { get, own, patch, background } = ctx;
  const photo: PickedPhoto | null = get().listing.photo;
  const { status, photos } = own();
  if (!photo || !status?.consent || status.availability !== 'available' || photos[photo.url] !== undefined) return;
  // A photo a page sent without the user's click (Firefox's button, or a script driving the
  // content script) may be shown, but an analysis may use credits: it waits for the user's click.
  if (get().listing.pickWithoutGesture) {
    if (!asked) return;
    get().confirmPick();
  }
  // A right-clicked inline image (a data: URL) is no listing photo: its analysis would be kept under a megabyte-long key.
  if (!isHttpUrl(photo.url)) return;
  const setEntry = (entry: PhotoEntry): void => patch({ photos: { ...own().photos, [photo.url]: entry } });
  setEntry({ state: 'pending' });
  const reply = await background.call('analyzePhoto', { photo });
  if (!reply.ok) return setEntry({ state: 'failed', code: reply.code, detail: reply.message });
  const answer = reply.data;
  if (answer.state === 'off' || answer.state === 'unavailable') {
    // Nothing was analyzed: the photo goes back to "not asked", the status to what the background said.
    const { [photo.url]: _pending, ...rest } = own().photos;
    const current = own().status;
    patch({ photos: rest, status: current && { ...current, ...(answer.state === 'off' ? { consent: false } : { availability: 'unavailable' }) } });
    return;
  }
  setEntry(answer);
  get().applySuggestions();
}

function applySuggestions(ctx: AnalyzerContext): void {
  const { listing: { photo }, forms, service } = ctx.get();
  const analyzer = ctx.own();
  if (!photo || !analyzer.settledLoaded) return;
  const suggestion = suggestionOf(analyzer, photo.url);
  if (!suggestion) return;
  const filling = fillingFor(suggestion, forms.current, analyzer.settled[photo.url], service.stagingOptions?.roomTypes);
  if (!filling) return;
  if (filling.renovate) ctx.get().updateForm('renovate', filling.renovate);
  if (filling.stage) ctx.get().updateForm('stage', filling.stage);
  ctx.patch({ settled: withSettled(ctx.own().settled, photo.url, filling.settle) });
  saveSettled(ctx);
}

/**
 * The image analyzer in the panel (issue #15): the feature's status, each photo's analysis, the
 * listing's batch, and filling suggestions into the forms. The listing's batch (analyze all
 * photos, read its analyses back) is in analyzer-batch.ts.
 */
export const analyzerSlice = defineSlice({
  name: 'analyzer',
  initial: emptyAnalyzer,
  actions(ctx): AnalyzerActions {
    const { own, patch, get, background } = ctx;
    return {
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
        else get().showNotice({ code: reply.code, detail: reply.message });
      },

      analyzeCurrentPhoto: (asked = false) => analyzeCurrentPhoto(ctx, asked),
      refreshListingAnalysis: () => refreshListingAnalysis(ctx),
      startListingAnalysis: () => startListingAnalysis(ctx),
      applySuggestions: () => applySuggestions(ctx),

      noteAnalyzerChoice(field) {
        const url = get().listing.photo?.url;
        if (url === undefined) return;
        const current = own().settled[url];
        if (current?.[field]) return;
        patch({ settled: withSettled(own().settled, url, { ...current, [field]: true }) });
        saveSettled(ctx);
      },
    };
  },
});
