/**
 * The synthetic search page: a Zillow-like results list of 2,000 listing cards whose photos are on
 * photos.zillowstatic.com (routed to a generated JPEG, so the real Zillow adapter runs), served
 * under https://www.zillow.com/homes/for_sale/…. Its own script renders 200 cards, then adds 200
 * more every 500 ms, each time scrolled to the new cards (an infinite scroll being read). It
 * records, with a MutationObserver, when each card's photo entered the DOM, when the extension
 * marked it (`data-reimagine`) and when a `reimagine-photo-button` appeared in its card, and (with an IntersectionObserver) which photos
 * were on screen as they arrived, and when (and how long after its insertion) each batch got the page's own first layout;
 * `window.__bench` holds it all, `window.__benchDone` is true after
 * the last batch.
 */

export const SYNTHETIC_URL = 'https://www.zillow.com/homes/for_sale/Springfield-IL_rb/';
export const SYNTHETIC_CARDS = 2000;
export const SYNTHETIC_BATCH = 200;
export const SYNTHETIC_INTERVAL_MS = 500;

/** What the page records (read back with `page.evaluate`). */
export interface SyntheticRecord {
  /** Card index → performance.now() when its photo entered the DOM. */
  readonly inserted: Record<string, number>;
  /** Card index → performance.now() when the extension marked its photo (`data-reimagine`). */
  readonly marked: Record<string, number>;
  /** Card index → performance.now() when a button host appeared in that card. */
  readonly button: Record<string, number>;
  /** Card indexes whose photo intersected the viewport in the first frame after it arrived. */
  readonly onScreen: number[];
  /** Index of the first card added after the first batch (the ones timed from their insertion). */
  readonly firstLate: number;
  /**
   * Each batch after the first: ms from its insertion to the page's own first layout of it (its
   * ResizeObserver's first report). A button placed from layout, as the extension's are, cannot
   * come sooner; measured without the extension, it is the page's own share of photo to button.
   */
  readonly laidOut: number[];
  /**
   * First card index of each batch → performance.now() at the page's own first layout of it: when
   * its photos first have a place on screen, the earliest moment a button can be placed on one.
   */
  readonly batchLaidOutAt: Record<string, number>;
}

const CSS = `
body{margin:0;font:14px/1.4 system-ui,sans-serif;color:#2a2a33}
header{height:64px;display:flex;align-items:center;padding:0 24px;border-bottom:1px solid #ddd}
ul.photo-cards{list-style:none;margin:0;padding:16px;display:grid;grid-template-columns:repeat(4,1fr);gap:16px}
article{border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.2);overflow:hidden;background:#fff}
.media{position:relative;aspect-ratio:3/2;background:#eee}
.media img{width:100%;height:100%;object-fit:cover;display:block}
.media .save{position:absolute;top:8px;right:8px;width:32px;height:32px;border:0;border-radius:50%;background:#fff}
.info{padding:8px 12px}.price{font-size:20px;font-weight:700}address{font-style:normal}`;

/**
 * The page's own script (plain JavaScript, kept as text: a serialized TypeScript function would
 * carry the transpiler's helpers): builds cards, adds batches, records timings.
 */
const PAGE_SCRIPT = `(function (total, batch, interval) {
  const rec = { inserted: {}, marked: {}, button: {}, onScreen: [], firstLate: batch, laidOut: [], batchLaidOutAt: {} };
  window.__bench = rec;
  window.__benchDone = false;
  const hex = (i) => ((i * 2654435761 + 2654435769) % 4294967296).toString(16).padStart(8, '0').repeat(4);
  const card = (i) => {
    const street = (100 + (i % 900)) + ' Bench ' + ['St', 'Ave', 'Rd', 'Ln'][i % 4];
    const photo = 'https://photos.zillowstatic.com/fp/' + hex(i) + '-p_e';
    return '<li data-bench-id="' + i + '"><article data-test="property-card"><div class="media">'
      + '<a data-test="property-card-link" class="property-card-link" href="/homedetails/' + street.replace(/ /g, '-') + '-Springfield-IL-62701/' + (100000 + i) + '_zpid/" tabindex="-1">'
      + '<picture><source type="image/webp" srcset="' + photo + '.webp"><img src="' + photo + '.jpg" alt="' + street + ', Springfield, IL 62701"' + (i < 8 ? '' : ' loading="lazy"') + '></picture></a>'
      + '<button class="save" aria-label="Save">&#9825;</button></div><div class="info"><span class="price" data-test="property-card-price">$' + (250 + (i % 500)) * 1000 + '</span>'
      + '<div>' + (2 + (i % 4)) + ' bds, ' + (1 + (i % 3)) + ' ba, ' + (900 + i) + ' sqft</div><address>' + street + ', Springfield, IL 62701</address></div></article></li>';
  };
  const list = document.querySelector('ul.photo-cards');
  const seen = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      seen.unobserve(entry.target);
      if (entry.isIntersecting) rec.onScreen.push(Number(entry.target.closest('[data-bench-id]').dataset.benchId));
    }
  });
  new MutationObserver((records) => {
    const now = performance.now();
    for (const record of records) {
      if (record.type === 'attributes') {
        const id = record.target.closest('[data-bench-id]')?.getAttribute('data-bench-id');
        if (id != null && record.target.hasAttribute('data-reimagine')) rec.marked[id] ??= now;
        continue;
      }
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        const id = node.closest('[data-bench-id]')?.getAttribute('data-bench-id');
        if (id == null) continue;
        if (node.localName === 'li') rec.inserted[id] ??= now;
        else if (node.localName === 'reimagine-photo-button') rec.button[id] ??= now;
      }
    }
  }).observe(list, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-reimagine'] });
  let next = 0;
  const addBatch = () => {
    const start = next;
    const html = [];
    for (; next < Math.min(total, start + batch); next++) html.push(card(next));
    const template = document.createElement('template');
    template.innerHTML = html.join('');
    list.append(template.content);
    const appended = performance.now();
    if (start > 0) {
      const layout = new ResizeObserver(() => { const at = performance.now(); rec.laidOut.push(at - appended); rec.batchLaidOutAt[start] = at; layout.disconnect(); });
      layout.observe(list);
    }
    if (start > 0) document.scrollingElement.scrollTo(0, list.querySelector('[data-bench-id="' + start + '"]').offsetTop - 80);
    for (let i = start; i < Math.min(next, start + 24); i++) seen.observe(list.querySelector('[data-bench-id="' + i + '"] img'));
    if (next < total) setTimeout(addBatch, interval);
    else setTimeout(() => { window.__benchDone = true; }, interval);
  };
  addBatch();
})`;

/** The page's HTML, its script inline (the page is served with scripts allowed). */
export function syntheticPageHtml(): string {
  const script = `${PAGE_SCRIPT}(${SYNTHETIC_CARDS}, ${SYNTHETIC_BATCH}, ${SYNTHETIC_INTERVAL_MS});`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Springfield IL Real Estate - 2,000 Homes For Sale | Zillow</title><style>${CSS}</style></head><body><header><h1>Springfield IL Real Estate &amp; Homes For Sale</h1></header><main><ul class="photo-cards"></ul></main><script>${script}</script></body></html>`;
}
