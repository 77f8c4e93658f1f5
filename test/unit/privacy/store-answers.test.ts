import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../../wxt.config';

/**
 * The Chrome Web Store answers (docs/store/chrome-web-store.md) justify every permission and host
 * the manifest asks for, in either browser: a permission added to wxt.config.ts without its
 * justification, or a justification left for a permission gone, fails here.
 */

const ROOT = join(__dirname, '../../..');
const answers = readFileSync(join(ROOT, 'docs/store/chrome-web-store.md'), 'utf8');

interface Manifest {
  permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
}

async function manifestFor(browser: 'chrome' | 'firefox'): Promise<Manifest> {
  const { manifest } = config;
  if (typeof manifest !== 'function') throw new Error('wxt.config.ts: the manifest is a function of the browser');
  return (await manifest({ browser, manifestVersion: 3, mode: 'production', command: 'build' })) as Manifest;
}

/** The first cell of each table row that is one backticked name, with the row's justification. */
function justified(): Map<string, string> {
  const rows = answers.split('\n').map((line) => /^\| `([^`]+)` \| (.+) \|$/.exec(line));
  return new Map(rows.filter((row): row is RegExpExecArray => row !== null).map((row) => [row[1] as string, row[2] as string]));
}

const manifests = await Promise.all((['chrome', 'firefox'] as const).map(manifestFor));

describe('the Chrome Web Store answers', () => {
  const asked = manifests.flatMap((manifest) => [...(manifest.permissions ?? []), ...(manifest.host_permissions ?? []), ...(manifest.optional_host_permissions ?? [])]);

  it('justify every permission and host either manifest asks for, in words of its own', () => {
    const table = justified();
    const missing = [...new Set(asked)].filter((name) => (table.get(name) ?? '').length < 40);
    expect(missing).toEqual([]);
  });

  it('justify nothing the manifests no longer ask for', () => {
    const stale = [...justified().keys()].filter((name) => !asked.includes(name));
    expect(stale).toEqual([]);
  });

  it('state the single purpose and tick the three data-use certifications', () => {
    expect(answers).toMatch(/## Single purpose\n\n> Reimagine lets people who browse property listings/);
    for (const certification of ['do not sell or transfer user data', 'unrelated to my item', 'creditworthiness or for lending']) expect(answers).toContain(certification);
  });

  it('declare the same categories as the privacy policy: authentication information and website content', () => {
    const collected = [...answers.matchAll(/^\| ([A-Z][\w ]+) \| yes \|/gm)].map((m) => m[1]);
    expect(collected).toEqual(['Authentication information', 'Website content']);
  });
});
