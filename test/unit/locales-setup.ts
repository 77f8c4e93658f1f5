import { loadLocales } from '../../lib/i18n/load';
import { LOCALES } from '../../lib/i18n/locales';

/**
 * Every test file starts with all six languages loaded, as a page has its own before it mounts
 * (components/shared/mount.tsx): components render in German or Spanish at once. The loader's
 * own tests (test/unit/i18n/load.test.ts) reset the modules for a registry with none.
 */
await loadLocales(LOCALES);
