import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { privacyPage } from '../../../scripts/build/privacy-page';

/** privacy.html is PRIVACY.md, whole, as a page that works inside the package. */
const markdown = readFileSync(join(__dirname, '../../../PRIVACY.md'), 'utf8');
const html = privacyPage(markdown);

describe('the packaged privacy page', () => {
  it('carries every section and table row of PRIVACY.md', () => {
    for (const [, heading] of markdown.matchAll(/^##+ (.+)$/gm)) expect(html).toContain(`>${heading}</h`);
    const rows = markdown.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| ---')).length;
    expect(html.match(/<tr>/g)?.length).toBe(rows);
  });

  it('keeps links to the web and drops links to repository files the package lacks', () => {
    expect(html).toContain('href="https://renovateai.app"');
    expect(html).not.toMatch(/href="(?!https?:)/);
    expect(html).toContain('CHANGELOG.md');
  });

  it('is a whole page titled with the policy’s heading, in both colour schemes', () => {
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Reimagine privacy policy</title>');
    expect(html).toContain('prefers-color-scheme: dark');
  });
});
