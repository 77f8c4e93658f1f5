import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { filesUnder, importedPaths } from './source-files';

/**
 * Two folders run in Node only and must never reach the extension's bundles: `emulator/` (the
 * API stand-in) and `demo-scenes/` (the 3-D scenes the demo photos are drawn from and the
 * emulator's renders read). The renderer lives in `demo-scenes/`, not in the emulator, so
 * `emulator/` is the API alone, and the scenes import nothing from it: the demo draws them
 * without the emulator (issue #27).
 */
const NODE_ONLY = ['emulator', 'demo-scenes'];
const EXTENSION = ['lib', 'components', 'entrypoints'];
const isTest = (file: string): boolean => /(^|\/)test\//.test(file) || /\.test\.tsx?$/.test(file);
const under = (target: string, folder: string): boolean => target === folder || target.startsWith(`${folder}/`);

describe('Node-only folders', () => {
  it('the extension imports nothing from emulator/ or demo-scenes/', () => {
    const offending = EXTENSION.flatMap((dir) => filesUnder(dir)).flatMap((file) =>
      importedPaths(file).filter((target) => NODE_ONLY.some((folder) => under(target, folder))).map((target) => `${file} -> ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('demo-scenes/ imports nothing from the emulator or the extension', () => {
    const files = filesUnder('demo-scenes').filter((file) => !isTest(file));
    expect(files.length).toBeGreaterThan(20);
    const offending = files.flatMap((file) =>
      importedPaths(file).filter((target) => !under(target, 'demo-scenes')).map((target) => `${file} -> ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('the renderer is in demo-scenes/, and emulator/ holds no camera, furniture models or textures', () => {
    for (const file of ['scene/camera.ts', 'scene/room.ts', 'furniture/model.ts', 'texture/surfaces.ts', 'color.ts']) expect(existsSync(`demo-scenes/${file}`), file).toBe(true);
    const renderer = filesUnder('emulator').filter((file) => /^emulator\/images\/(scene|furniture|texture)\//.test(file) || file === 'emulator/images/color.ts');
    expect(renderer).toEqual([]);
  });
});
