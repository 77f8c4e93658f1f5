import { useMemo } from 'react';
import { DISCLOSURE_LABEL, disclosureEnabled } from '../../lib/format/operation';
import { usePanel } from './store/context';
import { useResultSrc } from './hooks/useResultSrc';
import { CompareView } from './compare/CompareView';
import { VariationStrip } from './VariationStrip';
import { ResultActions } from './ResultActions';

/** The current photo, large, compared with its selected result; its variations, and the result's actions. */
export function ResultsPanel() {
  const photo = usePanel((state) => state.photo);
  const results = usePanel((state) => state.results);
  const selectedId = usePanel((state) => state.selectedResultId);
  const settings = usePanel((state) => state.settings);
  const photoUrl = photo?.url;
  const mine = useMemo(() => results.filter((entry) => entry.photo.url === photoUrl), [results, photoUrl]);
  // Nothing (or another photo's result) selected: the newest result of this photo is shown.
  const selected = mine.find((entry) => entry.id === selectedId) ?? mine[0];
  const afterSrc = useResultSrc(selected);
  if (!photo) return null;
  const disclosure = selected && disclosureEnabled(selected.disclosure, settings) ? DISCLOSURE_LABEL[selected.disclosure] : null;
  return (
    <section className="results" aria-label="Result">
      <CompareView beforeSrc={photo.url} afterSrc={selected ? afterSrc : undefined} afterLoading={selected !== undefined && afterSrc === undefined} disclosure={disclosure} />
      {mine.length > 1 && <VariationStrip entries={mine} selectedId={selected?.id ?? null} />}
      {selected && <ResultActions entry={selected} />}
      {!selected && mine.length === 0 && <p className="field__hint results__hint">Choose a goal and its settings below: the result appears here, to compare with this photo.</p>}
    </section>
  );
}
