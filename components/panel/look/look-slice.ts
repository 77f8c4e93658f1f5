import { listingKey } from '../../../lib/format/listing';
import { emptyLook, type ListingLook } from '../../../lib/look/look';
import type { HeroStep } from '../../../lib/look/hero';
import type { LookStep } from '../../../lib/look/plan';
import type { KnownRole, PhotoRole } from '../../../lib/look/roles';
import { readListingLooks, storedListingLooks, withRecord, type ListingLookRecord, type SheetChoice } from '../../../lib/look/stored';
import { LISTING_LOOKS_KEY } from '../../../lib/storage/ui-store';
import type { JobRequest } from '../../../lib/queue/types';
import { defineSlice, type SliceContext } from '../store/slice';

/** The listing look's part of the panel store (`state.look`, issue #29). */
export interface LookData {
  /** Every listing's look, roles, choices (read from the panel's database once). */
  records: ListingLookRecord[];
  loaded: boolean;
}

export interface LookActions {
  /** Reads the stored looks once; changes made while it loaded win. */
  loadLooks(): Promise<void>;
  /** Changes the current listing's look (and keeps it with the listing). */
  editLook(change: (look: ListingLook) => ListingLook): void;
  /** Sets a photo's role by hand: it wins over the analyzer and the page from now on. */
  setPhotoRole(url: string, role: PhotoRole): void;
  /** Keeps the roles inferred now with the listing, so they are back without the analyzer's session. */
  keepRoles(roles: Readonly<Record<string, KnownRole>>): void;
  /** Queues the look's steps as one batch (after the confirmation); resolves how many were queued. */
  applyLook(steps: readonly LookStep[]): Promise<number>;
  /** Keeps or drops a step's result on the contact sheet. */
  chooseOnSheet(key: string, choice: SheetChoice): void;
  /** Renders a step again in the look's batch, as a new variation (with the realtor's adjustment in the request). */
  redoStep(url: string, request: JobRequest): Promise<boolean>;
  /** Marks a step's result as the hero and queues the others' style transfers in the look's batch. */
  matchHero(key: string, steps: readonly HeroStep[]): Promise<number>;
}

type LookContext = SliceContext<'look'>;

/** The current listing's key (null without a photo). */
function currentKey(ctx: LookContext): string | null {
  const listing = ctx.get().listing.photo?.listing;
  return listing ? listingKey(listing) : null;
}

/** The record of a listing (a fresh one, not yet kept, when it has none). */
export function recordOf(records: readonly ListingLookRecord[], key: string): ListingLookRecord {
  return records.find((record) => record.listingUrl === key) ?? { listingUrl: key, look: emptyLook(), roles: {}, choices: {}, updatedAt: 0 };
}

/** Changes the current listing's record and writes every record back. */
function update(ctx: LookContext, change: (record: ListingLookRecord) => ListingLookRecord): void {
  const key = currentKey(ctx);
  if (!key) return;
  const records = withRecord(ctx.own().records, { ...change(recordOf(ctx.own().records, key)), updatedAt: Date.now() });
  ctx.patch({ records });
  void ctx.background.save(LISTING_LOOKS_KEY, storedListingLooks(records)).catch(() => undefined);
}

/** The current listing's look batch, if it was applied. */
const lookBatch = (ctx: LookContext): string | undefined => {
  const key = currentKey(ctx);
  return key ? recordOf(ctx.own().records, key).batchId : undefined;
};

/** The listing look: its record per listing, applying it, the contact sheet's choices, the hero. */
export const lookSlice = defineSlice({
  name: 'look',
  initial: (): LookData => ({ records: [], loaded: false }),
  actions(ctx): LookActions {
    return {
      async loadLooks() {
        if (ctx.own().loaded) return;
        const stored = readListingLooks(await ctx.background.load(LISTING_LOOKS_KEY).catch(() => undefined));
        const changed = ctx.own().records;
        ctx.patch({ records: changed.reduce(withRecord, stored), loaded: true });
      },
      editLook: (change) => update(ctx, (record) => ({ ...record, look: change(record.look) })),
      setPhotoRole: (url, role) => update(ctx, (record) => ({ ...record, roles: { ...record.roles, [url]: { role, source: 'manual' } } })),
      keepRoles(roles) {
        const key = currentKey(ctx);
        const known = key ? recordOf(ctx.own().records, key).roles : {};
        if (Object.entries(roles).every(([url, role]) => JSON.stringify(known[url]) === JSON.stringify(role))) return;
        update(ctx, (record) => ({ ...record, roles: { ...record.roles, ...roles } }));
      },
      async applyLook(steps) {
        const { batchId, queued } = await ctx.get().startSteps(steps);
        // A new pass: the earlier contact sheet's choices and hero belonged to other results.
        if (queued > 0) update(ctx, (record) => ({ ...record, batchId, choices: {}, hero: undefined }));
        return queued;
      },
      chooseOnSheet: (key, choice) => update(ctx, (record) => ({ ...record, choices: { ...record.choices, [key]: choice } })),
      async redoStep(url, request) {
        const batchId = lookBatch(ctx);
        if (!batchId) return false;
        const { queued } = await ctx.get().startSteps([{ url, request }], { batchId, newVariation: true });
        return queued > 0;
      },
      async matchHero(key, steps) {
        const batchId = lookBatch(ctx);
        if (!batchId) return 0;
        update(ctx, (record) => ({ ...record, hero: key }));
        const { queued } = await ctx.get().startSteps(steps, { batchId });
        return queued;
      },
    };
  },
});
