import type { Locator, Page } from '@playwright/test';
import { loadLocales } from '../../../lib/i18n/load';
import { LOCALES, type Locale } from '../../../lib/i18n/locales';
import { analyzerMessages } from '../../../lib/i18n/messages/analyzer/index';
import { assetsMessages } from '../../../lib/i18n/messages/assets/index';
import { contentMessages } from '../../../lib/i18n/messages/content/index';
import { panelMessages } from '../../../lib/i18n/messages/panel/index';
import { resultsMessages } from '../../../lib/i18n/messages/results/index';
import { sharedMessages } from '../../../lib/i18n/messages/shared/index';
import { stagingMessages } from '../../../lib/i18n/messages/staging/index';
import { messagesIn, translator, type Namespace } from '../../../lib/i18n/translate';
import type { Message, MessageTable } from '../../../lib/i18n/message-types';

/**
 * What panel-fit.spec.ts checks a piece of the panel with, and the names it finds the panel's
 * controls by in each language (read from the product's own translations, so a reworded message
 * changes the test with it).
 */

/** A text pattern of `template`, any text in its placeholders. */
function wildcard(template: string): string {
  return template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('.+?');
}

/** A whole name of any of `templates` (a plural message's forms), any text in its placeholders ("Reimagine all {count} photos of this listing"). */
export function matching(...templates: readonly string[]): RegExp {
  return new RegExp(`^(${templates.map(wildcard).join('|')})$`);
}

/** A name matched from its start up to its first placeholder ("Materials" of "Materials ({count} applied)"). */
export function startingWith(template: string): RegExp {
  const head = template.split('{')[0] ?? template;
  return new RegExp(`^${head.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}`);
}

/** A button named `action` alone, or `action · price` (the goal's button once a result shows). */
export function actionName(action: string): RegExp {
  return new RegExp(`^${action.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}( · |$)`);
}

/** The raw templates of a message in `locale`: a plain message's one, a plural message's every form. */
function templates<T extends MessageTable>(namespace: Namespace<T>, locale: Locale, key: keyof T & string): string[] {
  const message: Message = (messagesIn(namespace, locale) ?? namespace.en)[key];
  return typeof message === 'string' ? [message] : Object.values(message).filter((form): form is string => typeof form === 'string');
}

let loaded: Promise<boolean> | undefined;

/** The panel's names in `locale`. */
export async function panelNames(locale: Locale) {
  loaded ??= loadLocales(LOCALES);
  await loaded;
  const panel = translator(panelMessages, locale);
  const results = translator(resultsMessages, locale);
  const assets = translator(assetsMessages, locale);
  const shared = translator(sharedMessages, locale);
  return {
    photoButton: contentMessages[locale]['button.name'],
    styles: panel('style.legend'),
    goals: [panel('goal.renovate'), panel('goal.stage'), panel('goal.styleTransfer'), panel('goal.upscale')] as const,
    renovate: actionName(panel('action.renovate')),
    stage: actionName(panel('action.stage')),
    roomType: panel('stage.room-type'),
    stagingStyle: panel('stage.style'),
    history: panel('header.history'),
    back: panel('header.back'),
    refresh: panel('credits.refresh'),
    materials: startingWith(panel('materials.title')),
    before: results('compare.before'),
    after: results('compare.after'),
    side: results('compare.side'),
    slider: results('compare.slider'),
    more: results('actions.more'),
    download: results('actions.download'),
    exportOpen: results('export.open'),
    exportTitle: results('export.title'),
    exportClose: results('export.close'),
    params: results('params.title'),
    batch: matching(...templates(resultsMessages, locale, 'batch.start')),
    analyze: matching(...templates(analyzerMessages, locale, 'listing.start')),
    clearHistory: results('history.clear'),
    stagingProjects: startingWith(translator(stagingMessages, locale)('list.title')),
    assets: assets('open.button'),
    assetsBack: assets('header.back'),
    deleteAsset: matching(...templates(assetsMessages, locale, 'asset.delete.label')),
    details: shared('notice.details'),
    cancel: shared('confirm.cancel'),
  };
}

/** The names {@link panelNames} answers. */
export type PanelNames = Awaited<ReturnType<typeof panelNames>>;

/**
 * What sticks out of the viewport in `root` (a dialog, a menu, a view): the root itself and each
 * of its controls, with its box; a control covered by something else (the sticky header, the
 * action bar) where it should be clicked; and a page wider than its window. `whole`: the root must
 * lie fully inside the viewport (a dialog, a menu, a confirmation), else only across it (a view,
 * taller than a screen, whose controls below the fold are fine). Controls in a sideways scroller
 * (the photo strip) and visually hidden ones are left out. Empty when everything fits.
 */
export function fitProblems(root: Locator, whole: boolean): Promise<string[]> {
  return root.evaluate((element, entire) => {
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    const problems: string[] = [];
    const name = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().replace(/\s+/g, ' ').slice(0, 50) || el.tagName;
    const box = (r: DOMRect) => `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    const inside = (r: DOMRect) => r.left >= -0.5 && r.right <= width + 0.5 && (!entire || (r.top >= -0.5 && r.bottom <= height + 0.5));
    const inScroller = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        if (node.scrollWidth > node.clientWidth && /(auto|scroll)/.test(getComputedStyle(node).overflowX)) return true;
      }
      return false;
    };
    const rootBox = element.getBoundingClientRect();
    if (!inside(rootBox)) problems.push(`it lies at ${box(rootBox)}, the viewport ${width}×${height}`);
    for (const control of Array.from(element.querySelectorAll('a[href],button,input,select,textarea,summary,[role=menuitem],[role=slider]'))) {
      const r = control.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1 || getComputedStyle(control).visibility === 'hidden' || inScroller(control)) continue;
      if (!inside(r)) {
        problems.push(`“${name(control)}” at ${box(r)}`);
        continue;
      }
      if (!entire) continue;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (hit && !control.contains(hit) && !hit.contains(control)) problems.push(`“${name(control)}” covered by ${hit.tagName.toLowerCase()}.${hit.className}`);
    }
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth) problems.push(`the page scrolls sideways: ${page.scrollWidth} > ${page.clientWidth}`);
    return problems;
  }, whole);
}

/** Scrolls the page to its top (a view's first screen, the header's tools in view). */
export async function toTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
}
