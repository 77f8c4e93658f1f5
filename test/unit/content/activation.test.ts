import { JSDOM } from 'jsdom';
import { beforeEach, describe, expect, test } from 'vitest';
import { mayActivate, MIN_OPACITY, type Activation } from '../../../entrypoints/listing.content/activation';
import { createButtonHost } from '../../../entrypoints/listing.content/button-host';
import { stubUiLanguage } from './ui-language';

beforeEach(() => stubUiLanguage());

/**
 * Issue #26, clickjacking: a page cannot reach into the button's closed shadow root, but it can
 * style what is around it so the user's own click or key lands on a button they cannot see. An
 * activation counts only while the button is visibly where it is drawn (entrypoints/
 * listing.content/activation.ts). jsdom lays nothing out: the button's box, its laid-out size and
 * the hit test are given here, as Chromium would report them (the trusted path end to end:
 * test/e2e/chromium/clickjacking.spec.ts).
 */

const BOX = { left: 20, top: 400, width: 100, height: 32 };
const CLICK: Activation = { kind: 'pointer', x: 70, y: 416 };

function setup(options: { drawn?: Partial<typeof BOX>; hit?: 'host' | 'cover' } = {}) {
  const dom = new JSDOM('<!doctype html><body><div id="card"><div id="slide"><img id="photo" alt=""></div></div><div id="cover"></div></body>');
  const doc = dom.window.document;
  const parts = createButtonHost(doc);
  doc.getElementById('slide')?.append(parts.host);
  const drawn = { ...BOX, ...options.drawn };
  parts.button.getBoundingClientRect = () => new dom.window.DOMRect(drawn.left, drawn.top, drawn.width, drawn.height);
  Object.defineProperty(parts.button, 'offsetWidth', { value: BOX.width });
  Object.defineProperty(parts.button, 'offsetHeight', { value: BOX.height });
  // The hit test: the host (a point on its button, retargeted out of the closed root), or the page's cover.
  const cover = doc.getElementById('cover') as HTMLElement;
  doc.elementFromPoint = (x: number, y: number) => {
    const inside = x >= drawn.left && x < drawn.left + drawn.width && y >= drawn.top && y < drawn.top + drawn.height;
    return options.hit === 'cover' || !inside ? cover : parts.host;
  };
  const card = doc.getElementById('card') as HTMLElement;
  return { doc, card, ...parts };
}

describe('an activation of the photo button', () => {
  test('counts when the button is shown where it is drawn: a click on it, a key or an assistive click with it in view', () => {
    const { host, button } = setup();
    expect(mayActivate(host, button, CLICK)).toBe(true);
    expect(mayActivate(host, button, { kind: 'keyboard' })).toBe(true);
    expect(mayActivate(host, button, { kind: 'assistive' })).toBe(true);
  });

  test.each([
    ['the host made transparent', (p: ReturnType<typeof setup>) => (p.host.style.opacity = '0')],
    ['an ancestor made transparent', (p: ReturnType<typeof setup>) => (p.card.style.opacity = '0.01')],
    ['two ancestors at 0.7 each (0.49 in all)', (p: ReturnType<typeof setup>) => {
      p.card.style.opacity = '0.7';
      (p.host.parentElement as HTMLElement).style.opacity = '0.7';
    }],
    ['an ancestor filtered to opacity(0)', (p: ReturnType<typeof setup>) => (p.card.style.filter = 'blur(1px) opacity(0)')],
    ['an ancestor filtered to opacity(5%)', (p: ReturnType<typeof setup>) => (p.card.style.filter = 'opacity(5%)')],
    ['an ancestor hidden with visibility', (p: ReturnType<typeof setup>) => (p.card.style.visibility = 'hidden')],
    ['the host hidden with visibility', (p: ReturnType<typeof setup>) => (p.host.style.visibility = 'hidden')],
    ['an ancestor not rendered', (p: ReturnType<typeof setup>) => (p.card.style.display = 'none')],
  ])('is ignored with %s, by click and by key', (_label, hide) => {
    const parts = setup();
    hide(parts);
    expect(mayActivate(parts.host, parts.button, CLICK)).toBe(false);
    expect(mayActivate(parts.host, parts.button, { kind: 'keyboard' })).toBe(false);
  });

  test(`a faded carousel slide still counts down to ${MIN_OPACITY}`, () => {
    const { host, button, card } = setup();
    card.style.opacity = String(MIN_OPACITY);
    expect(mayActivate(host, button, CLICK)).toBe(true);
  });

  test('is ignored when an ancestor scales the button over the page, or shrinks it to a speck; a card\'s hover zoom still counts', () => {
    const stretched = setup({ drawn: { left: 0, top: 0, width: 3000, height: 960 } });
    expect(mayActivate(stretched.host, stretched.button, { kind: 'pointer', x: 500, y: 500 })).toBe(false);
    expect(mayActivate(stretched.host, stretched.button, { kind: 'keyboard' })).toBe(false);
    const speck = setup({ drawn: { width: 10, height: 3 } });
    expect(mayActivate(speck.host, speck.button, { kind: 'pointer', x: 25, y: 401 })).toBe(false);
    const zoomed = setup({ drawn: { width: 105, height: 33.6 } });
    expect(mayActivate(zoomed.host, zoomed.button, CLICK)).toBe(true);
  });

  test('a click is ignored when the point is not on the host (something of the page drawn over it, or the button moved away)', () => {
    const covered = setup({ hit: 'cover' });
    expect(mayActivate(covered.host, covered.button, CLICK)).toBe(false);
    const { host, button } = setup();
    expect(mayActivate(host, button, { kind: 'pointer', x: 600, y: 100 })).toBe(false);
  });

  test('a key or an assistive click is ignored when the button is out of the viewport', () => {
    const below = setup({ drawn: { top: 5000 } });
    expect(mayActivate(below.host, below.button, { kind: 'keyboard' })).toBe(false);
    expect(mayActivate(below.host, below.button, { kind: 'assistive' })).toBe(false);
    const left = setup({ drawn: { left: -400 } });
    expect(mayActivate(left.host, left.button, { kind: 'keyboard' })).toBe(false);
  });

  test('a button taken out of the page, or not laid out, never counts', () => {
    const gone = setup();
    gone.host.remove();
    expect(mayActivate(gone.host, gone.button, { kind: 'keyboard' })).toBe(false);
    const flat = setup({ drawn: { width: 0, height: 0 } });
    expect(mayActivate(flat.host, flat.button, { kind: 'keyboard' })).toBe(false);
  });
});
