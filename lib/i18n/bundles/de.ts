import { de as sampleWords } from '../../format/sample-words/de';
import { de as analyzer } from '../messages/analyzer/de';
import { de as assets } from '../messages/assets/de';
import { de as materials } from '../messages/materials/de';
import { de as compare } from '../messages/compare/de';
import { de as disclosure } from '../messages/disclosure/de';
import { de as errors } from '../messages/errors/de';
import { de as exportWords } from '../messages/export/de';
import { de as look } from '../messages/look/de';
import { de as onboarding } from '../messages/onboarding/de';
import { de as operations } from '../messages/operations/de';
import { de as options } from '../messages/options/de';
import { de as panel } from '../messages/panel/de';
import { de as results } from '../messages/results/de';
import { de as shared } from '../messages/shared/de';
import { de as staging } from '../messages/staging/de';
import type { LocaleBundle } from '../namespaces';

/** German: every page namespace and the sample words, one chunk that load.ts imports when a page needs German. */
export const bundle: LocaleBundle = {
  messages: { analyzer, assets, materials, compare, disclosure, errors, export: exportWords, look, onboarding, operations, options, panel, results, shared, staging },
  sampleWords,
};
