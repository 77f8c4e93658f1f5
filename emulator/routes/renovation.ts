/** POST /renovate and POST /kitchen_cabinets. */
import { Hono, type Context } from 'hono';
import { fileUrl, type EmulatorContext } from '../context';
import type { AppEnv } from '../http/app-env';
import { requireJsonObject } from '../http/fields';
import { HttpError } from '../http/http-error';
import { lookFor } from '../images/look';
import { hasCabinets, restyleCabinets } from '../images/cabinet-restyle';
import { mix, type Rgb } from '../../demo-scenes/color';
import { applyMaterials } from '../images/materials';
import { decodeRgb, encodeJpeg, type RgbImage } from '../images/raw';
import { renovatePhoto } from '../images/renovate';
import { resolveScene, type ResolvedScene } from '../images/resolve-scene';
import { SPECTRUM_STRENGTH } from '../images/spectrum';
import { guidanceTint } from '../images/text-hash';
import { findAsset, imageFromUrl, readStoredFile } from './image-input';
import { parseRenovationRequest, type RenovationRequest } from './renovation-request';
import { requestSeed, runRender } from './render';
import { takeAlteration } from './alteration';
import { alterFixture } from '../images/alter-fixture';

/** Textures only need to be big enough to tile. */
const MAX_TEXTURE_SIDE = 1024;

/** The 400 kitchen_cabinets answers when the finder sees no cabinets. */
export const NO_CABINETS_MESSAGE = 'no kitchen cabinets found';

type Operation = (request: RenovationRequest, image: RgbImage, scene: ResolvedScene) => Promise<RgbImage>;

/** The style's materials and colours, region by region, as far as the spectrum goes. */
const renovate: Operation = async (request, image, scene) => {
  const tint = request.guidance === undefined ? undefined : guidanceTint(request.guidance);
  return renovatePhoto(image, scene, { style: request.style, guidance: request.guidance, strength: SPECTRUM_STRENGTH[request.spectrum], tint });
};

/** The cabinet recolour, or 400 when the photo shows no cabinets (its map, or the documented rule). */
const kitchenCabinets: Operation = async (request, image, scene) => {
  if (!(await hasCabinets(image, scene))) throw new HttpError(400, NO_CABINETS_MESSAGE);
  const guided = request.guidance === undefined ? undefined : lookFor(undefined, request.guidance).cabinets;
  const accent = request.style?.palette.accent;
  const target: Rgb = accent && guided ? mix(accent, guided, 0.35) : (accent ?? guided ?? [128, 128, 128]);
  return restyleCabinets(image, scene, target, 0.3 + 0.7 * SPECTRUM_STRENGTH[request.spectrum]);
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
      const image = await decodeRgb(input);
      const scene = await resolveScene(image);
      // Taken once the inputs are in: a request that fails on its inputs (an unreachable image_url) does not use the fault up.
      const alter = takeAlteration(ctx, c);
      const rendered = await applyMaterials(await operation(request, image, scene), layers, scene);
      return encodeJpeg(alter === undefined ? rendered : alterFixture(rendered, scene, alter));
    },
  });
  return c.json({ style_id: request.styleId ?? '', renovation_spectrum: request.spectrum, renovated_image_url: fileUrl(ctx, fileId) }, 200);
}

/** The renovation routes. */
export function renovationRoutes(ctx: EmulatorContext): Hono<AppEnv> {
  return new Hono<AppEnv>().post('/renovate', (c) => handle(ctx, c, renovate)).post('/kitchen_cabinets', (c) => handle(ctx, c, kitchenCabinets));
}
