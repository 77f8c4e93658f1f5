import { loadLocales } from '../../lib/i18n/load';
import { LOCALES } from '../../lib/i18n/locales';

/**
 * Every test file that renders (a jsdom file) starts with all six languages loaded, as a page has
 * its own before it mounts (components/shared/mount.tsx): components render in German or Spanish
 * at once. Files without a document (most of them) skip it, which saves the suite a third of a
 * second per file; one of them that needs the languages imports `test/unit/all-locales.ts`. The
 * loader's own tests (test/unit/i18n/load.test.ts) reset the modules for a registry with none.
 */
if (typeof document !== 'undefined') await loadLocales(LOCALES);
