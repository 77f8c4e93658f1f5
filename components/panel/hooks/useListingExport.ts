import type { LookManifest } from '../../../lib/look/manifest';
import { useCallback, useState } from 'react';
import { disclosureEnabled } from '../../../lib/format/operation';
import { listingLocale, loadListingLocale } from '../../../lib/i18n/listing-locale';
import type { Locale } from '../../../lib/i18n/locales';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import type { ListingContext } from '../../../lib/listing';
import { assembleListingZip } from '../../../lib/export/listing-zip';
import { EXPORT_SIZE_EDGE, type ExportSize, type PreparedResult } from '../../../lib/export/types';
import { exportWords } from '../../../lib/export/words';
import { fromPage } from '../../../lib/acquisition/network-policy';
import { downloadBlob } from '../../shared/files';
import { useLoadedLocale } from '../../shared/i18n';
import { Problem } from '../../shared/problem';
import { usePanel } from '../store/context';
import { fetchOriginal, prepareResult, type FetchedOriginal } from './export-images';
import { useOptionNames } from './useOptionNames';
import { fixtureRecord } from '../fixture/export-hold';

/**
 * The language of a listing's labels, remarks and captions: the one chosen in the options, else
 * the listing's own (`listingLocale`). Every export path of the panel asks here, so the download,
 * the copied image, the compare card and the ZIP of one listing always agree. A language other
 * than the panel's loads first (lib/i18n/load.ts): until it has, the panel's own language (for a
 * few milliseconds; exports await it themselves).
 */
export function useLabelLocale(listing: ListingContext | undefined): Locale {
  const choice = usePanel((state) => state.settings.values?.labelLanguage);
  return useLoadedLocale(listing ? listingLocale(listing, choice) : 'en');
}

/**
 * Exports a listing's results as one ZIP: each result's image (local copy, else hosted) at the
 * chosen size, labelled unless the options turn its label off (`lib/export/label-rule.ts`), its
 * original photo and a before/after pair image (`export-images.ts`); packed by
 * `lib/export/listing-zip.ts` and downloaded as `<address-slug>.zip`. Labels and texts are in the
 * listing's language (`useLabelLocale`).
 */
export function useListingExport(): { run: (listing: ListingContext, entries: readonly HistoryEntry[], size: ExportSize, look?: LookManifest) => Promise<string>; busy: boolean } {
  const resultImage = usePanel((state) => state.resultImage);
  const settings = usePanel((state) => state.settings.values);
  const confirmed = usePanel((state) => state.fixture.confirmed);
  const names = useOptionNames();
  const [busy, setBusy] = useState(false);

  const resultBlob = useCallback(
    async (entry: HistoryEntry): Promise<Blob> => {
      // Read once and kept by the panel (the same bytes as Download and Copy); an error status is named as the export's result.
      return resultImage(entry).catch((error: unknown) => {
        if (error instanceof Problem && error.kind === 'image-unavailable') throw new Problem('result-unavailable');
        throw error instanceof Problem && error.kind === 'image-http' ? new Problem('result-http', error.status) : error;
      });
    },
    [resultImage],
  );

  const run = useCallback(
    async (listing: ListingContext, entries: readonly HistoryEntry[], size: ExportSize, look?: LookManifest): Promise<string> => {
      setBusy(true);
      try {
        const edge = EXPORT_SIZE_EDGE[size];
        const locale = await loadListingLocale(listing, settings?.labelLanguage);
        const words = exportWords(locale);
        // One fetch per photo, shared by its results.
        const originals = new Map<string, Promise<FetchedOriginal>>();
        const results: PreparedResult[] = [];
        for (const entry of entries) {
          const result = await resultBlob(entry);
          const pending = originals.get(entry.photo.url) ?? fetchOriginal(entry.photo.url, fromPage(entry.photo.listing.pageUrl), edge, words);
          originals.set(entry.photo.url, pending);
          const labelSettingOn = disclosureEnabled(entry.disclosure, settings);
          const prepared = await prepareResult({ entry, result, original: await pending, edge, words, labelSettingOn });
          results.push({ ...prepared, fixtureCheck: fixtureRecord(entry.id, confirmed) });
        }
        const zip = await assembleListingZip({ listing, results, size, generatedAt: Date.now(), names, locale, ...(look ? { look } : {}) });
        downloadBlob(new Blob([zip.bytes as BlobPart], { type: 'application/zip' }), zip.fileName);
        return zip.fileName;
      } finally {
        setBusy(false);
      }
    },
    [resultBlob, names, settings, confirmed],
  );

  return { run, busy };
}
