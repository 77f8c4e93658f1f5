import { MAX_VARIATIONS, MIN_PHOTO_SIDE } from './api/limits';
import type { ErrorCode } from './errors';
import { errorMessages } from './i18n/messages/errors/index';
import { SOURCE_LOCALE, type Locale } from './i18n/locales';
import { translator, type Translate } from './i18n/translate';

/**
 * What the user reads for an error code (`lib/errors.ts`): its sentence and next step, in any
 * language. Apart from the codes so that the background, which only raises and classifies errors,
 * does not load the words: the pages read them.
 */

/** What the user reads for a code, and what they can do next. */
export interface ErrorExplanation {
  readonly sentence: string;
  readonly nextStep: string;
}

/** The error namespace's English table: its keys and their placeholders. */
export type ErrorMessages = (typeof errorMessages)['en'];

/**
 * Each code's two messages in the `errors` namespace. Literal keys, one pair per code, so that
 * test/unit/i18n/messages-complete.test.ts sees every key read and the type checker sees every code covered.
 */
export const ERROR_KEYS = {
  unauthorized: { sentence: 'unauthorized.sentence', next: 'unauthorized.next' },
  asset_limit: { sentence: 'asset_limit.sentence', next: 'asset_limit.next' },
  not_found: { sentence: 'not_found.sentence', next: 'not_found.next' },
  bad_request: { sentence: 'bad_request.sentence', next: 'bad_request.next' },
  no_cabinets: { sentence: 'no_cabinets.sentence', next: 'no_cabinets.next' },
  variation_limit: { sentence: 'variation_limit.sentence', next: 'variation_limit.next' },
  insufficient_credits: { sentence: 'insufficient_credits.sentence', next: 'insufficient_credits.next' },
  server: { sentence: 'server.sentence', next: 'server.next' },
  timeout: { sentence: 'timeout.sentence', next: 'timeout.next' },
  network: { sentence: 'network.sentence', next: 'network.next' },
  invalid_response: { sentence: 'invalid_response.sentence', next: 'invalid_response.next' },
  aborted: { sentence: 'aborted.sentence', next: 'aborted.next' },
  redirected: { sentence: 'redirected.sentence', next: 'redirected.next' },
  not_an_image: { sentence: 'not_an_image.sentence', next: 'not_an_image.next' },
  image_too_small: { sentence: 'image_too_small.sentence', next: 'image_too_small.next' },
  image_too_large: { sentence: 'image_too_large.sentence', next: 'image_too_large.next' },
  image_unreachable: { sentence: 'image_unreachable.sentence', next: 'image_unreachable.next' },
  private_address: { sentence: 'private_address.sentence', next: 'private_address.next' },
  interrupted: { sentence: 'interrupted.sentence', next: 'interrupted.next' },
  permission_denied: { sentence: 'permission_denied.sentence', next: 'permission_denied.next' },
  no_api_key: { sentence: 'no_api_key.sentence', next: 'no_api_key.next' },
  host_not_confirmed: { sentence: 'host_not_confirmed.sentence', next: 'host_not_confirmed.next' },
  forbidden_sender: { sentence: 'forbidden_sender.sentence', next: 'forbidden_sender.next' },
  bad_message: { sentence: 'bad_message.sentence', next: 'bad_message.next' },
  internal: { sentence: 'internal.sentence', next: 'internal.next' },
} as const satisfies { readonly [C in ErrorCode]: { readonly sentence: `${C}.sentence`; readonly next: `${C}.next` } };

/** The slowest renders the service makes, in seconds (the timeout's next step names it). */
export const SLOWEST_RENDER_SECONDS = 20;

/**
 * The figures the messages name, from the constants that define them, so a changed limit
 * changes every language's sentence: the smallest photo side, the variations of one staging
 * project, the slowest render.
 */
const ERROR_PARAMS = { pixels: MIN_PHOTO_SIDE, max: MAX_VARIATIONS, seconds: SLOWEST_RENDER_SECONDS } as const;

/** The sentence and next step for a code, with a translator of the `errors` namespace (React: `useT`). */
export function explainWith(t: Translate<ErrorMessages>, code: ErrorCode): ErrorExplanation {
  const keys = ERROR_KEYS[code];
  return { sentence: t(keys.sentence, ERROR_PARAMS), nextStep: t(keys.next, ERROR_PARAMS) };
}

/**
 * The user-facing sentence and next step for an error code, in `locale` (English unless told:
 * tests, logs). Pages pass the interface language, or use `useExplainError` of
 * components/shared/ErrorNotice.tsx.
 */
export function explainError(code: ErrorCode, locale: Locale = SOURCE_LOCALE): ErrorExplanation {
  return explainWith(translator(errorMessages, locale), code);
}
