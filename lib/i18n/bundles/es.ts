import { es as sampleWords } from '../../format/sample-words/es';
import { es as analyzer } from '../messages/analyzer/es';
import { es as assets } from '../messages/assets/es';
import { es as materials } from '../messages/materials/es';
import { es as compare } from '../messages/compare/es';
import { es as disclosure } from '../messages/disclosure/es';
import { es as errors } from '../messages/errors/es';
import { es as exportWords } from '../messages/export/es';
import { es as look } from '../messages/look/es';
import { es as onboarding } from '../messages/onboarding/es';
import { es as operations } from '../messages/operations/es';
import { es as options } from '../messages/options/es';
import { es as panel } from '../messages/panel/es';
import { es as results } from '../messages/results/es';
import { es as shared } from '../messages/shared/es';
import { es as staging } from '../messages/staging/es';
import type { LocaleBundle } from '../namespaces';

/** Spanish: every page namespace and the sample words, one chunk that load.ts imports when a page needs Spanish. */
export const bundle: LocaleBundle = {
  messages: { analyzer, assets, materials, compare, disclosure, errors, export: exportWords, look, onboarding, operations, options, panel, results, shared, staging },
  sampleWords,
};
