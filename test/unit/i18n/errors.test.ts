import '../all-locales';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../lib/errors';
import { ERROR_KEYS, explainError, SLOWEST_RENDER_SECONDS } from '../../../lib/error-text';
import { MAX_VARIATIONS } from '../../../lib/api/limits';
import { MIN_PHOTO_SIDE } from '../../../lib/api/limits';
import { LOCALES } from '../../../lib/i18n/locales';
import { errorMessages } from '../../../lib/i18n/messages/errors/index';

/**
 * The error vocabulary in the `errors` namespace: every code has its sentence and next step
 * (messages-complete.test.ts checks that every language has every key), the keys map covers exactly the
 * codes, and the limits a message names are filled from the constants that define them.
 */
describe('the errors namespace', () => {
  it('has a sentence and a next step for every error code, and nothing else', () => {
    const expected = ErrorCode.options.flatMap((code) => [`${code}.sentence`, `${code}.next`]).sort();
    expect(Object.keys(errorMessages.en).sort()).toEqual(expected);
    expect(Object.keys(ERROR_KEYS).sort()).toEqual([...ErrorCode.options].sort());
    for (const code of ErrorCode.options) expect(ERROR_KEYS[code]).toEqual({ sentence: `${code}.sentence`, next: `${code}.next` });
  });

  it.each(LOCALES)('%s: every code explained, no placeholder left, each sentence its own', (locale) => {
    const sentences = ErrorCode.options.map((code) => {
      const { sentence, nextStep } = explainError(code, locale);
      expect(`${sentence} ${nextStep}`, `${locale} ${code}`).not.toMatch(/\{\w+\}/);
      expect(sentence.trim().length, `${locale} ${code}`).toBeGreaterThan(10);
      expect(nextStep.trim().length, `${locale} ${code}`).toBeGreaterThan(10);
      return sentence;
    });
    expect(new Set(sentences).size).toBe(sentences.length);
  });

  it('names the limits from their constants', () => {
    expect(explainError('image_too_small').sentence).toBe(`That photo is too small to render well (under ${MIN_PHOTO_SIDE} pixels).`);
    expect(explainError('variation_limit').sentence).toBe(`This staging project already has its ${MAX_VARIATIONS} variations.`);
    expect(explainError('timeout').nextStep).toContain(`up to ${SLOWEST_RENDER_SECONDS} seconds`);
    expect(explainError('variation_limit', 'es').sentence).toContain(`${MAX_VARIATIONS} variantes`);
  });

  it('is English by default, as the tests and logs read it', () => {
    expect(explainError('insufficient_credits')).toEqual({ sentence: 'You are out of credits for this operation.', nextStep: 'Add credits to your RenovateAI plan at renovateai.app.' });
    expect(explainError('insufficient_credits', 'de').sentence).toBe('Ihre Credits reichen für diesen Vorgang nicht mehr aus.');
  });
});
