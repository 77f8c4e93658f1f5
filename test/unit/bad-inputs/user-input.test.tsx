// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import '../components/setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MaterialsSection } from '../../../components/options/MaterialsSection';
import { ActionBar } from '../../../components/panel/ActionBar';
import { defaultForms, type Forms } from '../../../components/panel/store/forms';
import { PANEL_STATE_KEY } from '../../../components/panel/store/persistence';
import type { PanelStore } from '../../../components/panel/store/panel-store';
import { GUIDANCE, MAX_URL_LENGTH } from '../../../lib/api/limits';
import type { FetchedPhoto } from '../../../lib/acquisition/acquisition';
import type { Product } from '../../../lib/materials/product';
import { MATERIALS_KEY } from '../../../lib/storage/ui-store';
import type { ErrorCode } from '../../../lib/errors';
import { explainError } from '../../../lib/error-text';
import { resultFileName } from '../../../lib/format/filename';
import { runOperation, summarizeParams } from '../../../lib/operations';
import type { JobRequest } from '../../../lib/queue/types';
import { fakeApi, freshDb, jpegBytes, pngBytes } from '../queue/fakes';
import { fakeBackground, PHOTO, STYLES, type FakeBackground } from '../components/fake-background';
import { renderInPanel } from '../components/render';
import { GoalForm } from '../../../components/panel/GoalForm';

/**
 * Bad inputs, layer 3: what a person types, pastes, picks or imports in the side panel (and in
 * the options page's Product catalog, which the panel's materials come from). Each row goes
 * through the real component (Testing Library, jsdom) over the panel's real store and the stored
 * catalog; what a form sends goes through the real client and protocol checks of the fake
 * background.
 *
 * Expected: refused with the sentence the panel shows (a field error, an alert, the reason under
 * a disabled button), or accepted with what is sent (verbatim, trimmed, clamped). Nothing lost:
 * every other part of every form, and the product catalog (the panel's and the stored one), are
 * exactly as they were; a refused input sends nothing.
 */

const OAK: Product = { material_id: 'OAK-1', material_name: 'Natural oak', color_id: '', color_name: '', image_url: 'https://cdn.example.com/oak.jpg', installation_location: 'FLOORS', metadata: {} };
const TILE: Product = { ...OAK, material_id: 'TILE-1', material_name: 'Zellige', image_url: 'https://cdn.example.com/z.jpg', installation_location: 'BACKSPLASH' };
const product = (i: number): Product => ({ ...OAK, material_id: `SKU-${i}`, material_name: `Oak ${i}`, image_url: `https://cdn.example.com/${i}.jpg` });
const HEADER = 'material_id,material_name,color_id,color_name,image_url,installation_location';

/** Every form filled in, so a row that loses anything shows. */
function prepared(): Forms {
  const forms = defaultForms();
  return {
    renovate: { ...forms.renovate, styleId: 'st-scandi', guidance: 'white oak floors', materials: [OAK] },
    styleTransfer: { ...forms.styleTransfer, kind: 'listing', listingPhoto: PHOTO.listing.photoUrls[1] ?? null, url: 'https://pinterest.example/p/1.jpg' },
    upscale: { creativity: 0.3 },
    stage: { roomType: 'bedroom', style: 'coastal' },
  };
}

/** What a row did: the text the panel shows for it, and the job request it sent (if any). */
interface Observed {
  readonly shown: string;
  readonly sent: JobRequest | undefined;
}

interface Harness {
  /** Store paths the row may change (the field it types into); everything else must stay. */
  readonly touches: readonly string[];
  run(input: string | File | number, store: PanelStore, user: UserEvent, sent: () => JobRequest | undefined, background: FakeBackground): Promise<Observed>;
  /** The component, and the panel state, the row starts from. */
  readonly ui: () => React.ReactElement;
  /** The goal on screen (its button is in the action bar); Renovate when not given. */
  readonly tool?: 'renovate' | 'styleTransfer' | 'upscale';
  readonly state?: (input: string | File | number) => { forms?: Forms; products?: Product[] };
}

/** The text of the alerts and of every field's hint and error, in document order. */
function shownText(): string {
  const nodes = document.querySelectorAll('[role="alert"], .field__hint, .field__error, output');
  return [...nodes].map((node) => node.textContent ?? '').join(' | ');
}

async function submitIfEnabled(user: UserEvent, name: string, sent: () => JobRequest | undefined): Promise<JobRequest | undefined> {
  const button = screen.getByRole('button', { name });
  if ((button as HTMLButtonElement).disabled) return undefined;
  await user.click(button);
  await waitFor(() => expect(sent()).toBeDefined());
  return sent();
}

const HARNESSES = {
  /** Guidance pasted into Renovate, with a style picked or not (the input starts with "style:" when picked). */
  guidance: {
    touches: ['forms.renovate.guidance', 'forms.renovate.styleId'],
    ui: () => (
      <>
        <GoalForm goal="renovate" />
        <ActionBar />
      </>
    ),
    state: () => ({ forms: { ...prepared(), renovate: { ...prepared().renovate, styleId: null, guidance: '' } } }),
    async run(input, _store, user, sent) {
      const text = String(input);
      if (text.startsWith('style:')) await user.click(within(screen.getByRole('radiogroup', { name: 'Style' })).getByRole('radio', { name: 'Scandinavian' }));
      const field = screen.getByRole('textbox', { name: 'Guidance' });
      await user.click(field);
      await user.paste(text.replace(/^style:/, ''));
      const shown = `${shownText()} | ${(field as HTMLTextAreaElement).value.length} characters`;
      return { shown, sent: await submitIfEnabled(user, 'Renovate', sent) };
    },
  },
  /** A style image URL typed into Style transfer. */
  styleUrl: {
    touches: ['forms.styleTransfer.kind', 'forms.styleTransfer.url'],
    tool: 'styleTransfer',
    ui: () => (
      <>
        <GoalForm goal="styleTransfer" />
        <ActionBar />
      </>
    ),
    async run(input, _store, user, sent) {
      await user.click(screen.getByRole('radio', { name: 'URL' }));
      const field = screen.getByRole('textbox', { name: 'Style image URL' });
      await user.clear(field);
      await user.click(field);
      await user.paste(String(input));
      return { shown: shownText(), sent: await submitIfEnabled(user, 'Match style', sent) };
    },
  },
  /** A creativity found in the stored panel state (IndexedDB keeps NaN and Infinity), restored and sent. */
  creativity: {
    touches: ['forms.upscale.creativity'],
    tool: 'upscale',
    ui: () => (
      <>
        <GoalForm goal="upscale" />
        <ActionBar />
      </>
    ),
    async run(input, store, user, sent, background) {
      background.storage.set(PANEL_STATE_KEY, { tool: 'upscale', photo: PHOTO, forms: { ...prepared(), upscale: { creativity: input } } });
      await store.getState().restore();
      await waitFor(() => expect(store.getState().lifecycle.restored).toBe(true));
      return { shown: shownText(), sent: await submitIfEnabled(user, 'Upscale', sent) };
    },
  },
  /**
   * One more catalog product ticked in Renovate's materials when the render holds 10 (the input):
   * a tweaked older render, floors and walls, and the 11th product for the ceiling, a location
   * of its own (a second floor would replace one, not add an 11th).
   */
  materialsPick: {
    touches: [],
    ui: () => <GoalForm goal="renovate" />,
    state: (input) => {
      const forms = prepared();
      const chosen = Array.from({ length: Number(input) }, (_, i): Product => ({ ...product(i), installation_location: i % 2 === 0 ? 'FLOORS' : 'WALLS' }));
      const ceiling: Product = { ...product(Number(input)), installation_location: 'CEILING' };
      return { forms: { ...forms, renovate: { ...forms.renovate, materials: chosen } }, products: [...chosen, ceiling] };
    },
    async run(input, _store, user) {
      const next = screen.getByRole('checkbox', { name: `Ceiling: Oak ${Number(input)}` });
      await user.click(next);
      return { shown: `${shownText()} | ${next.closest('label')?.getAttribute('title') ?? ''}`, sent: undefined };
    },
  },
  /** A new product, on the options page's Product catalog, whose texture URL is the input. */
  newMaterial: {
    touches: [],
    ui: () => <MaterialsSection />,
    async run(input, _store, user) {
      const form = await screen.findByRole('form', { name: 'New product' });
      await user.type(within(form).getByLabelText(/SKU/), 'NEW-1');
      await user.type(within(form).getByLabelText(/Product name/), 'Terrazzo');
      await user.click(within(form).getByLabelText(/Texture image URL/));
      await user.paste(String(input));
      await user.click(within(form).getByRole('button', { name: 'Add product' }));
      await screen.findByText(/Fix the highlighted field/);
      return { shown: shownText(), sent: undefined };
    },
  },
  /** A catalog file picked in "Import catalog…" on the options page's Product catalog. */
  materialsImport: {
    touches: [],
    ui: () => <MaterialsSection />,
    async run(input, _store, user) {
      await user.upload(await screen.findByLabelText('Import catalog (JSON or CSV)'), input as File);
      await screen.findByText('Nothing was imported: the catalog is unchanged.');
      return { shown: shownText(), sent: undefined };
    },
  },
  /** A style image file picked in Style transfer. */
  styleFile: {
    touches: ['forms.styleTransfer.kind', 'forms.styleTransfer.file'],
    tool: 'styleTransfer',
    ui: () => (
      <>
        <GoalForm goal="styleTransfer" />
        <ActionBar />
      </>
    ),
    async run(input, _store, user, sent) {
      await user.click(screen.getByRole('radio', { name: 'File' }));
      await user.upload(screen.getByLabelText('Style image file'), input as File);
      await screen.findByRole('alert');
      return { shown: shownText(), sent: await submitIfEnabled(user, 'Match style', sent) };
    },
  },
} satisfies Record<string, Harness>;

interface InputRow {
  readonly label: string;
  readonly through: keyof typeof HARNESSES;
  readonly input: string | File | number;
  /** The code whose sentence the panel shows, if the refusal is one of the error vocabulary. */
  readonly code?: ErrorCode;
  /** What the panel shows for it. */
  readonly shown: RegExp;
  /** Accepted: what was sent (checked), or refused: nothing sent (`undefined`). */
  readonly sent?: (request: JobRequest) => void | Promise<void>;
}

const ARABIC = '  أرضيات من خشب البلوط الأبيض وإضاءة دافئة  ';
/** 56 characters, then emoji: the summary's cut at 59 falls inside 🪴's surrogate pair. */
const HEBREW_EMOJI = `${'מטבח לבן עם משטחי שיש '.repeat(2)}${'שיש '.repeat(3)}🛁🪴✨ ואריחי זליג׳`;
const BROKEN_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONG_URL = `https://images.example.com/inspiration/${'a'.repeat(3000 - 'https://images.example.com/inspiration/'.length - 4)}.jpg`;

/** The summary and file name of a sent request are well-formed text. */
function summaryAndFile(request: JobRequest, guidance: string): void {
  const summary = summarizeParams(request.operation, request.params);
  expect(summary).not.toMatch(BROKEN_SURROGATE);
  expect(summary).toContain(guidance.slice(0, 20));
  expect(resultFileName(request.operation, Date.UTC(2025, 2, 14, 9, 26, 53))).toMatch(/^reimagine-renovate-\d{8}-\d{6}\.jpg$/);
}

/** A styleTransfer request run against a recording API: a URL past MAX_URL_LENGTH goes as bytes. */
async function sentAsBytes(request: JobRequest): Promise<void> {
  const api = fakeApi();
  const photo: FetchedPhoto = { url: PHOTO.url, bytes: jpegBytes(1600, 1200), type: 'image/jpeg', size: { width: 1600, height: 1200 }, hash: 'a'.repeat(64), publicUrl: true };
  const fetched: string[] = [];
  const fetchStyleImage = async (url: string): Promise<FetchedPhoto> => {
    fetched.push(url);
    return { ...photo, url, bytes: pngBytes(800, 600), type: 'image/png', size: { width: 800, height: 600 }, publicUrl: false };
  };
  const ctx = { api, apiBase: 'https://api.example.com/public/v1', db: await freshDb(), clock: Date.now, resizer: undefined, signal: new AbortController().signal, fetchStyleImage };
  await runOperation(ctx, photo, request);
  const [call] = api.callsTo('POST /style_transfer');
  expect(call?.input).not.toHaveProperty('style_image_url');
  expect((call?.input as { style_image?: unknown }).style_image).toBeInstanceOf(Blob);
  expect(fetched).toEqual([LONG_URL]);
}

const file = (parts: BlobPart[], name: string, type: string) => new File(parts, name, { type });
const csv = (...lines: string[]) => file([lines.join('\n')], 'products.csv', 'text/csv');

const ROWS: readonly InputRow[] = [
  {
    label: '10,000 characters pasted into Guidance (the field keeps its 2,000 and says so)',
    through: 'guidance',
    input: `style:${'Warm oak, brass fixtures. '.repeat(400)}`,
    shown: new RegExp(`only the first ${GUIDANCE.maxLength.toLocaleString('en')} were kept\\..*\\| ${GUIDANCE.maxLength} characters$`),
    sent: (request) => expect((request.params as { guidance?: string }).guidance).toHaveLength(GUIDANCE.maxLength),
  },
  {
    label: 'guidance in Arabic (RTL), with spaces around it',
    through: 'guidance',
    input: ARABIC,
    shown: /Uses 1 renovation credit/,
    sent: (request) => {
      expect((request.params as { guidance?: string }).guidance).toBe(ARABIC.trim());
      summaryAndFile(request, ARABIC.trim());
    },
  },
  {
    label: 'guidance in Hebrew with emoji where the summary cuts it',
    through: 'guidance',
    input: HEBREW_EMOJI,
    shown: /Uses 1 renovation credit/,
    sent: (request) => {
      expect((request.params as { guidance?: string }).guidance).toBe(HEBREW_EMOJI);
      summaryAndFile(request, HEBREW_EMOJI);
    },
  },
  {
    label: 'emoji-only guidance (short: the accuracy hint shows, still sendable)',
    through: 'guidance',
    input: '🛁🪴✨',
    shown: /Guidance of at least 9 characters gives accurate results/,
    sent: (request) => expect(request.params).toMatchObject({ guidance: '🛁🪴✨' }),
  },
  { label: 'whitespace-only guidance and no style', through: 'guidance', input: ' \n\t  ', shown: /Pick a style or write guidance to renovate\./ },
  { label: 'guidance of only invisible marks (RLM, zero-width space) and no style', through: 'guidance', input: '\u200F\u200B\u200F\u200B', shown: /Pick a style or write guidance to renovate\./ },
  { label: 'a style URL with ftp://', through: 'styleUrl', input: 'ftp://images.example.com/look.jpg', shown: /Enter a full address starting with https:\/\// },
  { label: 'a style URL with javascript:', through: 'styleUrl', input: 'javascript:alert(document.domain)', shown: /Enter a full address starting with https:\/\// },
  { label: 'a style URL that is a file path', through: 'styleUrl', input: 'C:\\Users\\me\\Pictures\\look.jpg', shown: /Enter a full address starting with https:\/\// },
  {
    label: `a 3,000-character style URL (past MAX_URL_LENGTH: sent as bytes, never as the URL)`,
    through: 'styleUrl',
    input: LONG_URL,
    shown: /Uses 1 renovation credit/,
    sent: async (request) => {
      expect(LONG_URL.length).toBeGreaterThan(MAX_URL_LENGTH);
      expect(request.params).toEqual({ style: { kind: 'url', url: LONG_URL } });
      await sentAsBytes(request);
    },
  },
  { label: 'creativity NaN', through: 'creativity', input: Number.NaN, shown: /0\.50/, sent: (request) => expect(request.params).toEqual({ creativity: 0.5 }) },
  { label: 'creativity Infinity', through: 'creativity', input: Number.POSITIVE_INFINITY, shown: /0\.50/, sent: (request) => expect(request.params).toEqual({ creativity: 0.5 }) },
  { label: 'creativity -1', through: 'creativity', input: -1, shown: /0\.00/, sent: (request) => expect(request.params).toEqual({ creativity: 0 }) },
  { label: 'creativity 2', through: 'creativity', input: 2, shown: /1\.00/, sent: (request) => expect(request.params).toEqual({ creativity: 1 }) },
  { label: 'creativity 0.333 (off the slider’s step)', through: 'creativity', input: 0.333, shown: /0\.35/, sent: (request) => expect(request.params).toEqual({ creativity: 0.35 }) },
  { label: 'an 11th material in a render', through: 'materialsPick', input: 10, shown: /At most 10 materials per render\. Remove one to add another\./ },
  { label: 'a material whose texture URL is ftp://', through: 'newMaterial', input: 'ftp://cdn.example.com/terrazzo.jpg', shown: /Texture image URL must be a full http\(s\) address, not “ftp:\/\/cdn\.example\.com\/terrazzo\.jpg”/ },
  { label: 'a material whose texture URL is javascript:', through: 'newMaterial', input: 'javascript:alert(1)', shown: /Texture image URL must be a full http\(s\) address, not “javascript:alert\(1\)”/ },
  { label: 'a material whose texture URL is relative', through: 'newMaterial', input: 'textures/terrazzo.jpg', shown: /must be a full http\(s\) address/ },
  {
    label: 'a catalog CSV with bad rows among good ones',
    through: 'materialsImport',
    input: csv(HEADER, 'TILE-2,Zellige,,,https://cdn.example.com/z2.jpg,BACKSPLASH', 'TILE-3,Broken,,,ftp://nope,ROOF', ',No SKU,,,https://cdn.example.com/x.jpg,FLOORS'),
    shown: /Nothing was imported.*Row 3, image_url: .*full http\(s\) address.*Row 3, installation_location: .*“ROOF”.*Row 4, material_id: SKU \(material_id\) is required/s,
  },
  {
    label: 'a catalog CSV with an empty line before the bad row (rows counted as a spreadsheet shows them)',
    through: 'materialsImport',
    input: csv(HEADER, 'TILE-2,Zellige,,,https://cdn.example.com/z2.jpg,BACKSPLASH', '', 'TILE-3,Broken,,,not a url,FLOORS'),
    shown: /Row 4, image_url: /,
  },
  {
    label: 'a catalog CSV with a line break inside a quoted cell before the bad row',
    through: 'materialsImport',
    input: csv(HEADER, 'TILE-2,"Zellige,\nsea green",,,https://cdn.example.com/z2.jpg,BACKSPLASH', 'TILE-3,Broken,,,not a url,FLOORS'),
    shown: /Row 3, image_url: /,
  },
  { label: 'a catalog CSV with a quote never closed', through: 'materialsImport', input: csv(HEADER, 'TILE-2,"Zellige,,,https://cdn.example.com/z2.jpg,BACKSPLASH'), shown: /Row 2: a quoted field is never closed\./ },
  {
    label: 'a catalog JSON whose second product has metadata as text',
    through: 'materialsImport',
    input: file([JSON.stringify([TILE, { ...TILE, material_id: 'TILE-2', metadata: 'matte' }])], 'products.json', 'application/json'),
    shown: /Product 2, metadata: Must be an object of name\/value pairs, not a string\./,
  },
  { label: 'a JSON file that is another program’s', through: 'materialsImport', input: file([JSON.stringify({ format: 'figma-export', products: [] })], 'export.json', 'application/json'), shown: /This is a “figma-export” file, not a Reimagine catalog\./ },
  { label: 'a catalog file over 5 MB', through: 'materialsImport', input: file([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.csv', 'text/csv'), shown: /The file is larger than 5 MB: that is not a product catalog\./ },
  { label: 'a photo picked as a catalog', through: 'materialsImport', input: file([new Uint8Array(jpegBytes(800, 600))], 'kitchen.csv', 'text/csv'), shown: /The file is not a CSV or JSON text file/ },
  { label: 'a style file that is text named .jpg', through: 'styleFile', input: file(['just text, named like a photo'], 'look.jpg', 'image/jpeg'), code: 'not_an_image', shown: /That file is not an image Reimagine can use\. Pick a JPEG, PNG or WebP photo\./ },
  { label: 'a style file that is an SVG', through: 'styleFile', input: file(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'look.svg', 'image/svg+xml'), code: 'not_an_image', shown: /not an image Reimagine can use/ },
  { label: 'a style file over 15 MB', through: 'styleFile', input: file([new Uint8Array(15 * 1024 * 1024 + 1)], 'raw.jpg', 'image/jpeg'), shown: /That file is larger than 15 MB\. Pick a smaller image\./ },
];

/** The store without the paths a row may change (each path's value replaced by a marker). */
function untouched(store: PanelStore, touches: readonly string[]): unknown {
  const copy = structuredClone({ forms: store.getState().forms.current, products: store.getState().materials.products }) as Record<string, unknown>;
  for (const path of touches) {
    const keys = path.split('.');
    const last = keys.pop() ?? '';
    const parent = keys.reduce<Record<string, unknown>>((node, key) => (node[key] ?? {}) as Record<string, unknown>, copy);
    Reflect.set(parent, last, '(may change)');
  }
  return copy;
}

describe('bad inputs: user input', () => {
  it('has a row for every kind of bad input the issue lists', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(8);
  });

  it.each(ROWS)('$through: $label', async (row) => {
    const harness: Harness = HARNESSES[row.through];
    const user = userEvent.setup({ applyAccept: false });
    const state = { forms: prepared(), products: [OAK, TILE], ...harness.state?.(row.input) };
    // The stored catalog (the options page's, read by the panel) holds what the panel shows.
    const stored = fakeBackground();
    stored.storage.set(MATERIALS_KEY, state.products);
    const { store, background } = renderInPanel(harness.ui(), { background: stored, state: { service: { styles: STYLES }, forms: { tool: harness.tool ?? 'renovate', current: state.forms }, materials: { products: state.products } } });
    const expectedRest = row.through === 'creativity' ? untouched(storeWith(prepared(), [OAK, TILE]), harness.touches) : untouched(store, harness.touches);
    const sent = () => background.sent('startJob')[0]?.job as JobRequest | undefined;

    const observed = await harness.run(row.input, store, user, sent, background);

    // What the panel shows: its own sentence, or the error vocabulary's.
    expect(observed.shown).toMatch(row.shown);
    if (row.code) expect(observed.shown).toContain(explainError(row.code).sentence);
    // Accepted as the row says, or refused with nothing sent.
    if (row.sent) {
      expect(observed.sent).toBeDefined();
      await row.sent(observed.sent as JobRequest);
      expect(background.sent('startJob')).toHaveLength(1);
    } else {
      expect(observed.sent).toBeUndefined();
      expect(background.sent('startJob')).toHaveLength(0);
    }
    // Nothing lost: the rest of every form, and the catalog (the panel's and the stored one).
    expect(untouched(store, harness.touches)).toEqual(expectedRest);
    expect(background.storage.get(MATERIALS_KEY)).toEqual(state.products);
  });

});

/** A store holding `forms` and `catalog`, for comparing what a restore produced. */
function storeWith(forms: Forms, products: Product[]): PanelStore {
  return { getState: () => ({ forms: { current: forms }, materials: { products } }) } as unknown as PanelStore;
}
