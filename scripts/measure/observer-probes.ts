/*
 * Three probe extensions that only observe the page's images, for scripts/measure/build-ab.ts:
 * what an IntersectionObserver over every photo costs the bench's 2,000-card page with the
 * implicit root (`impl`), with the document as root (`doc`), and nothing observed (`none`; a
 * MutationObserver finds the images in all three). Writes them under `<dir>` (a temporary folder
 * by default) and prints the commands to compare them.
 *
 *   npx tsx scripts/measure/observer-probes.ts [dir]
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SYNTHETIC_URL } from '../bench/synthetic-page';

const VARIANTS = { impl: 'new IntersectionObserver(report, {})', doc: 'new IntersectionObserver(report, { root: document })', none: 'null' } as const;

const origin = `${new URL(SYNTHETIC_URL).origin}/*`;
const dir = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'observer-probes-'));
for (const [name, observer] of Object.entries(VARIANTS)) {
  const at = join(dir, name);
  mkdirSync(at, { recursive: true });
  // build-ab launches a side with the extension by waiting for its service worker.
  const manifest = { manifest_version: 3, name: `observer probe: ${name}`, version: '1.0', background: { service_worker: 'worker.js' }, host_permissions: [origin], content_scripts: [{ matches: [origin], js: ['probe.js'], run_at: 'document_idle' }] };
  writeFileSync(join(at, 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(at, 'worker.js'), '// a service worker, doing nothing\n');
  writeFileSync(
    join(at, 'probe.js'),
    `(() => {
  const report = (records) => { for (const r of records) if (r.isIntersecting) r.target.dataset.seen = '1'; };
  const io = ${observer};
  const add = (root) => { if (io) for (const img of root.querySelectorAll('img')) io.observe(img); };
  add(document);
  new MutationObserver((records) => { for (const r of records) for (const n of r.addedNodes) if (n.nodeType === 1) add(n); }).observe(document, { childList: true, subtree: true });
})();
`,
  );
}
console.log(`probes in ${dir}:`);
console.log(`  npx tsx scripts/measure/build-ab.ts ${join(dir, 'impl')} ${join(dir, 'doc')} --runs 6`);
console.log(`  npx tsx scripts/measure/build-ab.ts ${join(dir, 'none')} ${join(dir, 'doc')} --runs 6`);
