import { JSDOM, VirtualConsole } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { listingRoles, rolesOnly } from '../../../lib/look/listing-roles';
import { compileAdapter } from '../../../lib/sites/compile';
import { buildListingContext } from '../../../lib/sites/context';
import { embeddedPhotoCaptions } from '../../../lib/sites/embedded-captions';
import { listingRulesOf } from '../../../lib/sites/listing-rules';
import { adapterForUrl } from '../../../lib/sites/registry';
import { watchPhotos } from '../../../lib/sites/watch';
import { expectedPages, loadPage } from './shared-pages';

/**
 * Roles from the page's embedded listing data (issue #29, after captions and alt texts): the
 * site's photo list in its inline state and schema.org ImageObjects in JSON-LD give each photo
 * its words, which come before its alt text (often the address) in the listing's captions.
 */

/** The listing context of a click on the page's first marked photo, as the listing reader builds it. */
function clickContext(dom: JSDOM, pageUrl: string) {
  const doc = dom.window.document;
  const adapter = compileAdapter(adapterForUrl(pageUrl));
  const stop = new AbortController();
  const watch = watchPhotos(doc, { adapter, baseUrl: () => doc.baseURI, onPhoto: () => {}, onLost: () => {}, signal: stop.signal, schedule: () => {} });
  const photo = doc.querySelector('[data-reimagine]');
  if (!photo) throw new Error('no photo was marked');
  const context = buildListingContext(adapter, photo, watch.urlOf(photo) ?? '', watch.urlOf);
  stop.abort();
  return context;
}

describe('a saved realtor.com page: its photos’ room tags', () => {
  const page = expectedPages().find((p) => p.file === 'realtor-detail-1.html');
  if (!page) throw new Error('realtor-detail-1.html is not in EXPECTED.json');
  const dom = loadPage(page);
  const context = clickContext(dom, page.url);
  const roles = rolesOnly(listingRoles({ photoUrls: context.photoUrls, stored: {}, analyses: {}, ...(context.photoCaptions ? { captions: context.photoCaptions } : {}) }));

  test('every photo of the listing carries the tag its embedded data gives it', () => {
    const adapter = compileAdapter(adapterForUrl(page.url));
    const tags = embeddedPhotoCaptions(dom.window.document, adapter, listingRulesOf('realtor').embedded ?? [], page.url);
    expect(tags.size).toBe(20);
    expect([...tags.values()].filter((tag) => tag === 'modern_kitchen')).toHaveLength(2);
    for (const url of tags.keys()) expect(url).toMatch(/^https:\/\/ap\.rdcpix\.com\/.+s-w2048_h1536\.jpg$/);
    // The tag comes first, the alt text (here the address) after it.
    const kitchen = [...tags].find(([, tag]) => tag === 'modern_kitchen')?.[0] ?? '';
    expect(context.photoCaptions?.[kitchen]).toMatch(/^modern_kitchen( · |$)/);
  });

  test('the tags decide the roles: kitchens, living rooms, bedrooms, the exterior, the aerial view skipped', () => {
    const count = (value: string) => Object.values(roles).filter((role) => role && JSON.stringify(role) === value).length;
    expect(count('{"kind":"room","room":"kitchen"}')).toBe(2);
    expect(count('{"kind":"room","room":"living_room"}')).toBe(3);
    expect(count('{"kind":"room","room":"bedroom"}')).toBe(1);
    expect(count('{"kind":"room","room":"dining_room"}')).toBe(1);
    // Patios, the building's exterior, the apartment complex.
    expect(count('{"kind":"exterior"}')).toBe(12);
    expect(count('{"kind":"skip","what":"view"}')).toBe(1);
  });
});

const OWN_PAGE = (scripts: string) => `<!doctype html><html><head>${scripts}</head><body><ul class="gallery">
  <li><img src="https://homes.example/p/1.jpg" alt="12 Acton Street, London N1"></li>
  <li><img src="https://homes.example/p/2.jpg" alt="12 Acton Street, London N1"></li>
  <li><img src="https://homes.example/p/3.jpg" alt="Photo 3"></li>
  <li><img src="https://homes.example/p/4.jpg" alt="Via Roma 3 - soggiorno"></li>
</ul></body></html>`;

const JSON_LD = `<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'SingleFamilyResidence',
  name: 'A three-bedroom house with a garden and a view of the park',
  image: [
    { '@type': 'ImageObject', contentUrl: 'https://homes.example/p/1.jpg', caption: 'Kitchen' },
    { '@type': 'ImageObject', contentUrl: 'https://homes.example/p/3.jpg', caption: 'Floor plan of the ground floor' },
  ],
})}</script>`;

describe('own pages: JSON-LD, nested JSON, and what is not a photo’s words', () => {
  test('JSON-LD ImageObjects caption their photos; the house’s own name captions none', () => {
    const context = clickContext(new JSDOM(OWN_PAGE(JSON_LD), { url: 'https://homes.example/listing/1', virtualConsole: new VirtualConsole() }), 'https://homes.example/listing/1');
    const roles = rolesOnly(listingRoles({ photoUrls: context.photoUrls, stored: {}, analyses: {}, captions: context.photoCaptions ?? {} }));
    expect(context.photoCaptions?.['https://homes.example/p/1.jpg']).toBe('Kitchen · 12 Acton Street, London N1');
    expect(roles['https://homes.example/p/1.jpg']).toEqual({ kind: 'room', room: 'kitchen' });
    expect(roles['https://homes.example/p/3.jpg']).toEqual({ kind: 'skip', what: 'floor_plan' });
    // An address is no street view; an Italian address still says the room after it.
    expect(roles['https://homes.example/p/2.jpg']).toBeUndefined();
    expect(roles['https://homes.example/p/4.jpg']).toEqual({ kind: 'room', room: 'living_room' });
  });

  test('a JSON state escaped inside a JS string is read; an entry with several photos or a long description gives none', () => {
    const state = JSON.stringify({
      images: [
        { url: 'https://media.rightmove.co.uk/dir/property-photo/0a1b2c/123/0a1b2c3d_max_476x317.jpeg', caption: 'Bathroom' },
        { url: 'https://media.rightmove.co.uk/property-photo/0a1b2c/123/aaaa1111.jpeg', caption: 'The whole of this lovely flat, freshly decorated throughout and ready to move into today' },
        { caption: 'Bedroom', srcs: ['https://media.rightmove.co.uk/property-photo/0a1b2c/123/bbbb2222.jpeg', 'https://media.rightmove.co.uk/property-photo/0a1b2c/123/cccc3333.jpeg'] },
      ],
    });
    const script = `<script>window.PAGE_MODEL = JSON.parse(${JSON.stringify(state)});</script>`;
    const dom = new JSDOM(`<!doctype html><html><head>${script}</head><body></body></html>`, { url: 'https://www.rightmove.co.uk/properties/123', virtualConsole: new VirtualConsole() });
    const adapter = compileAdapter(adapterForUrl('https://www.rightmove.co.uk/properties/123'));
    const said = embeddedPhotoCaptions(dom.window.document, adapter, listingRulesOf('rightmove').embedded ?? [], 'https://www.rightmove.co.uk/properties/123');
    expect(Object.fromEntries(said)).toEqual({ 'https://media.rightmove.co.uk/property-photo/0a1b2c/123/0a1b2c3d.jpeg': 'Bathroom' });
  });

  test('a page without embedded data or with broken JSON gives no words and no error', () => {
    const broken = '<script type="application/ld+json">{"image": [ {"contentUrl": "https://homes.example/p/1.jpg", "caption": "Kitchen"</script>';
    for (const scripts of ['', broken]) {
      const context = clickContext(new JSDOM(OWN_PAGE(scripts), { url: 'https://homes.example/listing/1', virtualConsole: new VirtualConsole() }), 'https://homes.example/listing/1');
      expect(context.photoCaptions?.['https://homes.example/p/1.jpg']).toBe('12 Acton Street, London N1');
    }
  });
});
