import { describe, expect, it } from 'vitest';
import { carriesLabel, labelFacts } from '../../../lib/export/label-rule';

describe('carriesLabel', () => {
  it('labels the exported photo only when the setting is on', () => {
    expect(carriesLabel('photo', true)).toBe(true);
    expect(carriesLabel('photo', false)).toBe(false);
  });

  it('labels the pair image, the lookbook and the compare card always', () => {
    for (const image of ['pair', 'lookbook', 'compare-card'] as const) {
      expect(carriesLabel(image, true)).toBe(true);
      expect(carriesLabel(image, false)).toBe(true);
    }
  });
});

describe('labelFacts', () => {
  it('marks the photos whose label the settings turn off, for remarks made before an export', () => {
    const entries = [
      { id: 's', disclosure: 'virtually-staged' as const },
      { id: 'r', disclosure: 'digitally-altered' as const },
    ];
    expect(labelFacts(entries, { disclosure: { staging: true, renovation: false } })).toEqual(new Map([['s', { labelled: true }], ['r', { labelled: false }]]));
    expect(labelFacts(entries, null)).toEqual(new Map([['s', { labelled: true }], ['r', { labelled: true }]]));
  });
});
