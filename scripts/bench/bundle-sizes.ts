import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Row } from './rows';

/** The listing reader as built (entrypoints/background/listing.ts runs it; importing that file would load the browser API). */
const READER = 'listing-reader.js';

/** The parts of the manifest that name what each entrypoint loads. */
interface Manifest {
  readonly background?: { readonly service_worker?: string };
  readonly side_panel?: { readonly default_path?: string };
  readonly content_scripts?: readonly { readonly js?: readonly string[]; readonly css?: readonly string[] }[];
}

/** Static imports of an ES module chunk (`import"./x.js"`, `from"./x.js"`); dynamic imports load later and are left out. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["']([^"']+\.js)["']/g)].map((m) => m[1] ?? '').filter(Boolean);
}

/** Every file a module loads before it runs: itself and its static imports, transitively (paths from the build's root). */
function moduleClosure(buildDir: string, entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const file = path.join(buildDir, entry);
  if (!existsSync(file)) throw new Error(`bench: ${entry} is named but not in the build`);
  for (const spec of staticImports(readFileSync(file, 'utf8'))) {
    const target = spec.startsWith('/') ? spec.slice(1) : path.posix.join(path.posix.dirname(entry), spec);
    moduleClosure(buildDir, target, seen);
  }
  return seen;
}

/** The scripts, preloads and stylesheets an HTML page names, and what those scripts import. */
function pageFiles(buildDir: string, html: string): Set<string> {
  const text = readFileSync(path.join(buildDir, html), 'utf8');
  const files = new Set<string>();
  for (const m of text.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"[^>]*>/g)) {
    const ref = (m[1] ?? '').replace(/^\//, '');
    if (/\.js$/.test(ref)) moduleClosure(buildDir, ref, files);
    else if (/\.css$/.test(ref)) files.add(ref);
  }
  return files;
}

function gzipKb(buildDir: string, files: Iterable<string>): { kb: number; files: Record<string, number> } {
  const each: Record<string, number> = {};
  let total = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(path.join(buildDir, file)), { level: 9 }).length;
    each[file] = Math.round((size / 1024) * 10) / 10;
    total += size;
  }
  return { kb: total / 1024, files: each };
}

/**
 * Every content script with what it loads: those the manifest declares (the catalog's listing
 * script) and those registered at run time from content-scripts/ (the generic detector, on sites
 * the user enabled).
 */
function contentScripts(buildDir: string, manifest: Manifest): [string, Set<string>][] {
  const out: [string, Set<string>][] = [];
  const declared = new Set<string>();
  // Entries that end in the same script (the built-in sites': each site's rules, then listing.js)
  // are one row, the page that loads the most: its site's rules are what differ.
  const heaviest = new Map<string, { rules: string[]; files: Set<string>; size: number; sites: number }>();
  for (const script of manifest.content_scripts ?? []) {
    const js = [...(script.js ?? [])];
    const files = new Set<string>();
    for (const file of js) moduleClosure(buildDir, file, files);
    for (const css of script.css ?? []) files.add(css);
    for (const file of js) declared.add(file);
    const last = js.at(-1) ?? '';
    const size = gzipKb(buildDir, files).kb;
    const seen = heaviest.get(last);
    if (!seen || size > seen.size) heaviest.set(last, { rules: js.slice(0, -1), files, size, sites: (seen?.sites ?? 0) + 1 });
    else seen.sites += 1;
  }
  for (const [last, { rules, files, sites }] of heaviest) {
    const before = rules.map((f) => path.basename(f)).join(' + ');
    const name = sites > 1 ? `${path.basename(last)} + the largest of ${sites} sites' rules (${before})` : [...rules, last].map((f) => path.basename(f)).join(' + ');
    out.push([`content script ${name} (manifest)`, files]);
  }
  const dir = path.join(buildDir, 'content-scripts');
  const others = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.js') && !declared.has(`content-scripts/${f}`)) : [];
  for (const file of others) out.push([`content script ${file} (registered at run time)`, moduleClosure(buildDir, `content-scripts/${file}`)]);
  return out;
}

/** Gzipped size of what each entrypoint loads: each content script, the background worker, the side panel (JS and CSS). */
export function bundleRows(buildDir: string): Row[] {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'manifest.json'), 'utf8')) as Manifest;
  const worker = manifest.background?.service_worker;
  const panel = manifest.side_panel?.default_path;
  if (!worker || !panel) throw new Error('bench: the manifest names no background worker or side panel');
  const parts: [string, Set<string>, number][] = [
    ...contentScripts(buildDir, manifest).map(([name, files]): [string, Set<string>, number] => [name, files, 15]),
    ['background worker', moduleClosure(buildDir, worker), 60],
    ['side panel (JS + CSS)', pageFiles(buildDir, panel), 250],
  ];
  // The listing reader (entrypoints/listing-reader, built as listing-reader.js) is no content
  // script: the background runs it in the clicked frame only after a click, so it has no budget
  // and is shown for what a click loads.
  if (existsSync(path.join(buildDir, READER))) parts.push(['listing reader (run in the page on a click)', moduleClosure(buildDir, READER), Number.NaN]);
  return parts.map(([name, files, budget]) => {
    const size = gzipKb(buildDir, files);
    const largest = Object.entries(size.files).sort((a, b) => b[1] - a[1]);
    const detail = largest.slice(0, 3).map(([f, kb]) => `${path.basename(f)} ${kb}`).join(', ') + (largest.length > 3 ? `, ${largest.length - 3} more` : '');
    return { section: 'bundle, gzipped', name, value: size.kb, unit: 'KB', ...(Number.isNaN(budget) ? {} : { budget }), detail, data: { files: size.files } };
  });
}
