import { useCallback } from 'react';
import type { ErrorCode } from '../../lib/errors';
import { explainWith, type ErrorExplanation } from '../../lib/error-text';
import { errorMessages } from '../../lib/i18n/messages/errors/index';
import { useT } from './i18n';

/**
 * Explains error codes in the interface language: the sentence and next step every page shows for
 * a code (ErrorNotice, and the feedback lines that only have room for the sentence). Its own module
 * so that ErrorNotice and AssetLimitFix, which ErrorNotice renders, both use it without a cycle.
 */
export function useExplainError(): (code: ErrorCode) => ErrorExplanation {
  const t = useT(errorMessages);
  return useCallback((code: ErrorCode) => explainWith(t, code), [t]);
}
