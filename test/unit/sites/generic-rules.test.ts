import { JSDOM, VirtualConsole } from 'jsdom';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileAdapter } from '../../../lib/sites/compile';
import { GENERIC_ADAPTER } from '../../../lib/sites/generic';
import { GENERIC_RULES, explainGenericPhoto } from '../../../lib/sites/generic/explain';
import { createMemo, photoFacts, type PhotoFacts } from '../../../lib/sites/generic/facts';
import { declaredSize, photoCandidates, resolveElementPhoto } from '../../../lib/sites/photo-finder';
import { chooseLargest } from '../../../lib/sites/urls';

/**
 * Each rule of the generic detector on our own small fixture (test/fixtures/sites/generic-rules.html):
 * on every image, the rules named in `data-fires` fire and those in `data-quiet` do not, and the
 * detector's verdict matches `data-photo`. The facts are built the way the engine builds them.
 */

const URL_ = 'https://www.nestfinder.example/homes/7';
const html = readFileSync(path.resolve('test/fixtures/sites/generic-rules.html'), 'utf8');
const { document } = new JSDOM(html, { url: URL_, virtualConsole: new VirtualConsole() }).window;
const generic = compileAdapter(GENERIC_ADAPTER);
// The rules judge whatever URL the image shows: here no URL is filtered out before them.
const permissive = compileAdapter({ ...GENERIC_ADAPTER, rejectUrl: undefined });

function factsOf(el: Element): PhotoFacts {
  const candidates = photoCandidates(el, URL_, permissive);
  const url = chooseLargest(permissive, candidates) ?? '';
  return photoFacts({ element: el, url, candidates, declared: declaredSize(el), minSize: GENERIC_ADAPTER.minSize }, createMemo());
}

function namesIn(el: Element, attr: string): string[] {
  return (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean);
}

function describeEl(el: Element): string {
  return el.outerHTML.slice(0, 140);
}

test('every rule is exercised by the fixture, firing and quiet', () => {
  const fires = new Set(Array.from(document.querySelectorAll('[data-fires]')).flatMap((el) => namesIn(el, 'data-fires')));
  const quiet = new Set(Array.from(document.querySelectorAll('[data-quiet]')).flatMap((el) => namesIn(el, 'data-quiet')));
  expect([...fires].sort()).toEqual([...GENERIC_RULES.keys()].sort());
  expect([...quiet].sort()).toEqual([...GENERIC_RULES.keys()].sort());
});

describe.each([...GENERIC_RULES.keys()].map((name) => [name] as const))('%s', (name) => {
  const rule = GENERIC_RULES.get(name);
  test('fires on the images that show it', () => {
    for (const el of Array.from(document.querySelectorAll('[data-fires]')).filter((e) => namesIn(e, 'data-fires').includes(name))) {
      expect(rule?.test(factsOf(el)), describeEl(el)).toBe(true);
    }
  });
  test('stays quiet on look-alikes', () => {
    for (const el of Array.from(document.querySelectorAll('[data-quiet]')).filter((e) => namesIn(e, 'data-quiet').includes(name))) {
      expect(rule?.test(factsOf(el)), describeEl(el)).toBe(false);
    }
  });
});

test('the verdicts: an exclusion beats any evidence; two pieces of evidence, one about the image itself', () => {
  for (const el of Array.from(document.querySelectorAll('[data-photo]'))) {
    const expected = el.getAttribute('data-photo') === 'yes';
    expect(explainGenericPhoto(factsOf(el)).photo, describeEl(el)).toBe(expected);
    // The engine agrees (with the generic adapter's own URL filter in front).
    expect(resolveElementPhoto(el, generic, URL_) !== undefined, describeEl(el)).toBe(expected);
  }
});

test('the place rules are not read when nothing about the image itself speaks for it', () => {
  const el = document.querySelector('[data-rule="verdicts"] .gallery img') as Element;
  const memo = createMemo();
  expect(resolveElementPhoto(el, generic, URL_, memo)).toBeUndefined();
  // No card list was read for it: the memo holds no parent's cards.
  expect(memo.cards.has(el.parentElement as Element)).toBe(false);
});

test('uploaded-photo URLs named by a hash or UUID never trip a word exclusion (`ad`, `cee` inside hex)', () => {
  const img = document.createElement('img');
  document.body.append(img);
  const exclusions = [...GENERIC_RULES.values()].filter((rule) => rule.about === undefined && rule.name !== 'tooSmall' && rule.name !== 'oddAspect');
  fc.assert(
    fc.property(fc.stringMatching(/^[0-9a-f]{32}$/), fc.uuid(), (hash, uuid) => {
      for (const url of [`https://img.nestfinder.example/fp/${hash}-cc_ft_960.jpg`, `https://img.nestfinder.example/${uuid}.jpg?w=1024&h=768`]) {
        const facts = photoFacts({ element: img, url, candidates: [], declared: { width: undefined, height: undefined }, minSize: GENERIC_ADAPTER.minSize }, createMemo());
        for (const rule of exclusions) expect(rule.test(facts), `${rule.name} ${url}`).toBe(false);
      }
    }),
    { numRuns: 300 },
  );
});
