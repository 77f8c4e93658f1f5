// @vitest-environment jsdom
import { describe, expect, test } from 'vitest';
import { inAdSlot, inLabelledControl, inSiteChrome, isStructurallyExcluded, linksToAgent, onlyThumbnailRenditions } from '../../../lib/sites/structure';

function dom(html: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML = html;
  return doc;
}
const img = (doc: Document, id: string) => doc.getElementById(id) as Element;

describe('structural exclusions (no class, id or test id read)', () => {
  test('an image alone in a slot labelled as an ad is excluded; photos of a carousel ending in an ad are not', () => {
    const doc = dom(`<ul><li><button><img id="photo" src="a.jpg"></button></li>
      <li><div><div role="region" aria-label="Advertisement"></div></div><img id="copy" src="a.jpg"></li></ul>`);
    expect(inAdSlot(img(doc, 'copy'))).toBe(true);
    expect(inAdSlot(img(doc, 'photo'))).toBe(false);
  });

  test('a photo in a link that says it leads to the media is a control; a card link saying "Sold" is not', () => {
    const doc = dom(`<a href="/x#/photos"><picture><img id="pill" src="a.jpg"></picture>Photos (<span>19</span>)</a>
      <a href="/home/1"><span>SOLD SEP 4, 2025</span><span><img id="card" src="b.jpg"></span></a>
      <button aria-label="View photo 1"><img id="gallery" src="c.jpg"><span hidden>Photos</span></button>`);
    expect(inLabelledControl(img(doc, 'pill'))).toBe(true);
    expect(inLabelledControl(img(doc, 'card'))).toBe(false);
    expect(inLabelledControl(img(doc, 'gallery'))).toBe(false);
  });

  test("the page's banner, navigation and footer are chrome; an article's header is not", () => {
    const doc = dom(`<header><img id="saved" src="a.jpg"></header><main><article><header><img id="hero" src="b.jpg"></header></article></main>
      <nav><img id="nav" src="c.jpg"></nav><div role="contentinfo"><img id="foot" src="d.jpg"></div>`);
    expect(inSiteChrome(img(doc, 'saved'))).toBe(true);
    expect(inSiteChrome(img(doc, 'nav'))).toBe(true);
    expect(inSiteChrome(img(doc, 'foot'))).toBe(true);
    expect(inSiteChrome(img(doc, 'hero'))).toBe(false);
  });

  test("a picture linking to an agent's or an agency's page is theirs; one linking to a home is a photo", () => {
    const doc = dom(`<a href="https://www.realestate.com.au/agent/jane-doe-123"><img id="head" src="a.jpg"></a>
      <a href="/estate-agents/agent/Fixture/Headington-30000.html#about"><img id="office" src="b.jpg"></a>
      <a href="/property-house-vic-richmond-1234"><img id="home" src="c.jpg"></a><a href="/agents-choice/home-9"><img id="choice" src="d.jpg"></a>`);
    expect(linksToAgent(img(doc, 'head'))).toBe(true);
    expect(linksToAgent(img(doc, 'office'))).toBe(true);
    expect(linksToAgent(img(doc, 'home'))).toBe(false);
    expect(linksToAgent(img(doc, 'choice'))).toBe(false);
  });

  test('only renditions smaller than a button fits on: a thumbnail; any larger or unsized one: a photo', () => {
    const tiny = { url: 'https://ap.rdcpix.com/1/abcl-m0xd-r3_w60_h60_q80.jpg', width: 0 };
    const large = { url: 'https://ap.rdcpix.com/1/abcl-m0xd-w1020_h770_q80.jpg', width: 0 };
    const unsized = { url: 'https://ap.rdcpix.com/1/abcl-m0xd.jpg', width: 0 };
    expect(onlyThumbnailRenditions([tiny])).toBe(true);
    expect(onlyThumbnailRenditions([tiny, large])).toBe(false);
    expect(onlyThumbnailRenditions([tiny, unsized])).toBe(false);
    expect(onlyThumbnailRenditions([])).toBe(false);
  });

  test('a small rendition in a link into the page is the strip’s thumbnail; a large one there, or a small one linking elsewhere, is not', () => {
    const doc = dom(`<a href="#/media?id=media3"><img id="strip" src="x"></a><a href="#/media?id=media0"><img id="big" src="x"></a><a href="/properties/1"><img id="card" src="x"></a>`);
    const thumb = [{ url: 'https://media.example/dir/property-photo/1/2/3_max_135x100.jpeg', width: 0 }];
    const full = [{ url: 'https://media.example/dir/property-photo/1/2/3_max_1024x768.jpeg', width: 0 }];
    expect(isStructurallyExcluded(img(doc, 'strip'), thumb)).toBe(true);
    expect(isStructurallyExcluded(img(doc, 'big'), full)).toBe(false);
    expect(isStructurallyExcluded(img(doc, 'card'), thumb)).toBe(false);
    expect(onlyThumbnailRenditions(thumb, true)).toBe(true);
    expect(onlyThumbnailRenditions(thumb)).toBe(false);
  });

  test('the slide asking to book a viewing is excluded; a gallery with a contact link beside its photos is not', () => {
    const doc = dom(`<div class="c"><div><picture><noscript><img src="a.jpg"></noscript><img id="cta" src="a.jpg"></picture></div>
      <div><p>See more?</p><a href="/contact/abc/utrecht/agency/plan-a-viewing">Plan a viewing</a></div></div>
      <section><ul><li><img id="p1" src="1.jpg"></li><li><img id="p2" src="2.jpg"></li></ul><a href="/contact/abc">Contact the agent</a></section>
      <div><img id="card" src="3.jpg"><a href="/contacts-and-offices-near-you">Offices</a></div>`);
    expect(inAdSlot(img(doc, 'cta'))).toBe(true);
    expect(inAdSlot(img(doc, 'p1'))).toBe(false);
    expect(inAdSlot(img(doc, 'card'))).toBe(false);
  });

  test("a results card with one photo, its listing's link and a contact link keeps its photo", () => {
    const doc = dom(`<article><a href="/huis-te-koop/utrecht/abc/"><img id="one" src="1.jpg"></a>
      <h2><a href="/huis-te-koop/utrecht/abc/">Kerkstraat 1</a></h2><a href="/contact/abc/utrecht/agency">Contact agent</a></article>`);
    expect(inAdSlot(img(doc, 'one'))).toBe(false);
  });
});
