import { describe, expect, it } from 'vitest';
import { caption, captionFactsOf, captions, mlsRemarks, originalsSentence, photoList, remarksText, unlabelledSentence } from '../../../lib/export/remarks';
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
  it('reads "Photo 3: virtually staged, Virtual staging · Living room · Modern"', () => {
    expect(caption(3, staged)).toBe('Photo 3: virtually staged, Virtual staging · Living room · Modern');
  });

  it('names the operation and its settings for an altered photo, with style names resolved', () => {
    expect(caption(1, renovated, { names: { style: (id) => (id === 'scandi' ? 'Scandinavian' : undefined) } })).toBe('Photo 1: digitally altered, Renovation · Scandinavian · Renovate');
  });

  it('lists one caption per result in photo order', () => {
    expect(captions([staged, renovated]).map((c) => c.slice(0, 7))).toEqual(['Photo 1', 'Photo 3']);
  });

  it('puts the remarks first, then the captions', () => {
    const text = remarksText([staged, renovated]);
    expect(text.startsWith('One or more photo(s) was virtually staged. One or more photo(s) was digitally altered.\n')).toBe(true);
    expect(text).toContain('\nPhoto 3: virtually staged, Virtual staging · Living room · Modern\n');
    expect(remarksText([])).toBe('');
  });
});

describe('unlabelled photos (labels off)', () => {
  const facts = new Map([['s', { labelled: false }]]);
  const options = { facts };

  it('say so in their caption, which carries the disclosure', () => {
    expect(caption(3, staged, { facts: { labelled: false } })).toBe('Photo 3: virtually staged (no label on the photo), Virtual staging · Living room · Modern');
    expect(captions([staged, renovated], options)).toEqual(['Photo 1: digitally altered, Renovation · Scandi · Renovate', 'Photo 3: virtually staged (no label on the photo), Virtual staging · Living room · Modern']);
  });

  it('are named in the remarks, after the originals sentence', () => {
    expect(unlabelledSentence([staged, renovated], options)).toBe('Photo 3 carries no disclosure label on the image: post it with its caption below, which says how it was altered.');
    expect(unlabelledSentence([staged, renovated], { facts: new Map([['s', { labelled: false }], ['r', { labelled: false }]]) })).toMatch(/^Photos 1 and 3 carry no disclosure label/);
    expect(unlabelledSentence([staged, renovated])).toBe('');
    const lines = remarksText([staged, renovated], options).split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'One or more photo(s) was virtually staged. One or more photo(s) was digitally altered.',
      'The unaltered original of every altered photo is available.',
      'Photo 3 carries no disclosure label on the image: post it with its caption below, which says how it was altered.',
    ]);
    expect(lines).toContain('Photo 3: virtually staged (no label on the photo), Virtual staging · Living room · Modern');
  });

  it('are labelled by default, as before the setting existed', () => {
    expect(remarksText([staged])).not.toContain('no label');
  });
});

describe('originals that could not be downloaded (404)', () => {
  const other = entry('o', 5, 'renovate');

  it('makes the originals sentence name the photos linked by URL instead', () => {
    expect(originalsSentence([staged, renovated])).toBe('The unaltered original of every altered photo is available.');
    expect(originalsSentence([staged, renovated], { facts: new Map([['s', { originalLinked: true }]]) })).toBe(
      'The unaltered original of photo 3 could not be downloaded: its address is given in its caption below. The originals of the other photos are available.',
    );
    expect(originalsSentence([staged, renovated, other], { facts: new Map([['s', { originalLinked: true }], ['o', { originalLinked: true }]]) })).toBe(
      "The unaltered originals of photos 3 and 5 could not be downloaded: each address is given in the photo's caption below. The originals of the other photos are available.",
    );
    expect(originalsSentence([staged], { facts: new Map([['s', { originalLinked: true }]]) })).toBe('The unaltered original of photo 3 could not be downloaded: its address is given in its caption below.');
  });

  it('gives the original’s URL in the caption and never claims every original is available', () => {
    const text = remarksText([staged, renovated], { facts: new Map([['s', { originalLinked: true }]]) });
    expect(text).not.toContain('every altered photo is available');
    expect(text).toContain(`Photo 3: virtually staged, Virtual staging · Living room · Modern; unaltered original: ${staged.photo.url}\n`);
    expect(text).toContain('Photo 1: digitally altered, Renovation · Scandi · Renovate\n');
  });

  it('takes the facts from prepared results', () => {
    const image = { bytes: new Uint8Array([1]), type: 'image/jpeg' };
    const facts = captionFactsOf([
      { entry: staged, original: null, labelled: false },
      { entry: renovated, original: image },
    ]);
    expect(facts).toEqual(new Map([['s', { labelled: false, originalLinked: true }], ['r', { labelled: true, originalLinked: false }]]));
  });

  it('lists photo numbers as the language lists them (Intl.ListFormat)', () => {
    expect(photoList([3], 'en')).toBe('3');
    expect(photoList([5, 3], 'en')).toBe('3 and 5');
    expect(photoList([5, 1, 3, 3], 'en')).toBe('1, 3, and 5');
    expect(photoList([5, 1, 3], 'es')).toBe('1, 3 y 5');
    expect(photoList([5, 3], 'de')).toBe('3 und 5');
  });
});
