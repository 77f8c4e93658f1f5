import { useMemo } from 'react';
import { disclosureEnabled } from '../../lib/format/operation';
import { disclosureWords } from '../../lib/i18n/disclosure';
import { resultsMessages } from '../../lib/i18n/messages/results/index';
import { useT } from '../shared/i18n';
import { listingPhotoSrc } from '../shared/listing-photo';
import { usePanel } from './store/context';
import { useResultSrc } from './hooks/useResultSrc';
import { useLabelLocale } from './hooks/useListingExport';
import { CompareView, dividerStart } from './compare/CompareView';
import { VariationStrip } from './VariationStrip';
import { ResultActions } from './ResultActions';
import { FixtureNotice, fixtureDrawing } from './fixture/FixtureNotice';
import { useFixtureCheck } from './fixture/fixture-checks';

/** The current photo, large, compared with its selected result; its variations, and the result's actions. */
export function ResultsPanel() {
  const t = useT(resultsMessages);
  const photo = usePanel((state) => state.listing.photo);
  const results = usePanel((state) => state.history.results);
  const selectedId = usePanel((state) => state.listing.selectedResultId);
  const settings = usePanel((state) => state.settings.values);
  const photoUrl = photo?.url;
  const mine = useMemo(() => results.filter((entry) => entry.photo.url === photoUrl), [results, photoUrl]);
  // Nothing (or another photo's result) selected: the newest result of this photo is shown.
  const selected = mine.find((entry) => entry.id === selectedId) ?? mine[0];
  const afterSrc = useResultSrc(selected);
  const resultImage = usePanel((state) => state.resultImage);
  const fixture = useFixtureCheck(selected, resultImage);
  const confirmed = usePanel((state) => selected !== undefined && state.fixture.confirmed.includes(selected.id));
  const confirmFixture = usePanel((state) => state.confirmFixture);
  // The badge on "After" is in the LISTING's language, not the interface's: it previews the label
  // that Download, Copy image, the compare card and the ZIP stamp on this photo, as the comparison
  // tab shows it too. A Spanish listing shows "Modificada digitalmente" even in an English panel.
  const labelLocale = useLabelLocale(selected?.photo.listing ?? photo?.listing);
  if (!photo) return null;
  const disclosure = selected && disclosureEnabled(selected.disclosure, settings) ? disclosureWords(labelLocale).label(selected.disclosure) : null;
  return (
    <section className="results" aria-label={t('results.label')}>
      <CompareView
        beforeSrc={listingPhotoSrc(photo.url, photo.listing.pageUrl)}
        afterSrc={selected ? afterSrc : undefined}
        afterLoading={selected !== undefined && afterSrc === undefined}
        disclosure={disclosure}
        disclosureLang={labelLocale}
        dividerAt={dividerStart(selected?.operation)}
        resultKey={selected?.id}
        fixture={fixtureDrawing(fixture)}
      />
      {selected && <FixtureNotice status={fixture} confirmed={confirmed} onConfirm={() => confirmFixture(selected.id)} />}
      {mine.length > 1 && <VariationStrip entries={mine} selectedId={selected?.id ?? null} />}
      {selected && <ResultActions entry={selected} />}
      {!selected && mine.length === 0 && <p className="field__hint results__hint">{t('results.hint')}</p>}
    </section>
  );
}
