import { afterEach, describe, expect, test, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import { runListingScript } from '../../../entrypoints/listing.content/controller';
import { countLargeSitePhotos, shouldFallBack } from '../../../lib/sites/fallback';
import { BUTTON_HOST_TAG, PHOTO_ATTRIBUTE } from '../../../lib/sites/photo-finder';
import { builtinSiteRulesFor } from '../../../lib/sites/rules';
import { loadFixture, type FixtureName } from '../sites/own-fixtures';
import { stubUiLanguage } from './ui-language';

/**
 * Issue #31: on a built-in site's page whose rules mark none of the large photos from the site's
 * own photo hosts (a redesign the rules do not know), the listing script steps aside and asks for
 * the generic finder; where the rules work, it never does.
 */

const open: { dom: JSDOM; stop: AbortController }[] = [];
afterEach(() => {
  for (const { dom, stop } of open.splice(0)) {
    stop.abort();
    dom.window.close();
  }
});

/** The built-in sites' script on a fixture, the background answering `handsOver` to each check at `checksMs`. */
function start(name: FixtureName, handsOver: boolean, checksMs: readonly number[]) {
  stubUiLanguage();
  const dom = loadFixture(name);
  const stop = new AbortController();
  open.push({ dom, stop });
  const onRulesMissed = vi.fn(async () => handsOver);
  const script = runListingScript(dom.window as unknown as Window, stop.signal, {
    adapterFor: (href) => builtinSiteRulesFor(href),
    openPhoto: () => undefined,
    schedule: (task) => setTimeout(task, 0),
    onRulesMissed,
    fallbackChecksMs: checksMs,
  });
  return { doc: dom.window.document, onRulesMissed, script };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(name: FixtureName) {
  const started = start(name, true, [30]);
  await wait(80);
  return started;
}

describe('the listing script hands a page its rules miss to the generic finder', () => {
  test('a redesigned Zillow page (new photo URL shape, same photo host): the script steps aside and says so once', async () => {
    const { doc, onRulesMissed, script } = await run('zillow-redesigned.html');
    expect(onRulesMissed).toHaveBeenCalledTimes(1);
    expect(onRulesMissed).toHaveBeenCalledWith('zillow');
    expect(script.session()).toBeUndefined();
    expect(doc.querySelectorAll(`[${PHOTO_ATTRIBUTE}], ${BUTTON_HOST_TAG}`)).toHaveLength(0);
  });

  test('a page the background does not hand over keeps its script (a page without listing photos)', async () => {
    const { onRulesMissed, script } = start('zillow-redesigned.html', false, [30, 50]);
    await wait(100);
    expect(onRulesMissed).toHaveBeenCalledTimes(2);
    expect(script.session()).toBeDefined();
  });

  test('a page whose photos the rules found, then all taken out before the check (a filter), is not handed over', async () => {
    const { doc, onRulesMissed } = start('zillow-detail-2026.html', true, [60]);
    await wait(30);
    const marked = [...doc.querySelectorAll(`[${PHOTO_ATTRIBUTE}]`)];
    expect(marked.length).toBeGreaterThan(0);
    for (const photo of marked) photo.remove();
    await wait(80);
    expect(doc.querySelectorAll(`[${PHOTO_ATTRIBUTE}]`)).toHaveLength(0);
    expect(onRulesMissed).not.toHaveBeenCalled();
  });

  test('a page the rules work on is never handed over', async () => {
    const { doc, onRulesMissed } = await run('zillow-detail-2026.html');
    expect(doc.querySelectorAll(`[${PHOTO_ATTRIBUTE}]`).length).toBeGreaterThan(0);
    expect(onRulesMissed).not.toHaveBeenCalled();
  });
});

describe('what counts as the site’s photos', () => {
  test('large images of the site’s hosts, by match pattern with or without a wildcard; small ones and other hosts never', () => {
    const doc = new JSDOM('', { url: 'https://www.realtor.com/x' }).window.document;
    doc.body.innerHTML = `<img src="https://ap.rdcpix.com/a.jpg" width="800" height="600"><img src="https://rdcpix.com/b.jpg" width="800" height="600">
      <img src="https://ap.rdcpix.com/c.jpg" width="64" height="64"><img src="https://evilrdcpix.com/d.jpg" width="800" height="600">
      <img src="data:image/png;base64,AAAA" width="800" height="600"><img srcset="https://ap.rdcpix.com/e.jpg 1024w" width="800" height="600">`;
    expect(countLargeSitePhotos(['https://*.rdcpix.com/*'], doc)).toBe(3);
    expect(countLargeSitePhotos(['https://ap.rdcpix.com/*'], doc)).toBe(2);
    expect(countLargeSitePhotos([], doc)).toBe(0);
    expect(shouldFallBack(2)).toBe(true);
    expect(shouldFallBack(1)).toBe(false);
  });
});
