import { describe, expect, it } from 'vitest';
import { caption, captions, mlsRemarks, remarksText } from '../../../lib/export/remarks';
import { entry } from './fixtures';

const staged = entry('s', 3, 'stage', { room_type: 'living_room', style: 'modern' });
const renovated = entry('r', 1, 'renovate', { style_id: 'scandi', renovation_spectrum: 'renovate' });

describe('mlsRemarks', () => {
  it('says "virtually staged" for staged photos and "digitally altered" for others', () => {
    expect(mlsRemarks([staged])).toBe('One or more photo(s) was virtually staged.');
    expect(mlsRemarks([renovated])).toBe('One or more photo(s) was digitally altered.');
    expect(mlsRemarks([])).toBe('');
  });

  it('begins with the staging sentence when both apply', () => {
    expect(mlsRemarks([renovated, staged])).toBe('One or more photo(s) was virtually staged. One or more photo(s) was digitally altered.');
  });
});

describe('captions', () => {
  it('reads "Photo 3: virtually staged, modern living room"', () => {
    expect(caption(3, staged)).toBe('Photo 3: virtually staged, modern living room');
  });

  it('names the operation and its settings for an altered photo, with style names resolved', () => {
    expect(caption(1, renovated, (id) => (id === 'scandi' ? 'Scandinavian' : undefined))).toBe('Photo 1: digitally altered, renovation, Scandinavian, renovate');
  });

  it('lists one caption per result in photo order', () => {
    expect(captions([staged, renovated]).map((c) => c.slice(0, 7))).toEqual(['Photo 1', 'Photo 3']);
  });

  it('puts the remarks first, then the captions', () => {
    const text = remarksText([staged, renovated]);
    expect(text.startsWith('One or more photo(s) was virtually staged. One or more photo(s) was digitally altered.\n')).toBe(true);
    expect(text).toContain('\nPhoto 3: virtually staged, modern living room\n');
    expect(remarksText([])).toBe('');
  });
});
