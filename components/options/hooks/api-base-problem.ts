import { PRODUCTION_API_BASE } from '../../../lib/config';
import type { ApiBaseProblem } from '../../../lib/storage/api-base';
import type { OptionsT } from '../../../lib/i18n/messages/options/index';

/** Literal keys per problem, so the messages-complete test sees each one read. */
const PROBLEM_KEYS = {
  'not-a-url': 'base.problem.not-a-url',
  scheme: 'base.problem.scheme',
  'http-remote': 'base.problem.http-remote',
  credentials: 'base.problem.credentials',
  query: 'base.problem.query',
  path: 'base.problem.path',
} as const satisfies Record<ApiBaseProblem, string>;

/**
 * Why a typed API base cannot be used, in the page's language. Only the demo build (`demo`)
 * mentions the local emulator: a realtor's build never does.
 */
export function apiBaseProblemText(t: OptionsT, reason: ApiBaseProblem, demo = false): string {
  if (reason === 'not-a-url') return t(PROBLEM_KEYS[reason], { example: PRODUCTION_API_BASE });
  if (reason === 'scheme' && demo) return t('base.problem.scheme.demo');
  return t(PROBLEM_KEYS[reason]);
}
