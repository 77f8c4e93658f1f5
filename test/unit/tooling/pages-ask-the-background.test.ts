import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The extension pages never open the background's database (issue #27, "One data path"): every
 * module a page bundles (its entrypoint's imports, followed through, and everything under
 * `components/`) neither calls `openReimagineDb` nor touches `indexedDB`, except the pages' own
 * small database (`lib/storage/ui-store.ts`). Jobs, history, result copies and the key are asked
 * of the background through messages (`getResultCopy`, `getHistory`...), whose router checks who
 * asks. Before, `components/shared/browser-background.ts` read result copies straight from it.
 */

const ROOT = path.resolve(__dirname, '../../..');
const PAGES = ['sidepanel', 'options', 'compare', 'onboarding'].map((page) => `entrypoints/${page}/main.tsx`);
/** Where `indexedDB` may appear in a page's modules: the pages' own database, and the background database's opener as defined (never called). */
const OWN_DATABASE = new Set(['lib/storage/ui-store.ts', 'lib/storage/db.ts']);

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => /\.tsx?$/.test(file));
}

/** A relative import resolved to a source file, or undefined (a package, an asset). */
function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.posix.join(path.posix.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    const full = path.join(ROOT, candidate);
    if (existsSync(full) && statSync(full).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return undefined;
}

/** Code without its comments (what runs, not what is said about it). */
function code(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Every module reachable from `roots` by static and dynamic relative imports. */
function closure(roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of code(file).matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
      const target = resolve(file, match[1] ?? '');
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return seen;
}

describe('the extension pages and the background’s database', () => {
  const modules = closure([...PAGES, ...filesUnder('components')]);

  it('follows the pages’ imports (the scan reaches the modules that used to open it)', () => {
    expect(modules).toContain('components/shared/browser-background.ts');
    expect(modules).toContain('lib/messaging/protocol.ts');
    expect(modules.size).toBeGreaterThan(200);
  });

  it('no module of a page opens the background’s database or touches IndexedDB but the pages’ own', () => {
    const opening = [...modules].filter((file) => /(?<!function\s)openReimagineDb\s*\(/.test(code(file)));
    const touching = [...modules].filter((file) => !OWN_DATABASE.has(file) && /\bindexedDB\b/.test(code(file)));
    expect({ opening, touching }).toEqual({ opening: [], touching: [] });
  });
});
