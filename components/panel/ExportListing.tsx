import { useId, useMemo, useState } from 'react';
import { listingKey } from '../../lib/format/listing';
import { plural } from '../../lib/format/text';
import type { HistoryEntry } from '../../lib/library/history-entry';
import type { ListingContext } from '../../lib/listing';
import { photoNumbers } from '../../lib/export/file-names';
import { caption, remarksText } from '../../lib/export/remarks';
import { EXPORT_SIZE_LABEL, type ExportSize } from '../../lib/export/types';
import { usePanel } from './store/context';
import { useListingExport, useStyleName } from './hooks/useListingExport';
import './export.css';

/** The results of a listing an export can take: those with an image, oldest photo first. */
function useListingResults(listing: ListingContext): HistoryEntry[] {
  const results = usePanel((state) => state.results);
  return useMemo(() => {
    const key = listingKey(listing);
    return results.filter((entry) => entry.operation !== 'analyze' && (entry.hasLocalCopy || entry.resultUrl) && listingKey(entry.photo.listing) === key);
  }, [results, listing]);
}

/** The listing's results with `extra` added (a batch result the panel has not read from history yet), newest first. */
function withExtra(entries: HistoryEntry[], extra: readonly HistoryEntry[] | undefined): HistoryEntry[] {
  if (!extra) return entries;
  const known = new Set(entries.map((entry) => entry.id));
  const added = extra.filter((entry) => !known.has(entry.id));
  return added.length === 0 ? entries : [...entries, ...added].sort((a, b) => b.createdAt - a.createdAt);
}

/** Props of the dialog: the results it lists, and which of them start ticked. */
interface ExportDialogProps {
  readonly listing: ListingContext;
  readonly entries: HistoryEntry[];
  readonly preselected: ReadonlySet<string>;
  readonly onClose: () => void;
}

/** The dialog: which results (ticked as given) and which size, then the ZIP; and *Copy remarks*. */
function ExportDialog({ listing, entries, preselected, onClose }: ExportDialogProps) {
  const [chosen, setChosen] = useState(() => new Set(preselected));
  const [size, setSize] = useState<ExportSize>('mls');
  const [status, setStatus] = useState('');
  const { run, busy } = useListingExport();
  const styleName = useStyleName();
  const numbers = useMemo(() => photoNumbers(entries), [entries]);
  const picked = entries.filter((entry) => chosen.has(entry.id));
  const titleId = useId();

  const toggle = (id: string) => setChosen((old) => {
    const next = new Set(old);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  const download = () => {
    setStatus('Preparing the ZIP…');
    run(listing, picked, size).then(
      (name) => setStatus(`Downloaded ${name}.`),
      (error: unknown) => setStatus(`The export failed: ${error instanceof Error ? error.message : String(error)}.`),
    );
  };
  const copy = () => {
    if (typeof navigator.clipboard?.writeText !== 'function') return setStatus('This browser cannot copy text here.');
    navigator.clipboard.writeText(remarksText(picked, styleName)).then(
      () => setStatus('Remarks copied.'),
      () => setStatus('The remarks could not be copied.'),
    );
  };

  return (
    <div role="dialog" aria-labelledby={titleId} className="export-dialog">
      <h2 id={titleId} className="export-dialog__title">Export listing</h2>
      <fieldset className="export-dialog__group">
        <legend>Results</legend>
        {entries.map((entry) => (
          <label key={entry.id} className="export-dialog__choice">
            <input type="checkbox" checked={chosen.has(entry.id)} onChange={() => toggle(entry.id)} /> {caption(numbers.get(entry.id) ?? 0, entry, styleName)}
          </label>
        ))}
      </fieldset>
      <fieldset className="export-dialog__group">
        <legend>Size</legend>
        {(Object.keys(EXPORT_SIZE_LABEL) as ExportSize[]).map((value) => (
          <label key={value} className="export-dialog__choice">
            <input type="radio" name={`${titleId}-size`} checked={size === value} onChange={() => setSize(value)} /> {EXPORT_SIZE_LABEL[value]}
          </label>
        ))}
      </fieldset>
      <div className="export-dialog__actions">
        <button type="button" className="button button--primary" disabled={busy || picked.length === 0} onClick={download}>
          Download ZIP ({plural(picked.length, 'photo')})
        </button>
        <button type="button" className="button button--quiet" disabled={picked.length === 0} onClick={copy}>
          Copy remarks
        </button>
        <button type="button" className="button button--quiet" onClick={onClose}>
          Close
        </button>
      </div>
      <p className="field__hint" role="status">{status}</p>
    </div>
  );
}

/** Props of {@link ExportListing}. */
export interface ExportListingProps {
  readonly listing: ListingContext;
  /**
   * Results to tick (a batch's): the dialog still lists every result of the listing, but starts
   * with exactly these ticked. Without it, every result is ticked.
   */
  readonly only?: readonly HistoryEntry[];
  /** The button's text ("Export listing" by default). */
  readonly label?: string;
}

/**
 * *Export listing*: the listing's results as one ZIP for the MLS and portals (labelled photos,
 * their originals, remarks, a lookbook page, a manifest). Shown only when there is something to export.
 */
export function ExportListing({ listing, only, label = 'Export listing' }: ExportListingProps) {
  const listed = useListingResults(listing);
  const entries = useMemo(() => withExtra(listed, only), [listed, only]);
  const [open, setOpen] = useState(false);
  if (entries.length === 0 || only?.length === 0) return null;
  const preselected = new Set((only ?? entries).map((entry) => entry.id));
  return (
    <div className="export-listing">
      <button type="button" className="button button--quiet export-listing__button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open && <ExportDialog listing={listing} entries={entries} preselected={preselected} onClose={() => setOpen(false)} />}
    </div>
  );
}
