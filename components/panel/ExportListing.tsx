import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { listingKey } from '../../lib/format/listing';
import { resultsMessages, type ResultsMessages, type ResultsT } from '../../lib/i18n/messages/results/index';
import type { HistoryEntry } from '../../lib/library/history-entry';
import type { ListingContext } from '../../lib/listing';
import type { LookManifest } from '../../lib/look/manifest';
import { makesImage } from '../../lib/operations/index';
import { exportOrder } from '../../lib/export/file-names';
import { labelFacts } from '../../lib/export/label-rule';
import { caption, remarksText } from '../../lib/export/remarks';
import { EXPORT_SIZE_EDGE, EXPORT_SIZES, type ExportSize } from '../../lib/export/types';
import { languageName } from '../../lib/export/words';
import { useLocale, useT } from '../shared/i18n';
import { problemText } from '../shared/problem';
import { usePanel } from './store/context';
import { useLabelLocale, useListingExport } from './hooks/useListingExport';
import { useOptionNames } from './hooks/useOptionNames';
import { useFixtureHolds } from './fixture/useFixtureHolds';
import { FixtureExportNote } from './fixture/FixtureExportNote';
import { isChecking } from './fixture/export-hold';
import './export.css';

/** The results of a listing an export can take: those with an image. */
function useListingResults(listing: ListingContext): HistoryEntry[] {
  const results = usePanel((state) => state.history.results);
  return useMemo(() => {
    const key = listingKey(listing);
    return results.filter((entry) => makesImage(entry.operation) && (entry.hasLocalCopy || entry.resultUrl) && listingKey(entry.photo.listing) === key);
  }, [results, listing]);
}

/** The listing's results with `extra` added (a batch result the panel has not read from history yet), newest first. */
function withExtra(entries: HistoryEntry[], extra: readonly HistoryEntry[] | undefined): HistoryEntry[] {
  if (!extra) return entries;
  const known = new Set(entries.map((entry) => entry.id));
  const added = extra.filter((entry) => !known.has(entry.id));
  return added.length === 0 ? entries : [...entries, ...added].sort((a, b) => b.createdAt - a.createdAt);
}

/** The capped sizes' names in the dialog (literal keys, for the messages-complete test). */
const CAPPED_SIZE_KEY = { mls: 'export.size.mls', web: 'export.size.web' } as const satisfies Record<Exclude<ExportSize, 'original'>, keyof ResultsMessages>;

/** A size as the dialog names it: "Original size", "MLS (2048 px)". Pixels are not grouped ("2048", not "2,048"). */
function sizeName(size: ExportSize, t: ResultsT): string {
  return size === 'original' ? t('export.size.original') : t(CAPPED_SIZE_KEY[size], { edge: String(EXPORT_SIZE_EDGE[size]) });
}

/** Props of the dialog: the results it lists, and which of them start ticked. */
interface ExportDialogProps {
  readonly listing: ListingContext;
  readonly entries: HistoryEntry[];
  readonly preselected: ReadonlySet<string>;
  readonly onClose: () => void;
  readonly look?: LookManifest;
}

/**
 * The dialog: which results (ticked as given) and which size, then the ZIP; and *Copy remarks*.
 * The dialog speaks the interface language (its list of results too: they are for the user to
 * choose); what it exports or copies is in the listing's language, which it names.
 */
function ExportDialog({ listing, entries, preselected, onClose, look }: ExportDialogProps) {
  const t = useT(resultsMessages);
  const locale = useLocale();
  const labelLocale = useLabelLocale(listing);
  const settings = usePanel((state) => state.settings.values);
  const [chosen, setChosen] = useState(() => new Set(preselected));
  const [size, setSize] = useState<ExportSize>('mls');
  const [status, setStatus] = useState('');
  const { run, busy } = useListingExport();
  const names = useOptionNames();
  // Listed as the export will be: in the listing's photo order, numbered as its files.
  const ordered = useMemo(() => exportOrder(entries, listing), [entries, listing]);
  const held = useFixtureHolds(entries, setChosen);
  const confirmFixture = usePanel((state) => state.confirmFixture);
  const picked = ordered.map(({ entry }) => entry).filter((entry) => chosen.has(entry.id) && !held(entry.id));
  // A photo whose fixture check still runs would go out unchecked (or flagged and unconfirmed): the export waits.
  const checking = picked.some((entry) => isChecking(entry.id));
  const titleId = useId();

  const toggle = (id: string) => setChosen((old) => {
    const next = new Set(old);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  const download = () => {
    setStatus(t('export.preparing'));
    run(listing, picked, size, look).then(
      (name) => setStatus(t('export.downloaded', { name })),
      (error: unknown) => setStatus(t('export.failed', { reason: problemText(error, t) })),
    );
  };
  const copy = () => {
    if (typeof navigator.clipboard?.writeText !== 'function') return setStatus(t('export.no-clipboard'));
    // As the ZIP's remarks.txt: the listing's language, and the photos the label setting leaves unlabelled named.
    navigator.clipboard.writeText(remarksText(picked, { names, facts: labelFacts(picked, settings), locale: labelLocale, listing })).then(
      () => setStatus(t('export.copied')),
      () => setStatus(t('export.copy-failed')),
    );
  };
  const language = languageName(labelLocale, locale);

  return (
    <div role="dialog" aria-labelledby={titleId} className="export-dialog">
      <h2 id={titleId} className="export-dialog__title">{t('export.title')}</h2>
      <fieldset className="export-dialog__group">
        <legend>{t('export.results')}</legend>
        {ordered.map(({ entry, number }) => (
          <label key={entry.id} className="export-dialog__choice">
            <input type="checkbox" checked={chosen.has(entry.id) && !held(entry.id)} disabled={held(entry.id)} onChange={() => toggle(entry.id)} /> {caption(number, entry, { names, locale })}
            {held(entry.id) && <FixtureExportNote onConfirm={() => { confirmFixture(entry.id); setChosen((old) => new Set(old).add(entry.id)); }} />}
          </label>
        ))}
      </fieldset>
      <fieldset className="export-dialog__group">
        <legend>{t('export.size')}</legend>
        {EXPORT_SIZES.map((value) => (
          <label key={value} className="export-dialog__choice">
            <input type="radio" name={`${titleId}-size`} checked={size === value} onChange={() => setSize(value)} /> {sizeName(value, t)}
          </label>
        ))}
      </fieldset>
      <p className="field__hint">{settings?.labelLanguage && settings.labelLanguage !== 'auto' ? t('export.language.chosen', { language }) : t('export.language.listing', { language })}</p>
      <div className="export-dialog__actions">
        <button type="button" className="button button--primary" disabled={busy || checking || picked.length === 0} onClick={download}>
          {t('export.download', { count: picked.length })}
        </button>
        <button type="button" className="button button--quiet" disabled={picked.length === 0} onClick={copy}>
          {t('export.copy')}
        </button>
        <button type="button" className="button button--quiet" onClick={onClose}>
          {t('export.close')}
        </button>
      </div>
      <p className="field__hint" role="status">{checking && !status ? t('fixture.checking') : status}</p>
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
  /** The look the results came from: its section of the manifest (issue #29). */
  readonly look?: LookManifest;
}

/**
 * *Export listing*: the listing's results as one ZIP for the MLS and portals (labelled photos,
 * their originals, remarks, a lookbook page, a manifest). Shown only when there is something to export.
 */
export function ExportListing({ listing, only, label, look }: ExportListingProps) {
  const t = useT(resultsMessages);
  const listed = useListingResults(listing);
  const entries = useMemo(() => withExtra(listed, only), [listed, only]);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  if (entries.length === 0 || only?.length === 0) return null;
  const preselected = new Set((only ?? entries).map((entry) => entry.id));
  // Closed by its Close button or by Escape (from the dialog or its button): focus goes back to the button.
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    // Only the dialog closes: the comparison's full screen listens for Escape too.
    event.stopPropagation();
    close();
  };
  return (
    <div className="export-listing" onKeyDown={onKeyDown}>
      <button ref={button} type="button" className="button button--quiet export-listing__button" aria-expanded={open} onClick={() => setOpen(!open)}>
        {label ?? t('export.open')}
      </button>
      {open && <ExportDialog listing={listing} entries={entries} preselected={preselected} onClose={close} {...(look ? { look } : {})} />}
    </div>
  );
}
