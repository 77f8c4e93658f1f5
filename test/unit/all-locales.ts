import { loadLocales } from '../../lib/i18n/load';
import { LOCALES } from '../../lib/i18n/locales';

/** Imported first by a test file without a document that reads words in every language (see locales-setup.ts). */
await loadLocales(LOCALES);
