import type { Side } from './browsers';
import { comparePages, type ComparedPage } from './page-cost';
import { costRows, heapRow, longTaskRow, photoButtonRow, scriptCostRow, scriptingRow } from './page-rows';
import type { Row } from './rows';
import { savedPages } from './saved-pages';
import { SYNTHETIC_URL } from './synthetic-page';

/** Budgets of the page-cost section (issue #28): script with − without, the heap the content script keeps. */
const SCRIPT_COST_MS = 100;
const CONTENT_HEAP_MB = 5;
/** Time after the last batch before the figures are read: idle work, the extension's last batches, image decodes. */
const SETTLE_MS = 2500;

type Sides = { without: Side; with: Side };

/**
 * The 2,000-card synthetic search page, with and without the extension: script with − without
 * (the headline), task time and TBT ratios,
 * long tasks the extension caused, its own scripting, photo to button, and its heap.
 */
export async function syntheticRows(sides: Sides, pairs: number, log: (line: string) => void): Promise<Row[]> {
  const page: ComparedPage = { label: '2,000-card page', load: { url: SYNTHETIC_URL, synthetic: true, settleMs: SETTLE_MS, profile: true } };
  const [runs] = await comparePages(sides, [page], pairs, log);
  if (!runs) throw new Error('the synthetic page was not measured');
  const section = 'page cost: 2,000-card search page';
  return [
    scriptCostRow(section, runs, SCRIPT_COST_MS),
    ...costRows(section, runs),
    longTaskRow(section, '2,000-card page: long tasks over 50 ms caused by the extension', [runs]),
    scriptingRow(section, runs),
    photoButtonRow('photo to button', runs),
    heapRow('memory', runs, CONTENT_HEAP_MB),
  ];
}

/** Each saved listing page, with and without the extension: task time and TBT ratios, long tasks caused. */
export async function savedPageRows(sides: Sides, pairs: number, log: (line: string) => void): Promise<Row[]> {
  const pages: ComparedPage[] = savedPages().map((p) => ({ label: p.file, load: { url: p.url, synthetic: false, settleMs: 750, profile: true } }));
  const runs = await comparePages(sides, pages, pairs, log);
  const section = 'page cost: saved listing pages';
  return [...runs.flatMap((page) => costRows(section, page)), longTaskRow(section, `saved pages: long tasks over 50 ms caused by the extension`, runs)];
}
