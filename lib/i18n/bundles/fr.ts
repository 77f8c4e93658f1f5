import { fr as sampleWords } from '../../format/sample-words/fr';
import { fr as analyzer } from '../messages/analyzer/fr';
import { fr as assets } from '../messages/assets/fr';
import { fr as materials } from '../messages/materials/fr';
import { fr as compare } from '../messages/compare/fr';
import { fr as disclosure } from '../messages/disclosure/fr';
import { fr as errors } from '../messages/errors/fr';
import { fr as exportWords } from '../messages/export/fr';
import { fr as look } from '../messages/look/fr';
import { fr as onboarding } from '../messages/onboarding/fr';
import { fr as operations } from '../messages/operations/fr';
import { fr as options } from '../messages/options/fr';
import { fr as panel } from '../messages/panel/fr';
import { fr as results } from '../messages/results/fr';
import { fr as shared } from '../messages/shared/fr';
import { fr as staging } from '../messages/staging/fr';
import type { LocaleBundle } from '../namespaces';

/** French: every page namespace and the sample words, one chunk that load.ts imports when a page needs French. */
export const bundle: LocaleBundle = {
  messages: { analyzer, assets, materials, compare, disclosure, errors, export: exportWords, look, onboarding, operations, options, panel, results, shared, staging },
  sampleWords,
};
