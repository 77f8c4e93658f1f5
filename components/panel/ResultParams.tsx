import type { HistoryEntry } from '../../lib/library/history-entry';
import { Product, productLabel } from '../../lib/materials/product';
import { materialsMessages } from '../../lib/i18n/messages/materials/index';
import { resultsMessages, type ResultsT } from '../../lib/i18n/messages/results/index';
import type { Locale } from '../../lib/i18n/locales';
import { formatDecimal } from '../../lib/format/number';
import { optionName, type OptionNames } from '../../lib/operations/names';
import { spectrumName } from '../../lib/operations/words';
import { locationName } from '../materials/location-names';
import { useLocale, useT } from '../shared/i18n';
import { useOptionNames } from './hooks/useOptionNames';

/** What names the API's ids (styles, room types: the service's names, never the ids) and the locations. */
interface Names {
  readonly options: OptionNames;
  readonly locale: Locale;
  readonly location: (location: Product['installation_location']) => string;
}

/** A result's parameters as rows of term and value, in the interface language. */
function paramRows(p: Readonly<Record<string, unknown>>, t: ResultsT, names: Names): [string, string][] {
  const rows: [string, string][] = [];
  const text = (key: string) => (typeof p[key] === 'string' && p[key] !== '' ? (p[key] as string) : undefined);
  const style = text('style_id');
  if (style) rows.push([t('params.style'), optionName('style', style, names.options)]);
  const spectrum = text('renovation_spectrum');
  if (spectrum) rows.push([t('params.spectrum'), spectrumName(spectrum, names.locale)]);
  const guidance = text('guidance');
  if (guidance) rows.push([t('params.guidance'), guidance]);
  if (Array.isArray(p.materials)) {
    for (const item of p.materials) {
      const material = Product.safeParse(item);
      if (material.success) rows.push([t('params.material'), t('params.material.value', { product: productLabel(material.data), location: names.location(material.data.installation_location) })]);
    }
  }
  if (typeof p.creativity === 'number') rows.push([t('params.creativity'), formatDecimal(p.creativity, names.locale)]);
  const room = text('room_type');
  if (room) rows.push([t('params.room-type'), optionName('roomType', room, names.options)]);
  const stagingStyle = text('style');
  if (stagingStyle) rows.push([t('params.staging-style'), optionName('stagingStyle', stagingStyle, names.options)]);
  const source = p.style as { kind?: unknown; url?: unknown; name?: unknown } | undefined;
  if (source && typeof source === 'object') {
    if (source.kind === 'url' && typeof source.url === 'string') rows.push([t('params.style-image'), source.url]);
    if (source.kind === 'file') rows.push([t('params.style-image'), typeof source.name === 'string' ? source.name : t('params.style-image.file')]);
  }
  return rows;
}

/** A result's parameters in words: every result keeps what it was made with. */
export function ResultParams({ entry }: { readonly entry: HistoryEntry }) {
  const t = useT(resultsMessages);
  const materialsT = useT(materialsMessages);
  const locale = useLocale();
  const options = useOptionNames();
  const rows = paramRows(entry.params, t, { options, locale, location: (location) => locationName(location, materialsT) });
  if (rows.length === 0) return null;
  return (
    <details className="params">
      <summary>{t('params.title')}</summary>
      <dl className="params__list">
        {rows.map(([term, value], index) => (
          <div key={index} className="params__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
