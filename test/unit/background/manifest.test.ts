import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config, { OPEN_PANEL_SHORTCUT } from '../../../wxt.config';
import { LOCALES } from '../../../lib/i18n/locales';

/**
 * The manifest as wxt.config.ts generates it for each browser: the keyboard shortcut opens the
 * panel (Chrome's action, whose click opens the side panel; Firefox's sidebar), and every
 * `__MSG_name__` it uses is written in each of the six languages of public/_locales.
 */

const LOCALES_DIR = join(__dirname, '../../../public/_locales');

type Messages = Record<string, { message: string }>;
const messages = (locale: string): Messages => JSON.parse(readFileSync(join(LOCALES_DIR, locale, 'messages.json'), 'utf8')) as Messages;

async function manifestFor(browser: 'chrome' | 'firefox'): Promise<Record<string, unknown>> {
  const { manifest } = config;
  if (typeof manifest !== 'function') throw new Error('wxt.config.ts: the manifest is a function of the browser');
  return (await manifest({ browser, manifestVersion: 3, mode: 'production', command: 'build' })) as Record<string, unknown>;
}

const messageNames = (manifest: unknown) => [...JSON.stringify(manifest).matchAll(/__MSG_(\w+)__/g)].map((m) => m[1] as string);

describe('the keyboard shortcut', () => {
  it('is Alt+Shift+R', () => {
    expect(OPEN_PANEL_SHORTCUT).toBe('Alt+Shift+R');
  });

  it('opens the side panel in Chrome, through the action (whose click opens the panel)', async () => {
    expect((await manifestFor('chrome')).commands).toEqual({
      _execute_action: { suggested_key: { default: 'Alt+Shift+R' }, description: '__MSG_openPanelCommand__' },
    });
  });

  it('opens the sidebar in Firefox', async () => {
    expect((await manifestFor('firefox')).commands).toEqual({
      _execute_sidebar_action: { suggested_key: { default: 'Alt+Shift+R' }, description: '__MSG_openPanelCommand__' },
    });
  });
});

describe('the manifest’s own strings', () => {
  it('are the _locales messages: description, the toolbar button’s title, the shortcut’s description', async () => {
    for (const browser of ['chrome', 'firefox'] as const) {
      const manifest = await manifestFor(browser);
      expect(manifest.default_locale).toBe('en');
      expect(manifest.description).toBe('__MSG_extDescription__');
      expect(manifest.action).toMatchObject({ default_title: '__MSG_actionTitle__' });
      expect(new Set(messageNames(manifest))).toEqual(new Set(['extDescription', 'actionTitle', 'openPanelCommand']));
    }
  });

  it('exist in the six languages, with the English names, none empty, descriptions within the stores’ 132 characters', async () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual([...LOCALES].sort());
    const english = Object.keys(messages('en')).sort();
    expect(english).toEqual(expect.arrayContaining([...messageNames(await manifestFor('chrome')), 'extName']));
    for (const locale of LOCALES) {
      const table = messages(locale);
      expect(Object.keys(table).sort(), locale).toEqual(english);
      for (const [name, { message }] of Object.entries(table)) expect(message.trim(), `${locale} ${name}`).not.toBe('');
      expect(table.extDescription?.message.length, locale).toBeLessThanOrEqual(132);
      expect(table.extName?.message, locale).toBe('Reimagine');
    }
  });
});
