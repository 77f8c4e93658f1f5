import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient, type Endpoint } from '../../../lib/api/client';
import { OPERATION_LIST } from '../../../lib/operations/index';
import { DATA_KINDS, RECIPIENTS, REQUEST_KINDS, firefoxDataCollection, sentDataKinds, type RequestKind } from '../../../lib/privacy/outbound';
import config from '../../../wxt.config';
import { createFakeFetch, networkError, type RecordedRequest } from '../api/fake-fetch';
import { analyzeCall } from '../../../lib/operations/analyze';
import { kitchenCabinetsCall } from '../../../lib/operations/kitchen-cabinets';
import { renovateCall } from '../../../lib/operations/renovate';
import { createStagingProjectCall, stageProjectCall } from '../../../lib/operations/stage';
import { styleTransferCall } from '../../../lib/operations/style-transfer';
import { creativeUpscaleCall } from '../../../lib/operations/upscale';

/**
 * What leaves the device is what lib/privacy/outbound.ts declares, what the Firefox manifest
 * declares and what PRIVACY.md says. A new endpoint, a new field in a request, or a new place
 * that touches the network fails here until all three name it.
 */

const ROOT = join(__dirname, '../../..');
const BASE = 'https://api.example.test/public/v1';
const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' });
const material = { material_id: 'm_1', installation_location: 'FLOORS', material_name: 'Oak', color_id: 'c_1', color_name: 'Natural', image_url: 'https://shop.example.test/oak.jpg' } as const;

type Sample = (api: ApiClient) => Promise<unknown>;

/**
 * Each client method, and each call an operation declares (by its endpoint, sent with
 * `api.send`), called in every shape of request it can send.
 */
const SAMPLES: Record<Exclude<keyof ApiClient, 'send'> | Endpoint, readonly Sample[]> = {
  getPlanDetails: [(api) => api.getPlanDetails()],
  listAssets: [(api) => api.listAssets()],
  uploadAsset: [(api) => api.uploadAsset({ image: photo, asset_name: 'reimagine-0123456789ab' }), (api) => api.uploadAsset({ image_url: 'https://photos.example.test/p.jpg' })],
  deleteAsset: [(api) => api.deleteAsset({ asset_id: 'as_1' })],
  getStyles: [(api) => api.getStyles()],
  'POST /renovate': [
    (api) => api.send(renovateCall, { asset_id: 'as_1', style_id: 'st_1', renovation_spectrum: 'renovate', guidance: 'white oak floors throughout' }),
    (api) => api.send(renovateCall, { image_url: 'https://photos.example.test/p.jpg', guidance: 'white oak floors throughout', renovation_spectrum: 'tweak', materials: [material] }),
  ],
  'POST /kitchen_cabinets': [(api) => api.send(kitchenCabinetsCall, { asset_id: 'as_1', style_id: 'st_1', renovation_spectrum: 'enhance', guidance: 'navy shaker cabinets' })],
  'POST /creative_upscale': [(api) => api.send(creativeUpscaleCall, { image: photo, creativity: 0.3 }), (api) => api.send(creativeUpscaleCall, { image_url: 'https://photos.example.test/p.jpg' })],
  'POST /style_transfer': [(api) => api.send(styleTransferCall, { asset_id: 'as_1', style_image: photo }), (api) => api.send(styleTransferCall, { asset_id: 'as_1', style_image_url: 'https://photos.example.test/s.jpg' })],
  'POST /analyze': [(api) => api.send(analyzeCall, { image: photo, analysis_type: 'advanced' })],
  analyzeBatch: [(api) => api.analyzeBatch({ images: [{ image_url: 'https://photos.example.test/1.jpg', image_id: 'p1' }], analysis_type: 'normal' })],
  getBatchAnalysis: [(api) => api.getBatchAnalysis({ batch_id: 'b_1' })],
  'POST /virtual-staging/projects/create': [(api) => api.send(createStagingProjectCall, { image: photo })],
  'POST /virtual-staging/projects/{project_id}/stage': [(api) => api.send(stageProjectCall, { project_id: 'pr_1', room_type: 'living_room', style: 'modern' })],
  getRoomTypes: [(api) => api.getRoomTypes()],
  getStagingStyles: [(api) => api.getStagingStyles()],
  getStagingProject: [(api) => api.getStagingProject({ project_id: 'pr_1' })],
};

/** Headers that carry no data of the user's: how the body is encoded, what answer is wanted. */
const TRANSPORT_HEADERS = new Set(['accept', 'content-type']);

/**
 * Every sample's request, each call on its own client so that a sample refused before sending
 * (an input the client's validation rejects) is caught instead of silently sending nothing.
 */
async function recordEveryRequest(): Promise<RecordedRequest[]> {
  const requests: RecordedRequest[] = [];
  for (const [method, samples] of Object.entries(SAMPLES)) {
    for (const [i, sample] of samples.entries()) {
      const fake = createFakeFetch(networkError);
      const api = createApiClient({ baseUrl: BASE, apiKey: 'key-123', fetch: fake.fetch, retry: { tries: 1 } });
      await Promise.allSettled([sample(api)]);
      if (fake.requests.length !== 1) throw new Error(`${method} sample ${i} sent ${fake.requests.length} requests instead of 1`);
      requests.push(...fake.requests);
    }
  }
  return requests;
}

/** `POST /virtual-staging/projects/{project_id}/stage` as a pattern of the path it names. */
function endpointMatches(endpoint: string, method: string, path: string): boolean {
  const [m, template] = endpoint.split(' ') as [string, string];
  const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
  return m === method && pattern.test(path);
}

function kindOf(request: RecordedRequest): [string, RequestKind] | undefined {
  const path = new URL(request.url).pathname.slice(new URL(BASE).pathname.length);
  return Object.entries(REQUEST_KINDS).find(([, kind]) => kind.endpoint !== undefined && endpointMatches(kind.endpoint, request.method, path));
}

/** The names of every field a request carries: headers, JSON keys (`a[].b` in arrays), form parts. */
function fieldsOf(request: RecordedRequest, declared: Readonly<Record<string, unknown>>): string[] {
  const headers = [...request.headers.keys()].filter((name) => !TRANSPORT_HEADERS.has(name)).map((name) => name.toUpperCase());
  if (request.init.body instanceof FormData) return [...headers, ...new Set(request.init.body.keys())];
  if (typeof request.init.body !== 'string') return headers;
  const body = request.json() as Record<string, unknown>;
  const keys = Object.entries(body).flatMap(([name, value]) => {
    // A declared field covers its whole value; an undeclared array of objects names its parts.
    if (name in declared || !Array.isArray(value)) return [name];
    return value.flatMap((item) => (item !== null && typeof item === 'object' ? Object.keys(item).map((part) => `${name}[].${part}`) : [name]));
  });
  return [...headers, ...keys];
}

describe('every API request is declared with what it carries', () => {
  it('samples every method of the client and every call an operation declares, so a new endpoint cannot go unexamined', () => {
    const api = createApiClient({ baseUrl: BASE, apiKey: 'k' });
    const declared = OPERATION_LIST.flatMap((operation) => Object.values(operation.outbound).map((request) => request.call.endpoint));
    expect(Object.keys(SAMPLES).sort()).toEqual([...Object.keys(api).filter((name) => name !== 'send'), ...declared].sort());
  });

  it('maps each request to a declared kind and each of its fields to a declared data kind', async () => {
    const requests = await recordEveryRequest();
    expect(requests.length).toBeGreaterThanOrEqual(Object.keys(SAMPLES).length);
    const undeclared: string[] = [];
    const used = new Set<string>();
    for (const request of requests) {
      const found = kindOf(request);
      if (!found) {
        undeclared.push(`${request.method} ${request.url}: no request kind in lib/privacy/outbound.ts`);
        continue;
      }
      const [id, kind] = found;
      used.add(id);
      for (const field of fieldsOf(request, kind.fields)) {
        const declaredName = Object.keys(kind.fields).find((name) => name.toUpperCase() === field.toUpperCase());
        if (declaredName === undefined) undeclared.push(`${id} (${kind.endpoint}) sends "${field}", which it does not declare`);
      }
    }
    expect(undeclared).toEqual([]);
    // Every declared API kind is really made (a stale declaration would mislead the policy too).
    const apiKinds = Object.entries(REQUEST_KINDS).filter(([, kind]) => kind.endpoint !== undefined).map(([id]) => id);
    expect([...used].sort()).toEqual(apiKinds.sort());
  });

  it('sends the key in X-API-KEY on every API request, and declares it as such', async () => {
    for (const request of await recordEveryRequest()) expect(request.headers.get('X-API-KEY')).toBe('key-123');
    for (const kind of Object.values(REQUEST_KINDS).filter((k) => k.recipient === 'renovateApi')) expect(kind.fields['X-API-KEY']).toBe('apiKey');
  });
});

/** Network primitives: a file using any of them is a place where something leaves the device. */
const NETWORK = /globalThis\.fetch\b|(?<![.\w$])fetch\s*\(|\bXMLHttpRequest\b|\bnew\s+WebSocket\b|\bnew\s+EventSource\b|\bsendBeacon\s*\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Code lines only: a comment that says "fetch(" is not a request. */
const codeOf = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.replace(/(^|[^:'"`])\/\/.*$/, '$1'))
    .join('\n');

describe('every place that touches the network is a declared gate', () => {
  it('finds the network only in the files lib/privacy/outbound.ts names, and each named file does touch it', () => {
    const touching = ['lib', 'components', 'entrypoints']
      .flatMap((dir) => sourceFiles(join(ROOT, dir)))
      .filter((file) => NETWORK.test(codeOf(readFileSync(file, 'utf8'))))
      .map((file) => relative(ROOT, file).replaceAll('\\', '/'));
    const gates = new Set(Object.values(REQUEST_KINDS).flatMap((kind) => kind.gates));
    expect(touching.sort()).toEqual([...gates].sort());
  });

  it('recognises each network primitive (the scan itself can fail)', () => {
    for (const line of ['await fetch(url)', 'globalThis.fetch', 'new XMLHttpRequest()', 'new WebSocket(u)', 'new EventSource(u)', 'navigator.sendBeacon(u, b)']) expect(NETWORK.test(codeOf(line))).toBe(true);
    for (const line of ['// fetch(url) in a comment', 'deps.fetch(url)', 'fetchPhoto(url)', '/* fetch(url) */']) expect(NETWORK.test(codeOf(line))).toBe(false);
  });
});

describe('the Firefox manifest declares what is sent', () => {
  const firefox = async () => {
    const { manifest } = config;
    if (typeof manifest !== 'function') throw new Error('wxt.config.ts: the manifest is a function of the browser');
    return (await manifest({ browser: 'firefox', manifestVersion: 3, mode: 'production', command: 'build' })) as { browser_specific_settings: { gecko: { data_collection_permissions: unknown } } };
  };

  it('as the categories of the data kinds that requests carry, never "none"', async () => {
    const declared = (await firefox()).browser_specific_settings.gecko.data_collection_permissions;
    expect(declared).toEqual(firefoxDataCollection());
    expect(firefoxDataCollection().required).toEqual(['authenticationInfo', 'websiteContent']);
  });

  it('leaves no data kind undeclared: each has a category or says why it is none', () => {
    for (const kind of Object.values(DATA_KINDS)) {
      if (kind.category === null) expect('why' in kind && kind.why.length > 10).toBe(true);
    }
  });
});

describe('PRIVACY.md says the same', () => {
  const policy = readFileSync(join(ROOT, 'PRIVACY.md'), 'utf8');
  const rows = policy.split('\n').filter((line) => line.startsWith('|'));

  it('names every data kind sent, with its category, in one row', () => {
    for (const id of sentDataKinds()) {
      const kind = DATA_KINDS[id];
      const row = rows.find((line) => line.includes(kind.name));
      expect(row, `PRIVACY.md has no row for "${kind.name}"`).toBeDefined();
      expect(row).toContain(kind.category ?? 'none');
    }
  });

  it('names every request, its endpoint and its recipient', () => {
    for (const [id, kind] of Object.entries(REQUEST_KINDS)) {
      const row = rows.find((line) => line.includes(`\`${id}\``));
      expect(row, `PRIVACY.md has no row for the request \`${id}\``).toBeDefined();
      if (kind.endpoint) expect(row).toContain(`\`${kind.endpoint}\``);
      expect(policy).toContain(RECIPIENTS[kind.recipient]);
    }
  });

  it('lists exactly the categories the manifest declares', () => {
    const section = policy.slice(policy.indexOf('## Firefox'), policy.indexOf('\n## ', policy.indexOf('## Firefox') + 1));
    const named = [...section.matchAll(/`(\w+)`/g)].map((m) => m[1]).filter((name) => name !== 'data_collection_permissions');
    expect(named.sort()).toEqual(firefoxDataCollection().required);
  });
});
