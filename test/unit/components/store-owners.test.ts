import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenRules, measureStore } from '../../../scripts/measure/store-owners';
import { createPanelStore, SLICES } from '../../../components/panel/store/panel-store';
import { fakeBackground } from './fake-background';

/**
 * A store with owners (issue #27, item 4; docs/architecture.md): every slice declared one way
 * (`defineSlice`), its state under its own name, written only through its own `patch`, so no
 * field is written from two slices. `npx tsx scripts/measure/store-owners.ts` prints the same.
 */

const ROOT = join(__dirname, '../../..');

describe('the panel store’s owners', () => {
  const report = measureStore(ROOT);

  it('breaks no rule: every slice declared with defineSlice, no other file calls the store’s set, no augmentation', () => {
    expect(brokenRules(report)).toEqual([]);
    expect(report.slices.length).toBe(SLICES.length);
  });

  it('holds each slice’s state under its name, with the fields its file declares', () => {
    const state = createPanelStore(fakeBackground()).getState() as unknown as Record<string, unknown>;
    const data = Object.keys(state).filter((key) => typeof state[key] !== 'function');
    expect(data.sort()).toEqual(report.slices.map((slice) => slice.name).sort());
    for (const slice of report.slices) expect(Object.keys(state[slice.name] as object).sort(), slice.name).toEqual([...slice.fields].sort());
  });

  it('a slice writes its own state only: another slice’s field changes through that slice’s action', () => {
    const store = createPanelStore(fakeBackground());
    const before = store.getState();
    store.getState().showNotice({ code: 'server' });
    const after = store.getState();
    const changed = Object.keys(after).filter((key) => after[key as keyof typeof after] !== before[key as keyof typeof before]);
    expect(changed).toEqual(['notices']);
  });

  describe('the measure can fail', () => {
    const root = mkdtempSync(join(tmpdir(), 'store-owners-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    write('components/panel/store/panel-types.ts', 'export interface PanelData {\n  notes: NotesData;\n  other: OtherData;\n}\n');
    write('components/panel/store/notes-slice.ts', "export interface NotesData {\n  text: string;\n}\nexport const notesSlice = defineSlice({ name: 'notes' });\n");
    write('components/panel/store/other.ts', 'export interface OtherData {\n  value: number;\n}\n');
    write('components/panel/Widget.tsx', 'store.setState({ notes: { text: "" } });\n');
    write('components/panel/feature/feature-slice.ts', "declare module '../store/panel-data' {}\n");
    write('entrypoints/sidepanel/main.ts', '');

    it('names a slice without defineSlice, a file calling set, an augmentation', () => {
      expect(brokenRules(measureStore(root))).toEqual([
        'slice "other" is not declared with defineSlice',
        'components/panel/Widget.tsx calls the store\'s set (slices write through their own patch)',
        'components/panel/feature/feature-slice.ts augments the store\'s types (declare the slice in panel-types.ts)',
      ]);
    });
  });
});
