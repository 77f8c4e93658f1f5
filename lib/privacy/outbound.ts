/**
 * What leaves the device, in one place: every kind of data the extension sends, the Firefox
 * data-collection category it falls under, to whom, and which request carries which field.
 *
 * Three things are derived from it and kept true by `test/unit/privacy/outbound.test.ts`:
 * - the Firefox manifest's `data_collection_permissions` (wxt.config.ts calls
 *   `firefoxDataCollection()`), which Firefox shows at install and AMO's reviewers read;
 * - PRIVACY.md, which names every data kind, recipient and request below;
 * - the code: every request the API client builds must be a request listed here with every field
 *   it carries declared, and every file that touches the network (`fetch`, XHR, sockets, beacons)
 *   must be a request kind's gate. A new
 *   endpoint, field or fetch fails the test until it is declared here and in PRIVACY.md.
 *
 * Each operation declares the requests its run makes (`outbound`, lib/operations/<operation>.ts,
 * each with the call it sends and so its endpoint); the others (the account, assets, lists, the
 * analyzer's batches) are listed here.
 *
 * Pure data: the manifest's config, the tests and the docs import it; nothing at run time does.
 */
import { OPERATION_LIST } from '../operations/index';

/** Firefox's data-collection categories (extensionworkshop.com, "Firefox built-in consent"). */
export type FirefoxDataCategory =
  | 'authenticationInfo'
  | 'bookmarksInfo'
  | 'browsingActivity'
  | 'financialAndPaymentInfo'
  | 'healthInfo'
  | 'locationInfo'
  | 'personalCommunications'
  | 'personallyIdentifyingInfo'
  | 'searchTerms'
  | 'websiteActivity'
  | 'websiteContent';

/** One kind of data that is sent somewhere. */
export interface DataKind {
  /** What PRIVACY.md calls it. */
  readonly name: string;
  /** Its Firefox category, or `null` with `why` when it is no personal data in that taxonomy. */
  readonly category: FirefoxDataCategory | null;
  readonly why?: string;
}

export const DATA_KINDS = {
  apiKey: { name: 'Your RenovateAI API key', category: 'authenticationInfo' },
  photo: { name: 'The listing photo you picked (its image file)', category: 'websiteContent' },
  photoUrl: { name: 'The address (URL) of a listing photo', category: 'websiteContent' },
  photoName: { name: 'A name for the uploaded photo, made from a hash of its bytes', category: 'websiteContent' },
  guidance: { name: 'The guidance text you typed', category: null, why: 'instructions the user writes for the render, about a room; not about a person' },
  materials: { name: 'The catalog materials you ticked (name, colour, product image URL)', category: null, why: 'product data the user entered in their own catalog' },
  choices: { name: 'Your render choices (style, intensity, room type, staging style, creativity, analysis depth)', category: null, why: 'settings picked from the service’s own lists' },
  serviceIds: { name: 'Identifiers the service issued (asset, project, batch) and our photo numbers in a batch', category: null, why: 'opaque ids the service made or a counter' },
} as const satisfies Record<string, DataKind>;

export type DataKindId = keyof typeof DATA_KINDS;

/** Who receives requests. */
export const RECIPIENTS = {
  renovateApi: 'RenovateAI’s Renovation Visualization API, at the API host you use (by default api.tech.renovateai.app)',
  photoHost: 'The listing site’s own photo server, which your browser already loads the photo from',
  resultHost: 'The server where RenovateAI hosts a result image (the address its answer gives)',
} as const;

export type RecipientId = keyof typeof RECIPIENTS;

/** One kind of request: where it goes and which field carries which data kind. */
export interface RequestKind {
  readonly recipient: RecipientId;
  /** For API calls: `METHOD /path` as in the spec, `{id}` for a path parameter. */
  readonly endpoint?: string;
  /** Header or body field name → the data kind it carries (`images[].image_url` for arrays). */
  readonly fields: Readonly<Record<string, DataKindId>>;
  /**
   * The files that hand the browser's `fetch` to the code making this request (lib/ takes fetch
   * injected): every file that touches the network is one of these, which the test checks.
   */
  readonly gates: readonly string[];
  /** Why it is made, in PRIVACY.md's words. */
  readonly purpose: string;
}

const key = { 'X-API-KEY': 'apiKey' } as const;

/** The API calls no operation makes (the operations' own come from their modules): with those, the 17 endpoints of the spec. */
const API_REQUESTS = {
  'plan-details': { endpoint: 'GET /plan/details', fields: key, purpose: 'Show your credits and test the key' },
  'assets-list': { endpoint: 'GET /assets', fields: key, purpose: 'List your account’s uploaded photos (Assets)' },
  'assets-upload': {
    endpoint: 'POST /assets/upload',
    fields: { ...key, image: 'photo', image_url: 'photoUrl', asset_name: 'photoName' },
    purpose: 'Upload the photo you picked so it can be renovated',
  },
  'assets-delete': { endpoint: 'POST /assets/delete', fields: { ...key, asset_id: 'serviceIds' }, purpose: 'Delete an uploaded photo you chose to delete' },
  styles: { endpoint: 'GET /styles', fields: key, purpose: 'Show the service’s styles' },
  'analyze-batch': {
    endpoint: 'POST /analyze/batch',
    fields: { ...key, 'images[].image_url': 'photoUrl', 'images[].image_id': 'serviceIds', analysis_type: 'choices' },
    purpose: 'Analyze every photo of a listing, only when you ask and confirm',
  },
  'analyze-batch-status': { endpoint: 'GET /analyze/batch/{batch_id}', fields: key, purpose: 'Follow a listing analysis you started (an empty made-up batch also tells whether the analyzer exists)' },
  'staging-room-types': { endpoint: 'GET /virtual-staging/room-types', fields: key, purpose: 'Show the room types for staging' },
  'staging-styles': { endpoint: 'GET /virtual-staging/styles', fields: key, purpose: 'Show the staging styles' },
  'staging-project': { endpoint: 'GET /virtual-staging/projects/{project_id}', fields: key, purpose: 'Show a staging project’s variations again' },
} as const satisfies Record<string, Omit<RequestKind, 'recipient' | 'gates'>>;

/** Requests to others than the API: downloads only, carrying none of the data kinds. */
const DOWNLOADS = {
  'photo-download': {
    recipient: 'photoHost',
    fields: {},
    gates: ['entrypoints/background/context.ts', 'entrypoints/background/analyzer-handlers.ts', 'entrypoints/background/asset-handlers.ts', 'components/shared/fetch-image.ts'],
    purpose: 'Download the photo you picked (and, for an export or the check that windows and doors are unchanged, the listing’s originals) from the site’s own photo server',
  },
  'result-download': {
    recipient: 'resultHost',
    fields: {},
    gates: ['entrypoints/background/context.ts', 'entrypoints/background/staging-handlers.ts', 'components/shared/fetch-image.ts'],
    purpose: 'Download a finished result once, to keep a copy on your device for History and exports',
  },
} as const satisfies Record<string, RequestKind>;

/** The requests the operations' runs make, as each module declares them (`outbound`). */
type OperationRequests = (typeof OPERATION_LIST)[number]['outbound'];
type OperationRequestId = OperationRequests extends infer R ? (R extends unknown ? keyof R & string : never) : never;

type ApiRequestId = keyof typeof API_REQUESTS | OperationRequestId;
export type RequestKindId = ApiRequestId | keyof typeof DOWNLOADS;

/** The one file that hands fetch to every API call (lib/api/http-attempt.ts makes them). */
export const API_GATE = 'lib/api/client.ts';

/** An API call's kind: to the API, through the client, with the key on every one. */
function apiRequest(kind: Omit<RequestKind, 'recipient' | 'gates'>): RequestKind {
  return { ...kind, fields: { ...key, ...kind.fields }, recipient: 'renovateApi', gates: [API_GATE] };
}

/** Every API call, the operations' and the others. */
function apiRequests(): [string, Omit<RequestKind, 'recipient' | 'gates'>][] {
  const declared = OPERATION_LIST.flatMap((operation): [string, Omit<RequestKind, 'recipient' | 'gates'>][] =>
    Object.entries(operation.outbound).map(([id, { call, fields, purpose }]) => [id, { endpoint: call.endpoint, fields, purpose }]),
  );
  return [...declared, ...Object.entries(API_REQUESTS)];
}

/** Every request kind the extension makes. */
export const REQUEST_KINDS: Readonly<Record<RequestKindId, RequestKind>> = {
  ...(Object.fromEntries(apiRequests().map(([id, kind]) => [id, apiRequest(kind)])) as Record<ApiRequestId, RequestKind>),
  ...DOWNLOADS,
};

/** The data kinds some request sends. */
export function sentDataKinds(): DataKindId[] {
  const ids = new Set<DataKindId>();
  for (const kind of Object.values(REQUEST_KINDS)) for (const data of Object.values(kind.fields)) ids.add(data);
  return [...ids];
}

/**
 * The Firefox manifest's `data_collection_permissions`: every category of data that is sent,
 * all required (the extension cannot render a photo without sending it), sorted.
 */
export function firefoxDataCollection(): { required: FirefoxDataCategory[] } {
  const categories = new Set<FirefoxDataCategory>();
  for (const id of sentDataKinds()) {
    const category = DATA_KINDS[id].category;
    if (category !== null) categories.add(category);
  }
  return { required: [...categories].sort() };
}
