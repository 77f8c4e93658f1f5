import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { normalizeStagingOptions } from '../../../lib/api/normalize';
import { createFakeFetch, imageBlob, json } from './fake-fetch';
import { analyzeCall } from '../../../lib/operations/analyze';
import { kitchenCabinetsCall } from '../../../lib/operations/kitchen-cabinets';
import { renovateCall } from '../../../lib/operations/renovate';
import { createStagingProjectCall, stageProjectCall } from '../../../lib/operations/stage';
import { styleTransferCall } from '../../../lib/operations/style-transfer';
import { creativeUpscaleCall } from '../../../lib/operations/upscale';

/**
 * Property tests over every response schema, driven by an independent description of each
 * resource written from the spec (not derived from lib/api/schemas.ts, so the two can disagree):
 * (1) well-formed bodies with arbitrary extra fields are accepted and keep their fields;
 * (2) removing a required field, or giving it a value of the wrong type, is rejected as
 *     `invalid_response` whose `fieldPath` names exactly that field.
 */

const RUNS = 100;

/** What a field holds, from the spec. */
type Desc =
  | { readonly t: 'string' | 'nonEmpty' | 'url' | 'int' | 'number' | 'record' }
  | { readonly t: 'enum'; readonly values: readonly string[] }
  | { readonly t: 'object'; readonly fields: Readonly<Record<string, Field>> }
  | { readonly t: 'array'; readonly of: Desc };

/** `required`: must be present; `defaulted`: may be absent but not wrong; `optional`: may be absent. */
type Field = { readonly desc: Desc; readonly presence: 'required' | 'optional' | 'defaulted' };

const req = (desc: Desc): Field => ({ desc, presence: 'required' });
const opt = (desc: Desc): Field => ({ desc, presence: 'optional' });
const def = (desc: Desc): Field => ({ desc, presence: 'defaulted' });
const S: Desc = { t: 'string' };
const NE: Desc = { t: 'nonEmpty' };
/** A rendered image's URL: absolute http(s) only. */
const URL_: Desc = { t: 'url' };
const INT: Desc = { t: 'int' };
const NUM: Desc = { t: 'number' };
const obj = (fields: Record<string, Field>): Desc => ({ t: 'object', fields });
const arr = (of: Desc): Desc => ({ t: 'array', of });
const oneOf = (...values: string[]): Desc => ({ t: 'enum', values });

const ASSET = obj({ id: req(NE), name: req(S), width: req(INT), height: req(INT), preview_url: req(S) });
const STYLE = obj({ id: req(NE), name: req(S), description: req(S) });
const ANALYSIS_TYPE = oneOf('normal', 'advanced');
const BATCH_STATUS = oneOf('processing', 'completed', 'failed');

const extraValue = fc.jsonValue({ maxDepth: 2 });

/** Values of the right type; objects get random extra fields on top of their known ones. */
function valid(desc: Desc): fc.Arbitrary<unknown> {
  switch (desc.t) {
    case 'string':
      return fc.string({ maxLength: 20 });
    case 'nonEmpty':
      return fc.string({ minLength: 1, maxLength: 20 });
    case 'url':
      return fc.webUrl({ validSchemes: ['https', 'http'] });
    case 'int':
      return fc.integer({ min: -1_000_000, max: 1_000_000 });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), extraValue, { maxKeys: 3 });
    case 'enum':
      return fc.constantFrom(...desc.values);
    case 'array':
      // Never empty, so every required path inside an element exists to be broken.
      return fc.array(valid(desc.of), { minLength: 1, maxLength: 3 });
    case 'object': {
      const known = Object.keys(desc.fields);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, field] of Object.entries(desc.fields)) model[key] = valid(field.desc);
      const requiredKeys = Object.entries(desc.fields)
        .filter(([, field]) => field.presence === 'required')
        .map(([key]) => key);
      const extras = fc.dictionary(
        fc.string({ maxLength: 12 }).filter((key) => !known.includes(key)),
        extraValue,
        { maxKeys: 4 },
      );
      return fc.tuple(fc.record(model, { requiredKeys }), extras).map(([fields, extra]) => ({ ...extra, ...fields }));
    }
  }
}

const notAnObject = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }));
const notAString = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }), fc.dictionary(fc.string(), fc.integer(), { maxKeys: 2 }));
const notANumber = fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer(), { maxLength: 2 }), fc.constant({}));

/** Values of the wrong type (or outside the enum / not an integer). */
function wrong(desc: Desc): fc.Arbitrary<unknown> {
  switch (desc.t) {
    case 'string':
      return notAString;
    case 'nonEmpty':
      return fc.oneof(notAString, fc.constant(''));
    case 'url':
      return fc.oneof(notAString, fc.constantFrom('', 'javascript:alert(1)', 'data:image/png;base64,AAAA', '/relative/r.jpg', 'not a url', 'file:///etc/passwd'));
    case 'int':
      return fc.oneof(notANumber, fc.integer().map((n) => n + 0.5));
    case 'number':
      return notANumber;
    case 'record':
      return fc.oneof(fc.string(), fc.integer(), fc.array(fc.integer(), { maxLength: 2 }));
    case 'enum':
      return fc.oneof(fc.string().filter((s) => !desc.values.includes(s)), fc.integer(), fc.constant(null));
    case 'array':
      return fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant({}));
    case 'object':
      return notAnObject;
  }
}

type Step = string | '*';
interface Target {
  readonly path: readonly Step[];
  readonly desc: Desc;
  readonly removable: boolean;
}

/** Every field that must be present and well-typed (containers included), with its path. */
function targets(desc: Desc, prefix: readonly Step[] = []): Target[] {
  if (desc.t === 'array') {
    // An element can't be "removed" meaningfully, but it can be of the wrong type.
    const element = [...prefix, '*'];
    const self: Target[] = desc.of.t === 'object' ? [{ path: element, desc: desc.of, removable: false }] : [];
    return [...self, ...targets(desc.of, element)];
  }
  if (desc.t !== 'object') return [];
  const out: Target[] = [];
  for (const [key, field] of Object.entries(desc.fields)) {
    if (field.presence === 'optional') continue;
    const path = [...prefix, key];
    out.push({ path, desc: field.desc, removable: field.presence === 'required' });
    if (field.desc.t === 'object' || field.desc.t === 'array') out.push(...targets(field.desc, path));
  }
  return out;
}

/** Replaces `*` steps with indexes of elements that exist in `body`. */
function concrete(path: readonly Step[], body: unknown, seed: number): (string | number)[] {
  const out: (string | number)[] = [];
  let node = body;
  for (const step of path) {
    if (step === '*') {
      const list = node as unknown[];
      const index = seed % list.length;
      out.push(index);
      node = list[index];
    } else {
      out.push(step);
      node = (node as Record<string, unknown>)[step];
    }
  }
  return out;
}

/** A copy of `body` with the value at `path` removed, or replaced when `replacement` is given. */
function mutate(body: unknown, path: readonly (string | number)[], change: { remove: true } | { value: unknown }): unknown {
  const copy = structuredClone(body);
  let parent = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last === undefined) return 'value' in change ? change.value : undefined;
  if ('remove' in change) Reflect.deleteProperty(parent, last);
  else parent[last] = change.value;
  return copy;
}

/** The field path as the client reports it: `plan.renovation_credits`, `assets[1].id`. */
function expectedFieldPath(path: readonly (string | number)[]): string {
  return path.reduce<string>((out, step) => (typeof step === 'number' ? `${out}[${step}]` : out === '' ? step : `${out}.${step}`), '');
}

/** Asserts every field of `desc` present in `sent` arrived unchanged in `got`. */
function expectPreserved(desc: Desc, sent: unknown, got: unknown): void {
  if (desc.t === 'object') {
    const s = sent as Record<string, unknown>;
    const g = got as Record<string, unknown>;
    for (const [key, field] of Object.entries(desc.fields)) {
      if (s[key] === undefined) continue;
      expectPreserved(field.desc, s[key], g[key]);
    }
  } else if (desc.t === 'array') {
    const s = sent as unknown[];
    const g = got as unknown[];
    expect(g).toHaveLength(s.length);
    s.forEach((item, index) => expectPreserved(desc.of, item, g[index]));
  } else {
    expect(got).toEqual(sent);
  }
}

interface SchemaCase {
  readonly name: string;
  /** The resource the method resolves to. */
  readonly root: Desc;
  /** Where the response carries it (`plan`, `assets`, `asset`), if not at the top. */
  readonly key?: string;
  readonly status: number;
  readonly call: (api: ApiClient) => Promise<unknown>;
}

const CASES: readonly SchemaCase[] = [
  {
    name: 'PlanDetailsResponse',
    key: 'plan',
    root: obj({ business_name: req(S), plan: req(S), remaining_assets: req(INT), staging_credits: req(INT), renovation_credits: req(INT) }),
    status: 200,
    call: (api) => api.getPlanDetails(),
  },
  { name: 'assets list', key: 'assets', root: arr(ASSET), status: 200, call: (api) => api.listAssets() },
  { name: 'uploaded asset', key: 'asset', root: ASSET, status: 200, call: (api) => api.uploadAsset({ image: imageBlob() }) },
  { name: 'asset deletion', root: obj({ status: req(S), asset_id: req(S) }), status: 200, call: (api) => api.deleteAsset({ asset_id: 'a' }) },
  {
    name: 'StylesResponse',
    root: obj({ interior_styles: req(arr(STYLE)), exterior_styles: req(arr(STYLE)), total_found: req(INT) }),
    status: 200,
    call: (api) => api.getStyles(),
  },
  {
    name: 'RenovationResult (renovate)',
    root: obj({ renovated_image_url: req(URL_), style_id: opt(S), renovation_spectrum: opt(S) }),
    status: 200,
    call: (api) => api.send(renovateCall, { asset_id: 'a', style_id: 's' }),
  },
  {
    name: 'RenovationResult (kitchen cabinets)',
    root: obj({ renovated_image_url: req(URL_), style_id: opt(S), renovation_spectrum: opt(S) }),
    status: 200,
    call: (api) => api.send(kitchenCabinetsCall, { asset_id: 'a', guidance: 'navy blue shaker doors' }),
  },
  {
    name: 'UpscaleResult',
    root: obj({ upscaled_image_url: req(URL_), creativity: opt(NUM) }),
    status: 200,
    call: (api) => api.send(creativeUpscaleCall, { image: imageBlob(), creativity: 0.4 }),
  },
  {
    name: 'StyleTransferResult',
    root: obj({ status: def(oneOf('success')), renovated_image_url: req(URL_) }),
    status: 200,
    call: (api) => api.send(styleTransferCall, { asset_id: 'a', style_image_url: 'https://x.example.test/s.jpg' }),
  },
  {
    name: 'AnalysisResult',
    root: obj({
      image_id: req(S),
      analysis_type: req(ANALYSIS_TYPE),
      results: req(
        obj({
          classification: opt(oneOf('interior', 'exterior')),
          room_type: opt(S),
          exterior_type: opt(S),
          status: opt(S),
          renovation_styles: opt(arr(S)),
        }),
      ),
      processing_time: opt(NUM),
      error: opt(S),
    }),
    status: 200,
    call: (api) => api.send(analyzeCall, { image: imageBlob() }),
  },
  {
    name: 'BatchSubmission',
    root: obj({ batch_id: req(NE), status: req(BATCH_STATUS), total_images: req(INT), estimated_completion_time: req(S) }),
    status: 200,
    call: (api) => api.analyzeBatch({ images: [{ image_url: 'https://x.example.test/1.jpg', image_id: '1' }] }),
  },
  {
    name: 'BatchAnalysis',
    root: obj({
      batch_id: req(NE),
      status: req(BATCH_STATUS),
      total_images: req(INT),
      processed_images: req(INT),
      results: req(
        arr(
          obj({
            image_id: req(S),
            analysis_type: opt(ANALYSIS_TYPE),
            results: opt({ t: 'record' }),
            processing_time: opt(NUM),
            error: opt(S),
          }),
        ),
      ),
    }),
    status: 200,
    call: (api) => api.getBatchAnalysis({ batch_id: 'b' }),
  },
  {
    name: 'staging project created',
    root: obj({ project_id: req(NE), input_image_url: req(S) }),
    status: 201,
    call: (api) => api.send(createStagingProjectCall, { image: imageBlob() }),
  },
  {
    name: 'staging variation',
    root: obj({ status: def(oneOf('success')), staged_image_url: req(URL_), project_id: opt(NE) }),
    status: 201,
    call: (api) => api.send(stageProjectCall, { project_id: 'p', room_type: 'bedroom', style: 'modern' }),
  },
  {
    name: 'StagingProject',
    root: obj({
      project_id: req(NE),
      input_image_url: req(S),
      generations: req(arr(obj({ id: req(NE), staged_image_url: req(URL_), created_at: req(S), style: req(S), room_type: req(S) }))),
    }),
    status: 200,
    call: (api) => api.getStagingProject({ project_id: 'p' }),
  },
];

function clientAnswering(status: number, body: unknown) {
  const fake = createFakeFetch(json(status, body));
  return createApiClient({ baseUrl: 'https://api.example.test/public/v1', apiKey: 'key-123456', fetch: fake.fetch, retry: { tries: 1 } });
}

const wrap = (c: SchemaCase, root: unknown): unknown => (c.key === undefined ? root : { [c.key]: root });

describe.each(CASES)('$name', (c) => {
  it('accepts well-formed bodies with arbitrary extra fields and keeps every field', async () => {
    await fc.assert(
      fc.asyncProperty(valid(c.root), fc.dictionary(fc.string({ maxLength: 12 }).filter((k) => k !== c.key), extraValue, { maxKeys: 3 }), async (root, outer) => {
        const body = c.key === undefined ? root : { ...outer, [c.key]: root };
        // What the client saw went through JSON, where -0 becomes 0.
        const sent = JSON.parse(JSON.stringify(root)) as unknown;
        const result = await c.call(clientAnswering(c.status, body));
        expectPreserved(c.root, sent, result);
      }),
      { numRuns: RUNS },
    );
  });

  const paths = targets(c.root);
  it(`rejects a missing or wrong-typed required field (${paths.length} candidates)`, async () => {
    expect(paths.length).toBeGreaterThan(0);
    const scenario = fc
      .tuple(valid(c.root), fc.constantFrom(...paths), fc.nat(), fc.boolean())
      .chain(([root, target, seed, remove]) =>
        wrong(target.desc).map((value) => ({ root, path: concrete(target.path, root, seed), change: remove && target.removable ? ({ remove: true } as const) : { value } })),
      );
    await fc.assert(
      fc.asyncProperty(scenario, async ({ root, path, change }) => {
        const broken = mutate(root, path, change);
        const error = await c.call(clientAnswering(c.status, wrap(c, broken))).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(ApiError);
        const apiError = error as ApiError;
        expect(apiError.code).toBe('invalid_response');
        const fieldPath = expectedFieldPath(c.key === undefined ? path : [c.key, ...path]);
        expect(apiError.fieldPath).toBe(fieldPath);
        expect(apiError.message).toContain(fieldPath);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('staging options (lenient shape)', () => {
  const id = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() !== '');
  const wrapperKey = fc.constantFrom('room_types', 'styles', 'staging_styles', 'data', 'items', 'results', 'whatever_list');

  it('keeps every id, in order, whatever the item and wrapper shape', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(id, { minLength: 0, maxLength: 6, selector: (s) => s.trim() }),
        fc.constantFrom('string', 'id/name', 'value/label', 'key/name', 'slug/name'),
        fc.option(wrapperKey, { nil: undefined }),
        (ids, shape, key) => {
          const items = ids.map((value) => {
            switch (shape) {
              case 'string':
                return value;
              case 'id/name':
                return { id: value, name: `N ${value}`, extra: 1 };
              case 'value/label':
                return { value, label: `N ${value}` };
              case 'key/name':
                return { key: value, name: `N ${value}` };
              default:
                return { slug: value, name: `N ${value}` };
            }
          });
          const body = key === undefined ? items : { total: items.length, [key]: items };
          const options = normalizeStagingOptions(body);
          expect(options.map((o) => o.id)).toEqual(ids.map((s) => s.trim()));
          for (const option of options) expect(option.name.length).toBeGreaterThan(0);
          if (shape !== 'string') expect(options.map((o) => o.name)).toEqual(ids.map((s) => `N ${s}`.trim()));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
