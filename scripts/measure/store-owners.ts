import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Measures the side panel store's ownership (issue #27, "A store with owners"): each slice's
 * state under its own name, one pattern for declaring a slice, and no field written from two
 * slices. A slice writes only through its own `patch` (components/panel/store/slice.ts), so the
 * last holds when nothing else calls the store's `set`: this counts the files that do.
 *
 *   npx tsx scripts/measure/store-owners.ts      (exits 1 when a rule is broken)
 */

export interface SliceReport {
  readonly name: string;
  /** The file that declares it with `defineSlice`, or null when none does. */
  readonly file: string | null;
  readonly fields: readonly string[];
}

export interface StoreReport {
  readonly slices: readonly SliceReport[];
  /** Files (besides slice.ts) that call the store's `set` or `setState`. */
  readonly setters: readonly string[];
  /** Files that add to the store's types by module augmentation (the old second pattern). */
  readonly augmentations: readonly string[];
  /** Fields declared in more than one slice's state, with the slices. */
  readonly sharedFields: readonly string[];
}

const PANEL = 'components/panel';
const TYPES = `${PANEL}/store/panel-types.ts`;
/** The one file that calls the store's `set`: each slice's `patch`. */
const CORE = `${PANEL}/store/slice.ts`;

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(root, path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The fields of `interface <name> { ... }` in any of `sources`. */
function interfaceFields(sources: ReadonlyMap<string, string>, name: string): string[] {
  for (const text of sources.values()) {
    const start = text.search(new RegExp(`export interface ${name} \\{`));
    if (start < 0) continue;
    const body = text.slice(text.indexOf('{', start) + 1, text.indexOf('\n}', start));
    return [...body.matchAll(/^ {2}(?:readonly )?(\w+)\??:/gm)].map((match) => match[1] ?? '');
  }
  return [];
}

/** Reads the store's sources under `root` and reports on its slices. */
export function measureStore(root: string): StoreReport {
  const files = [...sourceFiles(root, 'components'), ...sourceFiles(root, 'entrypoints')];
  const sources = new Map(files.map((path) => [path, readFileSync(join(root, path), 'utf8')]));
  const panelData = (sources.get(TYPES) ?? '').match(/export interface PanelData \{([\s\S]*?)\n\}/)?.[1] ?? '';
  const slices = [...panelData.matchAll(/^ {2}(\w+): (\w+);/gm)].map(([, name = '', type = '']) => {
    const file = [...sources].find(([, text]) => new RegExp(`defineSlice\\(\\{\\s*name: '${name}'`).test(text))?.[0] ?? null;
    return { name, file, fields: interfaceFields(sources, type) };
  });
  const setters = [...sources].filter(([path, text]) => path !== CORE && /\.setState\(|\bstore\.set\(/.test(text)).map(([path]) => path);
  const augmentations = [...sources].filter(([path, text]) => path.startsWith(PANEL) && /declare module '[^']*panel-(data|actions|types)'/.test(text)).map(([path]) => path);
  const owners = new Map<string, string[]>();
  for (const slice of slices) for (const field of slice.fields) owners.set(field, [...(owners.get(field) ?? []), slice.name]);
  // A field name two slices both declare is two fields (state.a.x, state.b.x): listed to be read, not an error.
  const sharedFields = [...owners].filter(([, names]) => names.length > 1).map(([field, names]) => `${field} (${names.join(', ')})`);
  return { slices, setters, augmentations, sharedFields };
}

/** The rules the report must satisfy; empty when all hold. */
export function brokenRules(report: StoreReport): string[] {
  return [
    ...report.slices.filter((slice) => slice.file === null).map((slice) => `slice "${slice.name}" is not declared with defineSlice`),
    ...report.slices.filter((slice) => slice.fields.length === 0).map((slice) => `slice "${slice.name}" declares no state`),
    ...report.setters.map((path) => `${path} calls the store's set (slices write through their own patch)`),
    ...report.augmentations.map((path) => `${path} augments the store's types (declare the slice in panel-types.ts)`),
  ];
}

function main(): void {
  const root = join(fileURLToPath(import.meta.url), '../../..');
  const report = measureStore(root);
  const width = Math.max(...report.slices.map((slice) => slice.name.length));
  for (const slice of report.slices) console.log(`${slice.name.padEnd(width)}  ${String(slice.fields.length).padStart(2)} fields  ${slice.file ? relative('.', slice.file) : 'NOT DECLARED'}`);
  console.log(`\n${report.slices.length} slices, ${report.slices.filter((slice) => slice.file).length} declared with defineSlice`);
  console.log(`files that call the store's set besides ${CORE}: ${report.setters.length}`);
  console.log(`augmentations of the store's types: ${report.augmentations.length}`);
  console.log(`fields written from two slices: ${report.setters.length === 0 ? 0 : 'unknown (see above)'}`);
  if (report.sharedFields.length > 0) console.log(`field names used by two slices (separate fields): ${report.sharedFields.join('; ')}`);
  const broken = brokenRules(report);
  for (const rule of broken) console.error(`broken: ${rule}`);
  process.exitCode = broken.length > 0 ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
