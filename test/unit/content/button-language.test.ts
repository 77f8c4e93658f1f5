import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, test } from 'vitest';
import { createOverlay } from '../../../entrypoints/listing.content/overlay';
import { setPhotoState } from '../../../entrypoints/listing.content/photo-state';
import { keepShadowRoots } from './shadow-roots';
import { stubUiLanguage } from './ui-language';

/**
 * The photo button speaks the browser's UI language (chrome.i18n.getUILanguage), not the page's:
 * a German browser gets a German button on an English listing, and a language Reimagine does not
 * speak gets English.
 */

const PHOTO_URL = 'https://lid.zoocdn.com/u/1024/768/356a192b7913b04c54574d18c28d46e6395428ab.jpg';

function button(): { host: HTMLElement; root: ShadowRoot; button: HTMLButtonElement } {
  const dom = new JSDOM(`<!doctype html><html lang="en"><body><picture><img id="photo" alt="Photo"></picture></body></html>`, { url: 'https://www.zoopla.co.uk/to-rent/details/1/' });
  const doc = dom.window.document;
  const photo = doc.getElementById('photo') as Element;
  const rootOf = keepShadowRoots(dom.window);
  const overlay = createOverlay({ doc, signal: new AbortController().signal, onActivate: () => undefined });
  overlay.add(photo, PHOTO_URL);
  const host = overlay.hostOf(photo) as HTMLElement;
  return { host, root: rootOf(host), button: rootOf(host).querySelector('button') as HTMLButtonElement };
}

afterEach(() => setPhotoState(PHOTO_URL, { state: 'idle' }));

describe('the photo button in the browser’s language', () => {
  test('is named and described in German when the browser is German', () => {
    stubUiLanguage('de-DE');
    const { root, button: btn } = button();
    expect(btn.getAttribute('aria-label')).toBe('Foto mit Reimagine bearbeiten');
    // Screen readers pronounce it as German on an English page.
    expect(btn.lang).toBe('de');
    setPhotoState(PHOTO_URL, { state: 'done' });
    expect(btn.querySelector('.label')?.textContent).toBe('Ergebnis fertig');
    expect(root.getElementById('status')?.textContent).toBe('Ergebnis fertig: Öffnen Sie es in der Reimagine-Seitenleiste');
    setPhotoState(PHOTO_URL, { state: 'running', startedAt: Date.now() - 5_000 });
    expect(root.getElementById('status')?.textContent).toBe('In Arbeit, 0:05');
  });

  test.each([
    ['es-ES', 'Editar la foto con Reimagine'],
    ['fr-FR', 'Retoucher la photo avec Reimagine'],
    ['nl', 'Foto bewerken met Reimagine'],
    ['it-IT', 'Modifica la foto con Reimagine'],
    ['en-GB', 'Reimagine photo'],
    ['pt-BR', 'Reimagine photo'],
  ])('%s: %s', (tag, name) => {
    stubUiLanguage(tag);
    expect(button().button.getAttribute('aria-label')).toBe(name);
  });
});
