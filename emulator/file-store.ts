/**
 * Image files on disk: every image the emulator hosts (uploads, renders, staging inputs) is a
 * JPEG at `<dataDir>/files/<id>.jpg`, served at `/files/<id>.jpg`.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { newId } from './ids';

/** File ids are generated here; anything else is refused so a URL can never reach outside the folder. */
const FILE_ID = /^img_[0-9a-f]{16}$/;

/** Storage for hosted images. */
export interface FileStore {
  /** Writes a JPEG and returns its new id. */
  save(jpeg: Buffer): Promise<string>;
  /** The bytes of a stored file, or undefined for an unknown or malformed id. */
  read(id: string): Promise<Buffer | undefined>;
  /** Deletes one file; unknown ids are ignored. */
  remove(id: string): Promise<void>;
  /** Deletes every file this store wrote (reset), leaving anything else in the folder alone. */
  removeAll(): Promise<void>;
}

/** True when `id` is shaped like an id this store hands out. */
export function isFileId(id: string): boolean {
  return FILE_ID.test(id);
}

/** Creates the store in `<dataDir>/files`, making the folder if needed. */
export async function createFileStore(dataDir: string): Promise<FileStore> {
  const folder = join(dataDir, 'files');
  await mkdir(folder, { recursive: true });
  const written = new Set<string>();
  const pathOf = (id: string): string => join(folder, `${id}.jpg`);

  return {
    async save(jpeg) {
      const id = newId('img');
      await writeFile(pathOf(id), jpeg);
      written.add(id);
      return id;
    },
    async read(id) {
      if (!isFileId(id)) return undefined;
      try {
        return await readFile(pathOf(id));
      } catch {
        return undefined;
      }
    },
    async remove(id) {
      if (!isFileId(id)) return;
      written.delete(id);
      await rm(pathOf(id), { force: true });
    },
    async removeAll() {
      const ids = [...written];
      written.clear();
      await Promise.all(ids.map((id) => rm(pathOf(id), { force: true })));
    },
  };
}
