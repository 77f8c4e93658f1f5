/** POST /renovate and POST /kitchen_cabinets. */
import { Hono, type Context } from 'hono';
import { fileUrl, type EmulatorContext } from '../context';
import type { AppEnv } from '../http/app-env';
import { requireJsonObject } from '../http/fields';
import { HttpError } from '../http/http-error';
import { isExterior } from '../images/analyze';
import { loadAnalysisView } from '../images/analysis-view';
import { findCabinets } from '../images/cabinets';
import { mix, type Rgb } from '../images/color';
import { recolourCabinets } from '../images/kitchen';
import { applyMaterials } from '../images/materials';
import { decodeRgb, encodeJpeg, type RgbImage } from '../images/raw';
import { gradeImage } from '../images/renovate';
import { SPECTRUM_STRENGTH } from '../images/spectrum';
import { guidanceTint } from '../images/text-hash';
import { findAsset, imageFromUrl, readStoredFile } from './image-input';
import { parseRenovationRequest, type RenovationRequest } from './renovation-request';
import { requestSeed, runRender } from './render';

/** Textures only need to be big enough to tile. */
const MAX_TEXTURE_SIDE = 1024;

/** The 400 kitchen_cabinets answers when the finder sees no cabinets. */
export const NO_CABINETS_MESSAGE = 'no kitchen cabinets found';

type Operation = (ctx: EmulatorContext, request: RenovationRequest, input: Buffer) => Promise<RgbImage>;

/** The style grade over the whole photo. */
const renovate: Operation = async (_ctx, request, input) => {
  const tint = request.guidance === undefined ? undefined : guidanceTint(request.guidance);
  return gradeImage(await decodeRgb(input), { palette: request.style?.palette, strength: SPECTRUM_STRENGTH[request.spectrum], tint });
};

/** The cabinet recolour, or 400 when the photo is not a kitchen by the documented rule. */
const kitchenCabinets: Operation = async (_ctx, request, input) => {
  const view = await loadAnalysisView(input);
  const bands = isExterior(view) ? [] : findCabinets(view).bands;
  if (bands.length === 0) throw new HttpError(400, NO_CABINETS_MESSAGE);
  const tint = request.guidance === undefined ? undefined : guidanceTint(request.guidance);
  const accent = request.style?.palette.accent;
  const target: Rgb = accent && tint ? mix(accent, tint, 0.35) : (accent ?? tint ?? [128, 128, 128]);
  return recolourCabinets(await decodeRgb(input), bands, target, 0.3 + 0.7 * SPECTRUM_STRENGTH[request.spectrum]);
};

async function handle(ctx: EmulatorContext, c: Context<AppEnv>, operation: Operation): Promise<Response> {
  const request = parseRenovationRequest(requireJsonObject(c.var.body));
  if (request.source.kind === 'asset') findAsset(ctx, request.source.assetId);
  const signal = c.req.raw.signal;
  const fileId = await runRender(ctx, {
    credit: 'renovation',
    seed: requestSeed(c.req.path, c.var.body),
    signal,
    work: async () => {
      const source = request.source;
      const input = source.kind === 'asset' ? await readStoredFile(ctx, findAsset(ctx, source.assetId).fileId) : (await imageFromUrl(ctx, 'image_url', source.url, signal)).jpeg;
      const layers = await Promise.all(
        request.materials.map(async (m, i) => ({ location: m.location, texture: (await imageFromUrl(ctx, `materials[${i}].image_url`, m.imageUrl, signal, MAX_TEXTURE_SIDE)).jpeg })),
      );
      const rendered = await operation(ctx, request, input);
      return encodeJpeg(await applyMaterials(rendered, layers));
    },
  });
  return c.json({ style_id: request.styleId ?? '', renovation_spectrum: request.spectrum, renovated_image_url: fileUrl(ctx, fileId) }, 200);
}

/** The renovation routes. */
export function renovationRoutes(ctx: EmulatorContext): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/renovate', (c) => handle(ctx, c, renovate)).post('/kitchen_cabinets', (c) => handle(ctx, c, kitchenCabinets));
}
