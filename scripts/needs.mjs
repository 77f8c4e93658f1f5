#!/usr/bin/env node
/**
 * Guards an npm script that needs something a fresh clone lacks: a build in .output/, the
 * shared repository beside the clone, or a browser's language pack (the Debian package's name:
 * chromium-l10n, firefox-esr-l10n-de). Without it the script would time out or fail deep inside
 * a test runner; this says in one line what to run or install first and exits 1.
 *
 *   node scripts/needs.mjs <script name> [shared] [<package>…] [<build dir under .output>…] [--or "<alternative>"]
 *
 * Plain Node (no tsx): it runs before every such script and must cost nothing.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isLanguagePackage, missingLanguagePackages } from './language-packs.mjs';

const [script = 'this script', ...rest] = process.argv.slice(2);
const orIndex = rest.indexOf('--or');
const alternative = orIndex >= 0 ? rest[orIndex + 1] : undefined;
const wants = orIndex >= 0 ? rest.slice(0, orIndex) : rest;

/** The command that makes a build directory: the demo builds have their own. */
const buildCommand = (dir) => (dir.endsWith('-demo') ? 'npm run build:demo' : 'npm run build');

const problems = [];
if (wants.includes('shared') && !existsSync(path.resolve('../shared/fixtures'))) {
  problems.push({ what: '../shared beside this clone (the API spec, the saved listing pages, tools)', fix: 'clone the shared repository to ../shared' });
}
const packs = missingLanguagePackages(wants);
if (packs.length > 0) {
  problems.push({ what: packs.map((pack) => pack.what).join(' and '), fix: `apt-get install ${packs.map((pack) => pack.name).join(' ')}` });
}
const builds = wants.filter((want) => want !== 'shared' && !isLanguagePackage(want));
const missing = builds.filter((want) => !existsSync(path.join('.output', want, 'manifest.json')));
if (missing.length > 0) {
  const fixes = [...new Set(missing.map(buildCommand))];
  problems.push({ what: missing.map((dir) => `.output/${dir}`).join(' and '), fix: `run ${fixes.join(' && ')}` });
}
if (problems.length > 0) {
  const what = problems.map((p) => p.what).join(', and ');
  const fix = problems.map((p) => p.fix).join(', then ');
  console.error(`npm run ${script} needs ${what}: ${fix} first${alternative ? ` (or ${alternative})` : ''}.`);
  process.exit(1);
}
