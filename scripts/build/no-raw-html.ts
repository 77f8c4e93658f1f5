import type { Plugin } from 'vite';

/**
 * React DOM writes `innerHTML` in one place only: the `dangerouslySetInnerHTML` prop, on plain
 * and on custom elements. Reimagine never uses it (ESLint forbids it, eslint.config.js), so the
 * production build replaces both writes with a thrown error: no prop, whatever a message or a
 * stored record carries, can write raw HTML into one of the extension's pages, and the Firefox
 * package has no unsanitized assignment for AMO's linter to report. The build fails if React's
 * code no longer has exactly these two writes (an upgrade changed it: look again).
 */

const REACT_DOM = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const WRITE = /\(domElement\.innerHTML = key\)/g;
const EXPECTED_WRITES = 2;
const REFUSAL = '(() => { throw Error("Reimagine renders no raw HTML (dangerouslySetInnerHTML)"); })()';

export function noRawHtml(): Plugin {
  return {
    name: 'reimagine:no-raw-html',
    transform(code, id) {
      if (!REACT_DOM.test(id)) return null;
      const writes = code.match(WRITE)?.length ?? 0;
      if (writes !== EXPECTED_WRITES) this.error(`react-dom has ${writes} innerHTML writes where ${EXPECTED_WRITES} were removed: check scripts/build/no-raw-html.ts against this React version`);
      return { code: code.replace(WRITE, REFUSAL), map: null };
    },
  };
}
