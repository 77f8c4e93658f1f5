import '../all-locales';
import { describe, expect, it } from 'vitest';
import { apiBaseProblemText } from '../../../components/options/hooks/api-base-problem';
import { optionsMessages } from '../../../lib/i18n/messages/options/index';
import { translator } from '../../../lib/i18n/translate';
import { checkApiBase } from '../../../lib/storage/api-base';

/** A typed API base that cannot be used is explained in the page's language, for every reason. */
describe('API base problems in the interface language', () => {
  const cases = [
    ['not a url', 'not-a-url'],
    ['ftp://example.com/public/v1', 'scheme'],
    ['http://api.example.com/public/v1', 'http-remote'],
    ['https://me:pw@api.example.com/public/v1', 'credentials'],
    ['https://api.example.com/public/v1?x=1', 'query'],
    ['https://api.example.com/v2', 'path'],
  ] as const;

  it.each(cases)('%s → %s, the English as the background says it', (typed, reason) => {
    const check = checkApiBase(typed);
    expect(check).toMatchObject({ ok: false, reason });
    if (check.ok) return;
    expect(apiBaseProblemText(translator(optionsMessages, 'en'), check.reason)).toBe(check.problem);
  });

  it('names the local emulator only in the demo build', () => {
    const en = translator(optionsMessages, 'en');
    expect(apiBaseProblemText(en, 'scheme')).toBe('The API base URL must start with https://.');
    expect(apiBaseProblemText(en, 'scheme', true)).toBe('The API base URL must start with https:// (or http:// for a local emulator).');
  });

  it('German and Spanish say it in their words', () => {
    expect(apiBaseProblemText(translator(optionsMessages, 'de'), 'http-remote')).toMatch(/^Verwenden Sie https:\/\/ für diesen Host/);
    expect(apiBaseProblemText(translator(optionsMessages, 'es'), 'not-a-url')).toBe('Escribe una dirección completa, como https://api.tech.renovateai.app/public/v1.');
  });
});
