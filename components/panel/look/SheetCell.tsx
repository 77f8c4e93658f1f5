import { useState } from 'react';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { lookMessages } from '../../../lib/i18n/messages/look/index';
import { operationLabel } from '../../../lib/operations/index';
import type { PhotoRole } from '../../../lib/look/roles';
import { redoRequest, type SheetItem } from '../../../lib/look/sheet';
import type { SheetChoice } from '../../../lib/look/stored';
import { useLocale, useT } from '../../shared/i18n';
import { ListingPhotoImg } from '../../shared/ListingPhotoImg';
import { useResultSrc } from '../hooks/useResultSrc';
import { usePanel } from '../store/context';
import { roleName } from './role-words';

/** Props of {@link SheetCell}. */
export interface SheetCellProps {
  readonly item: SheetItem;
  readonly entry: HistoryEntry | undefined;
  readonly role: PhotoRole | undefined;
  readonly choice: SheetChoice | undefined;
  readonly hero: boolean;
  readonly pageUrl: string | undefined;
  /** Asks to match the others to this one (shown on finished results of a room or the exterior). */
  readonly onHero: (() => void) | undefined;
}

/** The after side: the result, or the job's state while it has none. */
function After({ item, entry, alt }: { item: SheetItem; entry: HistoryEntry | undefined; alt: string }) {
  const t = useT(lookMessages);
  const src = useResultSrc(entry);
  if (src) return <img className="sheet-cell__image" src={src} alt={alt} />;
  const failed = item.job.state === 'failed' || item.job.state === 'interrupted' || item.job.state === 'cancelled';
  return <span className={`sheet-cell__image sheet-cell__pending${failed ? ' sheet-cell__pending--failed' : ''}`}>{failed ? t('sheet.failed') : t('sheet.working')}</span>;
}

/** Redo with the realtor's own adjustment: a note added to the renovation's guidance, or a new variation. */
function RedoForm({ item, onDone }: { item: SheetItem; onDone: () => void }) {
  const t = useT(lookMessages);
  const redoStep = usePanel((state) => state.redoStep);
  const [note, setNote] = useState('');
  return (
    <div className="sheet-cell__redo">
      <label className="field">
        <span className="field__label">{t('sheet.redo.note')}</span>
        <input className="input" value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <button type="button" className="button" onClick={() => void redoStep(item.url, redoRequest(item.job.request, note)).then(onDone)}>
        {t('sheet.redo.go')}
      </button>
      <button type="button" className="button button--quiet" onClick={onDone}>
        {t('sheet.redo.cancel')}
      </button>
    </div>
  );
}

/** One step of the contact sheet: before and after side by side, what it is, keep / redo / drop, and "Match the others to this". */
export function SheetCell({ item, entry, role, choice, hero, pageUrl, onHero }: SheetCellProps) {
  const t = useT(lookMessages);
  const locale = useLocale();
  const chooseOnSheet = usePanel((state) => state.chooseOnSheet);
  const [redoing, setRedoing] = useState(false);
  const title = t('sheet.item', { n: item.number, role: role ? roleName(role, t) : t('role.unknown'), operation: operationLabel(item.job.request.operation, locale) });
  const done = item.job.state === 'done';
  const dropped = choice === 'drop';
  return (
    <li className={`sheet-cell${dropped ? ' sheet-cell--dropped' : ''}`} aria-label={title}>
      <p className="sheet-cell__title">
        {title}
        {hero && <span className="sheet-cell__hero">{t('sheet.hero.badge')}</span>}
      </p>
      <div className="sheet-cell__pair">
        <ListingPhotoImg className="sheet-cell__image" url={item.url} pageUrl={pageUrl} alt={t('sheet.before')} />
        <After item={item} entry={entry} alt={t('sheet.after')} />
      </div>
      {redoing ? (
        <RedoForm item={item} onDone={() => setRedoing(false)} />
      ) : (
        <div className="sheet-cell__actions">
          <button type="button" className="button button--quiet" aria-pressed={choice === 'keep'} disabled={!done} onClick={() => chooseOnSheet(item.key, 'keep')}>
            {choice === 'keep' ? t('sheet.kept') : t('sheet.keep')}
          </button>
          <button type="button" className="button button--quiet" disabled={item.job.state === 'queued' || item.job.state === 'running'} onClick={() => setRedoing(true)}>
            {t('sheet.redo')}
          </button>
          <button type="button" className="button button--quiet" aria-pressed={dropped} onClick={() => chooseOnSheet(item.key, 'drop')}>
            {dropped ? t('sheet.dropped') : t('sheet.drop')}
          </button>
          {done && onHero && !hero && (
            <button type="button" className="link-button sheet-cell__match" onClick={onHero}>
              {t('sheet.hero')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
