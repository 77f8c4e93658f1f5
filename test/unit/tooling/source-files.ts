import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders no source test looks into: installed packages, builds, generated types, reports. */
const SKIPPED = new Set(['node_modules', '.output', '.wxt', '.git', '.cache', 'test-results', 'playwright-report', 'coverage', 'demo-output']);

/** Every file under `dir` (relative to the repository root, `/`-separated) whose name matches `pattern`. */
export function filesUnder(dir: string, pattern = /\.(ts|tsx|mts|mjs|js)$/): string[] {
  const out: string[] = [];
  const walk = (rel: string): void => {
    for (const name of readdirSync(rel)) {
      if (SKIPPED.has(name)) continue;
      const child = rel === '.' ? name : `${rel}/${name}`;
      if (statSync(child).isDirectory()) walk(child);
      else if (pattern.test(name)) out.push(child);
    }
  };
  walk(dir);
  return out.sort();
}

/** The repository paths a file's relative imports, re-exports and dynamic imports name (type-only ones too). */
export function importedPaths(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)].map((m) => m[1] ?? '');
  return specifiers.map((spec) => path.posix.normalize(path.posix.join(path.posix.dirname(file), spec)));
}
