import { z } from 'zod';
import { API_ERROR_CODES, isApiError, type ApiErrorCode } from './api/errors';

/**
 * Codes the extension itself raises, on top of the API client's. Together they are the whole
 * error vocabulary that crosses contexts in message replies.
 */
export const EXTENSION_ERROR_CODES = [
  'not_an_image',
  'image_too_small',
  'image_too_large',
  'image_unreachable',
  'interrupted',
  'permission_denied',
  'no_api_key',
  'host_not_confirmed',
  'forbidden_sender',
  'bad_message',
  'internal',
] as const;

/** Every error code a reply may carry. */
export const ErrorCode = z.enum([...API_ERROR_CODES, ...EXTENSION_ERROR_CODES]);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** What the user reads for a code, and what they can do next. */
export interface ErrorExplanation {
  readonly sentence: string;
  readonly nextStep: string;
}

const EXPLANATIONS: Record<ErrorCode, ErrorExplanation> = {
  unauthorized: { sentence: 'The API key was rejected.', nextStep: 'Check the API key in Reimagine’s options.' },
  asset_limit: {
    sentence: 'Your account has reached its maximum number of uploaded images.',
    nextStep: 'Delete images Reimagine uploaded earlier, then try again.',
  },
  not_found: { sentence: 'RenovateAI could not find that image or project any more.', nextStep: 'Start again from the listing photo.' },
  bad_request: { sentence: 'RenovateAI could not work with this photo and these choices.', nextStep: 'Change the choices or pick another photo, then try again.' },
  no_cabinets: {
    sentence: 'No kitchen cabinets were found in this photo.',
    nextStep: 'Pick a photo of a kitchen, or use Renovate instead.',
  },
  variation_limit: {
    sentence: 'This staging project already has its 20 variations.',
    nextStep: 'Start a new staging project for more variations.',
  },
  insufficient_credits: { sentence: 'You are out of credits for this operation.', nextStep: 'Add credits to your RenovateAI plan at renovateai.app.' },
  server: { sentence: 'The service had a problem rendering this photo.', nextStep: 'Try again in a moment.' },
  timeout: {
    sentence: 'The service took too long to answer. It may still have finished the render and charged for it.',
    nextStep: 'Check your credits and history before you try again; large photos can take up to 20 seconds.',
  },
  network: {
    sentence: 'Reimagine can’t reach RenovateAI right now.',
    nextStep: 'Check your internet connection and try again; if it keeps happening, check the service address in Reimagine’s options.',
  },
  invalid_response: { sentence: 'The service answered in a way Reimagine did not understand.', nextStep: 'Try again in a moment; if it keeps happening, tell us what you were doing.' },
  aborted: { sentence: 'The operation was cancelled.', nextStep: 'Start it again when you are ready.' },
  not_an_image: { sentence: 'That file is not an image Reimagine can use.', nextStep: 'Pick a JPEG, PNG or WebP photo.' },
  image_too_small: { sentence: 'That photo is too small to render well (under 256 pixels).', nextStep: 'Pick a larger photo, or open the listing’s full-size photo.' },
  image_too_large: {
    sentence: 'That photo is too large for Reimagine to handle.',
    nextStep: 'Pick another photo, or save this one at a smaller size and use that.',
  },
  image_unreachable: { sentence: 'Reimagine could not download that photo.', nextStep: 'Open the listing again, or pick another photo.' },
  interrupted: {
    sentence: 'This render was interrupted when the browser stopped Reimagine.',
    nextStep: 'Retry it: it was not sent again on its own, so nothing was charged twice.',
  },
  permission_denied: { sentence: 'Reimagine was not allowed to access that site.', nextStep: 'Try again and choose Allow when the browser asks.' },
  no_api_key: { sentence: 'No API key is set yet.', nextStep: 'Add your RenovateAI API key in Reimagine’s options.' },
  host_not_confirmed: {
    sentence: 'Reimagine did not send your API key, because the service address was changed and not confirmed for it.',
    nextStep: 'In Reimagine’s options, confirm the new address or type your key for it.',
  },
  forbidden_sender: { sentence: 'That request is not allowed from this page.', nextStep: 'Use the Reimagine side panel instead.' },
  bad_message: { sentence: 'Reimagine could not make sense of that request.', nextStep: 'Reload the page and try again.' },
  internal: { sentence: 'Something went wrong inside Reimagine.', nextStep: 'Try again; if it keeps happening, close and reopen the browser.' },
};

/** The user-facing sentence and next step for an error code. */
export function explainError(code: ErrorCode): ErrorExplanation {
  return EXPLANATIONS[code];
}

/** Narrows an unknown string to an error code, falling back to `internal`. */
export function toErrorCode(code: unknown): ErrorCode {
  const parsed = ErrorCode.safeParse(code);
  return parsed.success ? parsed.data : 'internal';
}

/**
 * The one error type Reimagine's own code throws on purpose: a code from the vocabulary and a
 * sentence for the user. The API client throws its own `ApiError` (lib/api stays usable on its
 * own); `classifyError` reads both.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A classified error: what crosses contexts in a failed reply and what a failed job records. */
export interface ClassifiedError {
  readonly code: ErrorCode;
  readonly message: string;
}

/**
 * The one classifier: whatever was thrown becomes a code and a message. `aborted` (the caller
 * cancelled) wins over whatever the abort made the operation throw. Messages come from our own
 * code or the API client, which never includes the key; unknown errors keep only their message.
 */
export function classifyError(error: unknown, aborted = false): ClassifiedError {
  if (aborted) return { code: 'aborted', message: 'Cancelled.' };
  if (error instanceof AppError) return { code: error.code, message: error.message };
  if (isApiError(error)) return { code: toErrorCode(error.code), message: error.message };
  return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
}

export type { ApiErrorCode };
