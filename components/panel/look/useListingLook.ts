import { useEffect, useMemo } from 'react';
import { listingKey } from '../../../lib/format/listing';
import type { ListingContext } from '../../../lib/listing';
import { listingRoles, rolesOnly, rolesToKeep } from '../../../lib/look/listing-roles';
import { planLook, type LookPlan } from '../../../lib/look/plan';
import type { KnownRole } from '../../../lib/look/roles';
import type { ListingLookRecord } from '../../../lib/look/stored';
import type { Suggestion } from '../../../lib/analyzer/suggestion';
import { suggestionOf } from '../analyzer/suggestions';
import { usePanel } from '../store/context';
import { listingPhotos } from '../store/listing-slice';
import { recordOf } from './look-slice';

/** The listing on screen with its look: its record, each photo's role, and the plan the look makes of them. */
export interface ListingLookView {
  readonly listing: ListingContext;
  readonly urls: readonly string[];
  readonly record: ListingLookRecord;
  readonly roles: Readonly<Record<string, KnownRole | undefined>>;
  readonly plan: LookPlan;
}

/**
 * The current listing's look, read once from the panel's database; each photo's role from the
 * realtor, the analyzer and the page (kept with the listing as they are learned). Null without a photo.
 */
export function useListingLook(): ListingLookView | null {
  const photo = usePanel((state) => state.listing.photo);
  const records = usePanel((state) => state.look.records);
  const loaded = usePanel((state) => state.look.loaded);
  const analyzer = usePanel((state) => state.analyzer);
  const roomTypes = usePanel((state) => state.service.stagingOptions?.roomTypes);
  const loadLooks = usePanel((state) => state.loadLooks);
  const keepRoles = usePanel((state) => state.keepRoles);
  useEffect(() => void loadLooks(), [loadLooks]);

  const view = useMemo(() => {
    if (!photo) return null;
    const urls = listingPhotos(photo);
    const record = recordOf(records, listingKey(photo.listing));
    const analyses: Record<string, Suggestion | undefined> = Object.fromEntries(urls.map((url) => [url, suggestionOf(analyzer, url)]));
    const roles = listingRoles({ photoUrls: urls, stored: record.roles, analyses, ...(photo.listing.photoCaptions ? { captions: photo.listing.photoCaptions } : {}) });
    const plan = planLook(record.look, urls, rolesOnly(roles), roomTypes ?? []);
    return { listing: photo.listing, urls, record, roles, plan };
  }, [photo, records, analyzer, roomTypes]);

  // Roles learned now (the analyzer's answers last a session) are kept with a listing whose look is in use.
  const learned = view && loaded && view.record.updatedAt > 0 ? rolesToKeep(view.roles) : null;
  const learnedKey = learned ? JSON.stringify(learned) : '';
  useEffect(() => {
    if (learned && Object.keys(learned).length > 0) keepRoles(learned);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by content: a new object with the same roles is no change
  }, [learnedKey, keepRoles]);
  return view;
}
