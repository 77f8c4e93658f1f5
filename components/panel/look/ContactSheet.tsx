import { useMemo, useState } from 'react';
import { lookMessages } from '../../../lib/i18n/messages/look/index';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { entryOfJob } from '../../../lib/library/unsaved-results';
import { heroSteps, type HeroStep } from '../../../lib/look/hero';
import { lookManifest } from '../../../lib/look/manifest';
import { creditsOf } from '../../../lib/look/plan';
import { keptItems, sheetItems, type SheetItem } from '../../../lib/look/sheet';
import { makesImage } from '../../../lib/operations/index';
import { useT } from '../../shared/i18n';
import { ConfirmBar } from '../../shared/ConfirmBar';
import { ExportListing } from '../ExportListing';
import { usePanel } from '../store/context';
import { creditsText } from './credit-words';
import { SheetCell } from './SheetCell';
import type { ListingLookView } from './useListingLook';

/** Each item's result as a history entry (the history's own, else one made from the finished job). */
function useEntries(items: readonly SheetItem[]): ReadonlyMap<string, HistoryEntry> {
  const results = usePanel((state) => state.history.results);
  return useMemo(() => {
    const byId = new Map(results.map((entry) => [entry.id, entry]));
    const out = new Map<string, HistoryEntry>();
    for (const item of items) {
      const id = item.job.result?.historyId;
      const entry = (id ? byId.get(id) : undefined) ?? entryOfJob(item.job, false) ?? undefined;
      if (entry && makesImage(entry.operation)) out.set(item.key, entry);
    }
    return out;
  }, [items, results]);
}

/** The hero's confirmation: how many photos follow it, and the credits. */
function HeroConfirm({ steps, onConfirm, onCancel }: { steps: readonly HeroStep[]; onConfirm: () => void; onCancel: () => void }) {
  const t = useT(lookMessages);
  if (steps.length === 0) return <p className="field__hint" role="status">{t('sheet.hero.none')}</p>;
  const credits = creditsText(creditsOf(steps.map((step) => step.request)), t);
  return (
    <ConfirmBar confirmLabel={t('sheet.hero.go')} onConfirm={onConfirm} onCancel={onCancel}>
      <p>{t('sheet.hero.confirm', { count: steps.length, credits })}</p>
    </ConfirmBar>
  );
}

/**
 * The contact sheet of the look's last pass: every step before and after in one grid, each to
 * keep, redo (with its own adjustment) or drop; a finished result may become the hero the others
 * follow; then *Export* with the kept ones, the look, roles and choices in the manifest.
 */
export function ContactSheet({ view }: { readonly view: ListingLookView }) {
  const t = useT(lookMessages);
  const jobs = usePanel((state) => state.jobs.list);
  const matchHero = usePanel((state) => state.matchHero);
  const { record, listing, urls, roles } = view;
  const batchId = record.batchId;
  const items = useMemo(() => (batchId ? sheetItems(jobs, batchId, urls) : []), [jobs, batchId, urls]);
  const entries = useEntries(items);
  const [hero, setHero] = useState<{ key: string; steps: HeroStep[] } | null>(null);
  if (!batchId || items.length === 0) return null;

  const kept = keptItems(items, record.choices).flatMap((item) => entries.get(item.key) ?? []);
  const done = items.filter((item) => item.job.state === 'done').length;
  const others = items.filter((item) => record.choices[item.key] !== 'drop').flatMap((item) => {
    const role = roles[item.url]?.role;
    return role ? [{ url: item.url, role }] : [];
  });
  const askHero = (item: SheetItem) => {
    const role = roles[item.url]?.role;
    const imageUrl = item.job.result?.imageUrl;
    if (role && imageUrl) setHero({ key: item.key, steps: heroSteps({ url: item.url, role }, imageUrl, others) });
  };
  return (
    <section className="contact-sheet" aria-label={t('sheet.label')}>
      <h2 className="subheading">{t('sheet.title')}</h2>
      <p className="field__hint" role="status">
        {t('sheet.progress', { done, total: items.length })}
      </p>
      {hero && <HeroConfirm steps={hero.steps} onCancel={() => setHero(null)} onConfirm={() => void matchHero(hero.key, hero.steps).then(() => setHero(null))} />}
      <ul className="contact-sheet__grid">
        {items.map((item) => (
          <SheetCell
            key={item.key}
            item={item}
            entry={entries.get(item.key)}
            role={roles[item.url]?.role}
            choice={record.choices[item.key]}
            hero={record.hero === item.key}
            pageUrl={listing.pageUrl}
            onHero={roles[item.url]?.role.kind === 'skip' ? undefined : () => askHero(item)}
          />
        ))}
      </ul>
      {kept.length > 0 && <ExportListing listing={listing} only={kept} label={t('sheet.export', { count: kept.length })} look={lookManifest(record, roles)} />}
    </section>
  );
}
