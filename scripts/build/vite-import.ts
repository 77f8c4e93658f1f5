import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/** The project's root: this file is scripts/build/vite-import.ts. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const loaded = new Map<string, Promise<unknown>>();

/**
 * A module of the project as Vite runs it, for code Node runs itself: wxt.config.ts (loaded by
 * WXT with jiti), the bench (tsx) and Playwright's fixtures. The built-in sites are listed by
 * `import.meta.glob` over their folder (lib/sites/builtin-files.ts), which only Vite expands; a
 * module that reaches those lists is imported through here instead of with `import`. `file` is
 * relative to the project's root (`lib/sites/builtin-sites.ts`); each is loaded once per process.
 */
export function viteImport<T>(file: string): Promise<T> {
  let module = loaded.get(file);
  if (!module) {
    // No config file: these modules are plain TypeScript, and the project's Vite setup is WXT's.
    // The compiler options are given, not read from tsconfig.json: it extends .wxt/tsconfig.json,
    // which `wxt prepare` writes, and wxt.config.ts runs through here during that very prepare
    // (npm ci's postinstall on a fresh clone). These are the fields esbuild would take from it.
    const esbuild = { tsconfigRaw: JSON.stringify({ compilerOptions: { target: 'ESNext', jsx: 'react-jsx' } }) };
    module = runnerImport<T>(`${ROOT}${file}`, { configFile: false, root: ROOT, logLevel: 'warn', esbuild }).then((result) => result.module);
    loaded.set(file, module);
  }
  return module as Promise<T>;
}
