import { nl as sampleWords } from '../../format/sample-words/nl';
import { nl as analyzer } from '../messages/analyzer/nl';
import { nl as assets } from '../messages/assets/nl';
import { nl as materials } from '../messages/materials/nl';
import { nl as compare } from '../messages/compare/nl';
import { nl as disclosure } from '../messages/disclosure/nl';
import { nl as errors } from '../messages/errors/nl';
import { nl as exportWords } from '../messages/export/nl';
import { nl as look } from '../messages/look/nl';
import { nl as onboarding } from '../messages/onboarding/nl';
import { nl as operations } from '../messages/operations/nl';
import { nl as options } from '../messages/options/nl';
import { nl as panel } from '../messages/panel/nl';
import { nl as results } from '../messages/results/nl';
import { nl as shared } from '../messages/shared/nl';
import { nl as staging } from '../messages/staging/nl';
import type { LocaleBundle } from '../namespaces';

/** Dutch: every page namespace and the sample words, one chunk that load.ts imports when a page needs Dutch. */
export const bundle: LocaleBundle = {
  messages: { analyzer, assets, materials, compare, disclosure, errors, export: exportWords, look, onboarding, operations, options, panel, results, shared, staging },
  sampleWords,
};
