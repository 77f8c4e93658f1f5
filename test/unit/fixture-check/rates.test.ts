/**
 * The fixture check measured (#30): over every demo room, every renovation style and spectrum
 * step, the cabinet restyle, style transfer and staging, each render faithful and altered by the
 * emulator's `alter` fault (window filled with wall, window moved, door added). The check must
 * catch at least 90 % of the altered renders and flag at most 5 % of the faithful ones.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureCases, type FixtureCase } from '../../../emulator/test/fixture-cases';
import { checkFixtures } from '../../../lib/fixture-check/check';

let cases: FixtureCase[] = [];
const verdicts = new Map<FixtureCase, boolean>();

beforeAll(async () => {
  cases = await fixtureCases();
  for (const c of cases) verdicts.set(c, checkFixtures(c.original, c.result, c.operation === 'stage' ? 'furnishing' : 'finishes').flagged);
}, 120_000);

const names = (list: readonly FixtureCase[]): string[] => list.map((c) => `${c.room} ${c.operation} ${c.label}${c.altered ? ` (${c.altered})` : ''}`);

describe('fixture check rates', () => {
  it('covers every demo room, style and spectrum step, faithful and altered, each alteration and each operation', () => {
    expect(new Set(cases.map((c) => c.room)).size).toBe(5);
    expect(new Set(cases.filter((c) => c.operation === 'renovate').map((c) => c.label)).size).toBe(40);
    expect(new Set(cases.map((c) => c.altered))).toEqual(new Set([undefined, 'window-removed', 'window-moved', 'door-added']));
    expect(new Set(cases.map((c) => c.operation))).toEqual(new Set(['renovate', 'kitchenCabinets', 'styleTransfer', 'stage']));
  });

  it('catches at least 90 % of altered renders, each alteration at least 80 %', () => {
    const altered = cases.filter((c) => c.altered !== undefined);
    const caught = altered.filter((c) => verdicts.get(c));
    const missed = altered.filter((c) => !verdicts.get(c));
    console.info(`fixture check: hit rate ${(caught.length / altered.length).toFixed(3)} over ${altered.length} altered renders; missed: ${names(missed).join('; ')}`);
    expect(caught.length / altered.length).toBeGreaterThanOrEqual(0.9);
    for (const kind of ['window-removed', 'window-moved', 'door-added'] as const) {
      const ofKind = altered.filter((c) => c.altered === kind);
      expect(ofKind.filter((c) => verdicts.get(c)).length / ofKind.length, kind).toBeGreaterThanOrEqual(0.8);
    }
  });

  it('flags at most 5 % of faithful renders', () => {
    const faithful = cases.filter((c) => c.altered === undefined);
    const flagged = faithful.filter((c) => verdicts.get(c));
    console.info(`fixture check: false alarms ${(flagged.length / faithful.length).toFixed(3)} over ${faithful.length} faithful renders: ${names(flagged).join('; ')}`);
    expect(flagged.length / faithful.length).toBeLessThanOrEqual(0.05);
  });
});
