import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { CONTEXT_MENU_ID, contextMenuItems, DISABLE_SITE_MENU_ID, ENABLE_SITE_MENU_ID, wireContextMenu, type SiteMenuDeps } from '../../../entrypoints/background/context-menu';
import { LOCALES } from '../../../lib/i18n/locales';

/**
 * The context-menu items are the browser's, so they are titled in the browser's UI language
 * (`i18n.getUILanguage`), whatever the listing's language.
 */

const sites: SiteMenuDeps = {
  requestPermission: async () => false,
  enable: async () => undefined,
  disable: async () => undefined,
  warn: () => undefined,
};

beforeEach(() => fakeBrowser.reset());

describe('context-menu titles', () => {
  it.each([
    ['en', 'Reimagine this image', 'Enable Reimagine on this site', 'Disable Reimagine on this site'],
    ['es', 'Editar esta imagen con Reimagine', 'Activar Reimagine en este sitio', 'Desactivar Reimagine en este sitio'],
    ['fr', 'Retoucher cette image avec Reimagine', 'Activer Reimagine sur ce site', 'Désactiver Reimagine sur ce site'],
    ['de', 'Bild mit Reimagine bearbeiten', 'Reimagine auf dieser Website aktivieren', 'Reimagine auf dieser Website deaktivieren'],
    ['nl', 'Afbeelding bewerken met Reimagine', 'Reimagine inschakelen op deze website', 'Reimagine uitschakelen op deze website'],
    ['it', 'Modifica questa immagine con Reimagine', 'Attiva Reimagine su questo sito', 'Disattiva Reimagine su questo sito'],
  ] as const)('%s', (locale, image, enable, disable) => {
    expect(contextMenuItems(locale)).toEqual([
      { id: CONTEXT_MENU_ID, title: image, contexts: ['image'] },
      { id: ENABLE_SITE_MENU_ID, title: enable, contexts: ['page', 'action'] },
      { id: DISABLE_SITE_MENU_ID, title: disable, contexts: ['page', 'action'] },
    ]);
  });

  it('every language titles every item, each differently', () => {
    for (const locale of LOCALES) expect(new Set(contextMenuItems(locale).map((item) => item.title)).size).toBe(3);
  });

  it('creates the items in the browser’s UI language', async () => {
    vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue('de-AT');
    vi.spyOn(fakeBrowser.contextMenus.onClicked, 'addListener').mockImplementation(() => undefined);
    vi.spyOn(fakeBrowser.contextMenus, 'removeAll').mockResolvedValue(undefined);
    const create = vi.spyOn(fakeBrowser.contextMenus, 'create').mockImplementation((item) => item.id ?? '');
    wireContextMenu(() => undefined, sites);
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(3));
    expect(create.mock.calls.map(([item]) => item.title)).toEqual(['Bild mit Reimagine bearbeiten', 'Reimagine auf dieser Website aktivieren', 'Reimagine auf dieser Website deaktivieren']);
  });

  it('falls back to English for a language Reimagine does not speak', () => {
    vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue('pt-BR');
    expect(contextMenuItems()[0]?.title).toBe('Reimagine this image');
  });
});
