import type { HistoryEntry } from '../../lib/library/history-entry';
import { CatalogProduct, LOCATION_LABEL, productLabel } from '../../lib/catalog/product';
import { usePanel } from './store/context';
import { styleNameOf } from './store/requests';

/** A result's parameters in words: every result keeps what it was made with. */
export function ResultParams({ entry }: { readonly entry: HistoryEntry }) {
  const styles = usePanel((state) => state.styles);
  const stagingOptions = usePanel((state) => state.stagingOptions);
  const p = entry.params;
  const rows: [string, string][] = [];
  const text = (key: string) => (typeof p[key] === 'string' && p[key] !== '' ? (p[key] as string) : undefined);
  const style = text('style_id');
  if (style) rows.push(['Style', styleNameOf(styles, style) ?? style]);
  const spectrum = text('renovation_spectrum');
  if (spectrum) rows.push(['Renovation spectrum', spectrum]);
  const guidance = text('guidance');
  if (guidance) rows.push(['Guidance', guidance]);
  if (Array.isArray(p.materials)) {
    for (const item of p.materials) {
      const material = CatalogProduct.safeParse(item);
      if (material.success) rows.push(['Material', `${productLabel(material.data)}, ${LOCATION_LABEL[material.data.installation_location]}`]);
    }
  }
  if (typeof p.creativity === 'number') rows.push(['Creativity', p.creativity.toFixed(2)]);
  const room = text('room_type');
  if (room) rows.push(['Room type', stagingOptions?.roomTypes.find((option) => option.id === room)?.name ?? room]);
  const stagingStyle = text('style');
  if (stagingStyle) rows.push(['Staging style', stagingOptions?.styles.find((option) => option.id === stagingStyle)?.name ?? stagingStyle]);
  const source = p.style as { kind?: unknown; url?: unknown; name?: unknown } | undefined;
  if (source && typeof source === 'object') {
    if (source.kind === 'url' && typeof source.url === 'string') rows.push(['Style image', source.url]);
    if (source.kind === 'file') rows.push(['Style image', typeof source.name === 'string' ? source.name : 'a file']);
  }
  if (rows.length === 0) return null;
  return (
    <details className="params">
      <summary>Parameters</summary>
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
