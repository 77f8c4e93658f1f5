/**
 * The accessible names the store screenshots drive the extension by, in the interface's language:
 * read from the product's own translations (lib/i18n), so a changed translation changes the
 * script with it instead of breaking it. The listing's words (the After badge, the export's
 * labels) are in the listing's language, which the store screenshots make the same language.
 */
import { loadLocales } from '../../lib/i18n/load';
import { LOCALES, type Locale } from '../../lib/i18n/locales';
import { contentMessages } from '../../lib/i18n/messages/content';
import { panelMessages } from '../../lib/i18n/messages/panel';
import { resultsMessages } from '../../lib/i18n/messages/results';
import { messagesIn, translator } from '../../lib/i18n/translate';
import type { ExportDialogNames } from '../lookbook-screen';

/** What the script finds the panel's and the listing's controls by. */
export interface UiNames {
  /** The button on a listing photo. */
  readonly photoButton: string;
  /** The goal tabs (Renovate, Stage, Match style, Upscale). */
  readonly goals: string;
  readonly styles: string;
  readonly guidance: string;
  readonly renovate: string;
  readonly stageTab: string;
  readonly stage: string;
  readonly roomType: string;
  readonly stagingStyle: string;
  readonly after: string;
  /** The before/after slider's divider. */
  readonly divider: string;
  readonly exportDialog: ExportDialogNames;
}

/** A name matched from its start up to its first placeholder ("ZIP herunterladen (" of "ZIP herunterladen ({count} Fotos)"). */
function startingWith(template: string): RegExp {
  const head = template.split('{')[0] ?? template;
  return new RegExp(`^${head.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}`);
}

let loaded: Promise<boolean> | undefined;

/** The names in `locale` (every language's translations are loaded once, as the unit tests do). */
export async function uiNames(locale: Locale): Promise<UiNames> {
  loaded ??= loadLocales(LOCALES);
  await loaded;
  const panel = translator(panelMessages, locale);
  const results = translator(resultsMessages, locale);
  // The raw templates: the dialog's size and download names hold a number the script cannot know.
  const raw = messagesIn(resultsMessages, locale) ?? resultsMessages.en;
  return {
    photoButton: contentMessages[locale]['button.name'],
    goals: panel('goal.tablist'),
    styles: panel('style.legend'),
    guidance: panel('guidance.label'),
    renovate: panel('action.renovate'),
    stageTab: panel('goal.stage'),
    stage: panel('action.stage'),
    roomType: panel('stage.room-type'),
    stagingStyle: panel('stage.style'),
    after: results('compare.after'),
    divider: results('compare.divider'),
    exportDialog: {
      open: results('export.open'),
      title: results('export.title'),
      size: startingWith(raw['export.size.mls']),
      download: startingWith(raw['export.download'].other),
      close: results('export.close'),
    },
  };
}
