import { describe, expect, it, vi } from 'vitest';
import { createPanelStore } from '../../../components/panel/store/panel-store';
import { PANEL_STATE_KEY } from '../../../components/panel/store/persistence';
import { fakeBackground, PHOTO } from './fake-background';

/**
 * The stored panel state keeps its format now that the goals' forms are derived from the
 * operations' declarations: a state written by the version before (each goal's form spelled out
 * by hand in store/forms.ts) restores to exactly the inputs it held, for the photo on screen and
 * every other photo, and is written back in the same shape.
 */

const OAK = {
  material_id: 'OAK-1',
  material_name: 'White oak',
  color_id: '',
  color_name: 'Natural',
  image_url: 'https://cdn.example.com/oak-1.jpg',
  installation_location: 'FLOORS',
  metadata: {},
};

/** A panel state as the version before wrote it: every goal's form away from its defaults. */
const BEFORE = {
  tool: 'styleTransfer',
  forms: {
    renovate: { styleId: 'japandi', group: 'exterior', spectrum: 'tweak', guidance: 'oak floors throughout', materials: [OAK], cabinetsOnly: true },
    styleTransfer: { kind: 'url', listingPhoto: 'https://photos.example.com/2.jpg', url: 'https://example.com/mood.jpg', file: { dataUrl: 'data:image/png;base64,iVBORw0KGgo=', name: 'mood.png' } },
    upscale: { creativity: 0.25 },
    stage: { roomType: 'bedroom', style: 'coastal' },
  },
  formsByPhoto: {
    'https://photos.example.com/other.jpg': {
      renovate: { styleId: null, group: 'interior', spectrum: 'transform', guidance: '', materials: [], cabinetsOnly: false },
      styleTransfer: { kind: 'file', listingPhoto: null, url: '', file: null },
      upscale: { creativity: 0.9 },
      stage: { roomType: 'kitchen', style: '' },
    },
  },
  photo: PHOTO,
};

async function restoredFrom(stored: unknown) {
  const background = fakeBackground();
  background.storage.set(PANEL_STATE_KEY, stored);
  const store = createPanelStore(background);
  await store.getState().restore();
  return { store };
}

describe('the stored panel state of the version before', () => {
  it('restores every goal’s inputs as they were, for every photo', async () => {
    const { store } = await restoredFrom(structuredClone(BEFORE));
    const { forms } = store.getState();
    expect(forms.tool).toBe('styleTransfer');
    expect(forms.current).toEqual(BEFORE.forms);
    expect(forms.byPhoto).toEqual(BEFORE.formsByPhoto);
  });

  it('keeps each part that still reads when another does not (an older goal, a bad field)', async () => {
    const stored = structuredClone(BEFORE) as Record<string, unknown>;
    stored.tool = 'cabinets';
    stored.forms = { ...BEFORE.forms, cabinets: { styleId: 'x' }, upscale: { creativity: 'lots' }, stage: { roomType: 7, style: 'coastal' } };
    const { store } = await restoredFrom(stored);
    const { forms } = store.getState();
    expect(forms.tool).toBe('renovate');
    expect(forms.current).toEqual({ ...BEFORE.forms, upscale: { creativity: 0.5 }, stage: { roomType: '', style: 'coastal' } });
  });

  it('writes it back in the same shape', async () => {
    const background = fakeBackground();
    background.storage.set(PANEL_STATE_KEY, structuredClone(BEFORE));
    const store = createPanelStore(background);
    const stop = store.getState().init();
    await vi.waitFor(() => expect(store.getState().forms.current.upscale.creativity).toBe(0.25));
    store.getState().updateForm('upscale', { creativity: 0.3 });
    await vi.waitFor(() => expect((background.storage.get(PANEL_STATE_KEY) as typeof BEFORE).forms.upscale.creativity).toBe(0.3));
    const written = background.storage.get(PANEL_STATE_KEY) as typeof BEFORE;
    expect(written.tool).toBe('styleTransfer');
    expect(written.forms).toEqual({ ...BEFORE.forms, upscale: { creativity: 0.3 } });
    expect(written.formsByPhoto).toEqual(BEFORE.formsByPhoto);
    stop();
  });
});
