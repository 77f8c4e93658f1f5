import { describe, expect, it } from 'vitest';
import { carriesLabel } from '../../../lib/export/label-rule';

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
