import type { CallOptions, RequestSpec } from '../http';
import { normalizeRenovationUrlResult } from '../normalize';
import { parseWith } from '../parse';
import { isAssetRenovation, renovateByAssetBody, renovateByUrlBody, styleTransferForm, upscaleForm, type StyleTransferInput, type UpscaleInput } from '../requests';
import {
  RenovationResult,
  StylesResponse,
  StyleTransferResult,
  UpscaleResult,
  type RenovateByAssetRequest,
  type RenovateByUrlRequest,
} from '../schemas';
import { get, postForm, postJson, type Call } from './call';

/** The AI Renovation Kit: styles, renders, kitchen cabinets, creative upscale, style transfer. */
export interface RenovationMethods {
  /** GET /styles: interior and exterior styles. */
  getStyles(o?: CallOptions): Promise<StylesResponse>;
  /**
   * POST /renovate, on an asset (`asset_id`) or on a photo URL (`image_url`, optional
   * `materials`). Needs `style_id` or `guidance`. Spends credits.
   */
  renovate(input: RenovateByAssetRequest | RenovateByUrlRequest, o?: CallOptions): Promise<RenovationResult>;
  /** POST /kitchen_cabinets: as `renovate` on an asset, applied to the cabinets. Spends credits. */
  kitchenCabinets(input: RenovateByAssetRequest, o?: CallOptions): Promise<RenovationResult>;
  /** POST /creative_upscale (multipart): exactly one of `image` or `image_url`. */
  creativeUpscale(input: UpscaleInput, o?: CallOptions): Promise<UpscaleResult>;
  /** POST /style_transfer (multipart): exactly one of `style_image` or `style_image_url`. */
  styleTransfer(input: StyleTransferInput, o?: CallOptions): Promise<StyleTransferResult>;
}

const renovationResult = (body: unknown): RenovationResult => parseWith(RenovationResult, body);

/** POST /renovate in the shape the input names: the asset one (strict) or the URL one (lenient). */
function renovateSpec(input: RenovateByAssetRequest | RenovateByUrlRequest): RequestSpec<RenovationResult> {
  if (isAssetRenovation(input)) return postJson('/renovate', renovateByAssetBody(input), renovationResult);
  const value = renovateByUrlBody(input);
  const imageUrl = typeof value.image_url === 'string' ? value.image_url : undefined;
  // The spec does not show this variant's response: read it leniently.
  return postJson('/renovate', value, (body) => normalizeRenovationUrlResult(body, imageUrl));
}

/** The renovation methods over `call`. */
export function renovationMethods(call: Call): RenovationMethods {
  return {
    getStyles: (o) => call(() => get('/styles', (body) => parseWith(StylesResponse, body)), o),
    renovate: (input, o) => call(() => renovateSpec(input), o),
    kitchenCabinets: (input, o) => call(() => postJson('/kitchen_cabinets', renovateByAssetBody(input), renovationResult, { errorContext: 'kitchen_cabinets' }), o),
    creativeUpscale: (input, o) => call(() => postForm('/creative_upscale', upscaleForm(input), (body) => parseWith(UpscaleResult, body)), o),
    styleTransfer: (input, o) => call(() => postForm('/style_transfer', styleTransferForm(input), (body) => parseWith(StyleTransferResult, body)), o),
  };
}
