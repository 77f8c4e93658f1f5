import { eagerNamespace } from '../../translate';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { nl } from './nl';

/**
 * The background's namespace (context menus) in all six languages: the service worker reads it,
 * and a worker cannot `import()` a language's bundle, so its tables register as it is imported.
 */
export const backgroundMessages = eagerNamespace('background', { en, es, fr, de, nl, it });
