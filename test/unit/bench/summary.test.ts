import { describe, expect, it } from 'vitest';
import { formatTable, type Machine } from '../../../scripts/bench/report';
import { Rows, summarize, summaryLine, type Row } from '../../../scripts/bench/rows';

const row = (name: string, value: number, budget?: number): Row => ({ section: 'page cost', name, value, unit: 'ms', ...(budget === undefined ? {} : { budget }) });
const MACHINE: Machine = { cpu: 'test cpu', cores: 2, memoryGb: 4, load: [1, 1, 1], node: 'v20', chromium: 'Chromium 140' };

/** An interrupted bench once printed "18 budgets hold, 6 broken", counting the parts it never measured as broken. */
describe('the bench’s summary', () => {
  it('counts only measured rows as held or broken, and says how many were not measured', () => {
    const rows = new Rows();
    rows.add(row('held', 10, 50));
    rows.add(row('broken', 80, 50));
    rows.add(row('no budget', 3));
    rows.add(row('never on screen', Number.POSITIVE_INFINITY, 50));
    rows.failed('render', 'render overhead', new Error('Target page, context or browser has been closed\ncall log…'));
    rows.failed('panel', 'the side panel with 300 results', 'interrupted');
    const summary = summarize(rows.list());
    expect(summary.held).toBe(1);
    expect(summary.broken.map((r) => r.name)).toEqual(['broken', 'never on screen']);
    expect(summary.notMeasured.map((r) => r.name)).toEqual(['render overhead', 'the side panel with 300 results']);
    expect(summaryLine(summary)).toBe('1 budget holds, 2 broken: broken; never on screen; 2 not measured: render overhead; the side panel with 300 results');
  });

  it('says nothing of unmeasured rows when every part ran', () => {
    expect(summaryLine(summarize([row('a', 1, 2), row('b', 1, 2)]))).toBe('2 budgets hold, 0 broken');
  });

  it('marks an unmeasured row -- in the table, not NO, and ends the table with the summary', () => {
    const rows = new Rows();
    rows.add(row('held', 10, 50));
    rows.failed('render', 'render overhead', new Error('interrupted'));
    const lines = formatTable(rows.list(), MACHINE, MACHINE).split('\n');
    expect(lines.find((line) => line.includes('render overhead'))).toMatch(/^-- +render overhead +— +not measured: interrupted$/);
    expect(lines.at(-1)).toBe('1 budget holds, 0 broken; 1 not measured: render overhead');
  });
});
