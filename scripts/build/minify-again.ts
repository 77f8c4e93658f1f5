import type { Plugin } from 'vite';
import { minify, type MinifyOptions } from 'terser';

/**
 * Terser once more over each content script the build wrote. Its mangler gives the most frequent
 * characters of the code it reads to the most used names; reading the minified code rather than
 * the source, it chooses names that gzip better, and its compressor finds a few more rewrites:
 * about 50 bytes gzipped a script, on the two scripts every listing page loads (docs/benchmarks.md,
 * bundle budgets). Same options as the first pass, so nothing it keeps apart is merged.
 */
export function minifyAgain(options: MinifyOptions): Plugin {
  return {
    name: 'reimagine:minify-again',
    apply: 'build',
    async generateBundle(_output, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const again = await minify(file.code, options);
        if (again.code) file.code = again.code;
      }
    },
  };
}
