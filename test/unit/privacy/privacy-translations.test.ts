import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '../../../lib/i18n/locales';
import { privacyPageFile } from '../../../lib/privacy/page';
import { privacyPage, privacySourceFile } from '../../../scripts/build/privacy-page';

/**
 * The privacy policy in every language of the interface says what PRIVACY.md says. Words are
 * translated; the facts a reader or a reviewer checks are not: the same sections, the same tables
 * with the same rows, every request, endpoint, header and storage name (the code spans), the
 * Firefox category of each kind of data, the web links, the version and the date. A change to
 * PRIVACY.md that any of these see fails here until every translation says it too.
 */

const ROOT = join(__dirname, '../../..');
const ENGLISH = readFileSync(join(ROOT, privacySourceFile(SOURCE_LOCALE)), 'utf8');
const TRANSLATED = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);
const fileOf = (locale: (typeof TRANSLATED)[number]) => join(ROOT, privacySourceFile(locale));

/** Runs of consecutive table lines: one number per table, its line count. */
function tableSizes(markdown: string): number[] {
  const sizes: number[] = [];
  let run = 0;
  for (const line of [...markdown.split('\n'), '']) {
    if (line.startsWith('|')) run += 1;
    else if (run > 0) {
      sizes.push(run);
      run = 0;
    }
  }
  return sizes;
}

/** The cells of the first table's rows (header and rule left out). */
function firstTableRows(markdown: string): string[][] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (let i = start + 2; i < lines.length && lines[i]?.startsWith('|'); i++) rows.push((lines[i] ?? '').split('|').slice(1, -1).map((cell) => cell.trim()));
  return rows;
}

/** What a translation must keep as PRIVACY.md has it. */
function facts(markdown: string) {
  return {
    headings: markdown.split('\n').flatMap((line) => /^(#{1,6}) /.exec(line)?.[1]?.length ?? []),
    tables: tableSizes(markdown),
    code: [...markdown.matchAll(/`([^`]+)`/g)].map((match) => match[1]).sort(),
    webLinks: [...markdown.matchAll(/\]\((https?:[^)]+)\)/g)].map((match) => match[1]).sort(),
    categories: firstTableRows(markdown).map((cells) => cells[2]),
    apiHost: markdown.includes('api.tech.renovateai.app'),
  };
}

describe('the privacy policy in every language of the interface', () => {
  it('has a translation for each language besides English', () => {
    for (const locale of TRANSLATED) expect(existsSync(fileOf(locale)), privacySourceFile(locale)).toBe(true);
  });

  it.each(TRANSLATED)('%s says what PRIVACY.md says: sections, tables and rows, code names, Firefox categories, links', (locale) => {
    const markdown = readFileSync(fileOf(locale), 'utf8');
    expect(facts(markdown)).toEqual(facts(ENGLISH));
    // Words, not the English ones: a copy of PRIVACY.md would pass the facts above.
    expect(markdown).not.toContain('What is sent, and to whom');
    expect(markdown).not.toContain('What stays on your device');
  });

  it.each(TRANSLATED)('%s names the version and the date it takes effect, and that the English text prevails', (locale) => {
    const markdown = readFileSync(fileOf(locale), 'utf8');
    const effective = /^\*Effective (\d+) \w+ (\d{4}), for Reimagine ([\d.]+)/m.exec(ENGLISH);
    expect(effective).not.toBeNull();
    const [, day, year, version] = effective ?? [];
    const opening = markdown.split('\n').slice(0, 6).join('\n');
    for (const part of [day, year, version]) expect(opening).toContain(part);
    expect(opening).toContain('PRIVACY.md');
  });

  it.each(TRANSLATED)('%s links to repository files that exist, from where it is', (locale) => {
    const markdown = readFileSync(fileOf(locale), 'utf8');
    const relative = [...markdown.matchAll(/\]\((?!https?:)([^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(relative.length).toBeGreaterThan(0);
    for (const link of relative) expect(existsSync(resolve(dirname(fileOf(locale)), link)), link).toBe(true);
  });

  it.each(TRANSLATED)('%s is built into its own page, in its language, with every row', (locale) => {
    const markdown = readFileSync(fileOf(locale), 'utf8');
    const html = privacyPage(markdown, locale);
    expect(privacyPageFile(locale)).toBe(`privacy.${locale}.html`);
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain(`<title>${/^# (.+)$/m.exec(markdown)?.[1]}</title>`);
    const rows = markdown.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---')).length;
    expect(html.match(/<tr>/g)?.length).toBe(rows);
    expect(html).not.toMatch(/href="(?!https?:)/);
  });
});
