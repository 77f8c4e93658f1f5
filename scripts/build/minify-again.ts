import type { Plugin } from 'vite';
import { minify, type MinifyOptions } from 'terser';

/**
 * Terser's mangler once more over each content script the build wrote. It gives the most frequent
 * characters of the code it reads to the most used names: reading the minified code rather than
 * the source, it chooses names that gzip better, about 50 bytes a script on the two scripts every
 * listing page loads (docs/benchmarks.md, bundle budgets). Names only (the compressor's second
 * pass would save no more and take twice as long): the code is otherwise left as the first pass
 * wrote it.
 */
export function minifyAgain(options: MinifyOptions): Plugin {
  return {
    name: 'reimagine:minify-again',
    apply: 'build',
    async generateBundle(_output, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const again = await minify(file.code, { ...options, compress: false });
        if (again.code) file.code = again.code;
      }
    },
  };
}
