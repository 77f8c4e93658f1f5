/**
 * What the background shows itself: the context-menu items, in the browser's UI language (the
 * menus are the browser's). The toolbar button's title and the shortcut's description are the
 * manifest's, in public/_locales, because the browser reads those before any code runs.
 */
export const en = {
  'menu.reimagine-image': 'Reimagine this image',
  'menu.enable-site': 'Enable Reimagine on this site',
  'menu.disable-site': 'Disable Reimagine on this site',
} as const;
