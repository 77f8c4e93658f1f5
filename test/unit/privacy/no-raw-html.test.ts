import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { noRawHtml } from '../../../scripts/build/no-raw-html';

/** The build's removal of React DOM's innerHTML writes (scripts/build/no-raw-html.ts). */
const REACT_DOM = join(__dirname, '../../../node_modules/react-dom/cjs/react-dom-client.production.js');

type Transform = (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null;
const transform = noRawHtml().transform as unknown as Transform;
const context = { error: (message: string): never => { throw new Error(message); } };

describe('no raw HTML in the extension pages', () => {
  it('replaces both of React DOM’s innerHTML writes with a refusal', () => {
    const result = transform.call(context, readFileSync(REACT_DOM, 'utf8'), REACT_DOM);
    expect(result?.code).not.toMatch(/\.innerHTML = key/);
    expect(result?.code.match(/Reimagine renders no raw HTML/g)).toHaveLength(2);
  });

  it('fails the build when React’s code no longer has exactly those writes', () => {
    expect(() => transform.call(context, 'domElement.textContent = key;', REACT_DOM)).toThrow(/0 innerHTML writes/);
  });

  it('leaves every other module alone', () => {
    expect(transform.call(context, '(domElement.innerHTML = key)', '/x/node_modules/other/index.js')).toBeNull();
  });
});
