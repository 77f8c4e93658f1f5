import { it as sampleWords } from '../../format/sample-words/it';
import { it as analyzer } from '../messages/analyzer/it';
import { it as assets } from '../messages/assets/it';
import { it as materials } from '../messages/materials/it';
import { it as compare } from '../messages/compare/it';
import { it as disclosure } from '../messages/disclosure/it';
import { it as errors } from '../messages/errors/it';
import { it as exportWords } from '../messages/export/it';
import { it as look } from '../messages/look/it';
import { it as onboarding } from '../messages/onboarding/it';
import { it as operations } from '../messages/operations/it';
import { it as options } from '../messages/options/it';
import { it as panel } from '../messages/panel/it';
import { it as results } from '../messages/results/it';
import { it as shared } from '../messages/shared/it';
import { it as staging } from '../messages/staging/it';
import type { LocaleBundle } from '../namespaces';

/** Italian: every page namespace and the sample words, one chunk that load.ts imports when a page needs Italian. */
export const bundle: LocaleBundle = {
  messages: { analyzer, assets, materials, compare, disclosure, errors, export: exportWords, look, onboarding, operations, options, panel, results, shared, staging },
  sampleWords,
};
