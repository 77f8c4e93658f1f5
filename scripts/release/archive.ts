import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { unzipSync } from 'fflate';

/**
 * What a release compares: the files of a zip, and of a built folder, as path → bytes, and the
 * differences between two such sets (missing, extra, or different bytes).
 */

export type FileSet = Map<string, Uint8Array>;

/** Every file of a zip (folders left out). */
export function zipFiles(zipPath: string): FileSet {
  const entries = unzipSync(new Uint8Array(readFileSync(zipPath)));
  return new Map(Object.entries(entries).filter(([name]) => !name.endsWith('/')));
}

/** Every file under `dir`, by its path relative to `dir` with forward slashes. */
export async function folderFiles(dir: string): Promise<FileSet> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile());
  const pairs = await Promise.all(files.map(async (entry) => {
    const path = join(entry.parentPath, entry.name);
    return [relative(dir, path).replaceAll('\\', '/'), new Uint8Array(await readFile(path))] as const;
  }));
  return new Map(pairs);
}

/** Writes a zip's files under `dir` (which should be empty). */
export async function unpack(zipPath: string, dir: string): Promise<void> {
  for (const [name, bytes] of zipFiles(zipPath)) {
    const target = join(dir, name);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, bytes);
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** One line per difference between the expected files and the actual ones; none when identical. */
export function differences(expected: FileSet, actual: FileSet): string[] {
  const lines: string[] = [];
  for (const [name, bytes] of expected) {
    const other = actual.get(name);
    if (other === undefined) lines.push(`missing: ${name}`);
    else if (!sameBytes(bytes, other)) lines.push(`different: ${name} (${bytes.length} bytes in the zip, ${other.length} rebuilt)`);
  }
  for (const name of actual.keys()) if (!expected.has(name)) lines.push(`extra: ${name}`);
  return lines.sort();
}
