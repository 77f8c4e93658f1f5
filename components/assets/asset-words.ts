import type { ErrorCode } from '../../lib/errors';
import type { ErrorExplanation } from '../../lib/error-text';
import type { AssetsMessages } from '../../lib/i18n/messages/assets/index';
import type { Translate } from '../../lib/i18n/translate';

/** Sentences the Assets view builds from several messages (no React). */

type T = Translate<AssetsMessages>;

/** "Upload slots left: 12 → 11." when both numbers are known, else nothing. */
export function quotaChange(t: T, before: number | null, after: number | null): string {
  return before !== null && after !== null ? t('quota.change', { before, after }) : '';
}

/** Joins sentences with a space, leaving out empty ones. */
export function sentences(...parts: readonly string[]): string {
  return parts.filter((part) => part !== '').join(' ');
}

/** What a failed upload says: the full account in the view's own words, anything else as the error vocabulary has it; and that nothing was lost. */
export function uploadFailure(t: T, explain: (code: ErrorCode) => ErrorExplanation, code: ErrorCode): string {
  if (code === 'asset_limit') return t('upload.full');
  const { sentence, nextStep } = explain(code);
  return sentences(sentence, nextStep, t('upload.kept'));
}

/** What an upload costs, said before it is sent: an upload slot, never credits. */
export function uploadCost(t: T, remaining: number | null): string {
  if (remaining === null) return t('upload.cost.unknown');
  if (remaining <= 0) return t('upload.cost.full');
  return t('upload.cost', { count: remaining });
}
