// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { photoCandidates } from '../../../lib/sites/photo-finder';
import { beyondStatedCount } from '../../../lib/sites/stated-count';

function dom(html: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  const base = doc.createElement('base');
  base.href = 'https://www.example.com/listing/1';
  doc.head.append(base);
  doc.body.innerHTML = html;
  return doc;
}

const slide = (n: number | string, extra = '') => `<div><figure><img ${extra} src="https://img.example.com/l/${n}.jpg"></figure></div>`;
const slides = (count: number) => Array.from({ length: count }, (_, i) => slide(i + 1)).join('');

/** What the rule says of each image of the page, by its src's file name. */
function verdicts(doc: Document): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const img of Array.from(doc.querySelectorAll('img'))) {
    const key = `${img.id || (img.getAttribute('src') ?? '').replace(/.*\//, '')}`;
    out[key] = beyondStatedCount(img, photoCandidates(img, doc.baseURI));
  }
  return out;
}

describe('a gallery that states its count (no class, id or test id read)', () => {
  test("a slide past the count showing another listing's photo is excluded; the counted slides are not", () => {
    const doc = dom(`<div><div><div>${slides(5)}${slide('other-85')}</div></div><div><div><span>1/5</span></div><div></div></div></div>`);
    expect(verdicts(doc)).toEqual({ '1.jpg': false, '2.jpg': false, '3.jpg': false, '4.jpg': false, '5.jpg': false, 'other-85.jpg': true });
  });

  test('a copy of photo 1 past the count in a slide of another shape (a lead form, an ad slot) is excluded', () => {
    const doc = dom(`<section><div>${slides(4)}
      <div><img id="lead" src="https://img.example.com/l/1.jpg"><a href="#">Contact agent</a></div>
      <div><img id="ad" src="https://img.example.com/l/1.jpg"></div></div>
      <a href="#"><span>1</span>/<span>4</span> Photos</a></section>`);
    expect(verdicts(doc)).toMatchObject({ '1.jpg': false, '4.jpg': false, lead: true, ad: true });
  });

  test("a carousel's clones past the count keep their buttons: same shape, same photos", () => {
    const doc = dom(`<div><div>${slide(4, 'id="clone-4"')}${slides(4)}${slide(1, 'id="clone-1"')}</div><p>1 / 4</p></div>`);
    expect(Object.values(verdicts(doc))).toEqual([false, false, false, false, false, false]);
  });

  test('beside an overfull track, a copy of a counted photo is excluded; beside a track that fits its count, it is not', () => {
    const fallback = '<div><div><img id="copy" src="https://img.example.com/l/2.jpg"></div><div><img id="copy-b" src="https://img.example.com/l/1.jpg"></div></div>';
    const overfull = dom(`<section><div>${slides(3)}<div><img src="https://img.example.com/l/1.jpg"></div></div>${fallback}<span>1/3</span></section>`);
    expect(verdicts(overfull)).toMatchObject({ copy: true, 'copy-b': true, '3.jpg': false });
    const fits = dom(`<section><div>${slides(3)}</div>${fallback}<span>1/3</span></section>`);
    expect(Object.values(verdicts(fits)).some(Boolean)).toBe(false);
  });

  test('text that is not a gallery count, or a count far below what the list shows, excludes nothing', () => {
    const notCounts = ['1/2 baths: 1', 'Page 1 of 3', '1/1', '2024/25', '1 of 2 sold'];
    for (const text of notCounts) {
      const doc = dom(`<div><div>${slides(4)}</div><span>${text}</span></div>`);
      expect({ text, excluded: Object.values(verdicts(doc)).some(Boolean) }).toEqual({ text, excluded: false });
    }
    // A pager's "1 of 20" above 40 cards of results: a page of results, not a gallery's extras.
    const results = dom(`<main><div>${slides(40)}</div><nav>1 of 20</nav></main>`);
    expect(Object.values(verdicts(results)).some(Boolean)).toBe(false);
  });

  test('a viewer whose counter comes before its slides is read again once they are in', () => {
    const doc = dom('<div id="viewer"><div id="track"></div><span>1/3</span><img id="icon" src="https://img.example.com/icon.png"></div>');
    expect(verdicts(doc)).toEqual({ icon: false });
    doc.getElementById('track')?.insertAdjacentHTML('beforeend', `${slides(3)}${slide('other-9')}`);
    expect(verdicts(doc)).toMatchObject({ '1.jpg': false, '3.jpg': false, 'other-9.jpg': true });
  });

  test('a counter farther than the gallery around the image is not its gallery’s', () => {
    const doc = dom(`<div><span>1/2</span><div><div><div><div><div><div>${slides(3)}</div></div></div></div></div></div></div>`);
    expect(Object.values(verdicts(doc)).some(Boolean)).toBe(false);
  });
});
