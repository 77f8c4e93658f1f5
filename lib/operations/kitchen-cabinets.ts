import { z } from '../zod';
import { declareCall } from '../api/declare';
import { withAsset } from '../acquisition/acquisition';
import { RENOVATION_DEFAULTS, RENOVATION_OUTBOUND_FIELDS, renovationBody, RenovationFields, summarizeRenovation, withStyleOrGuidance } from './renovation-fields';
import { readRenovationResult, renovateByAssetBody, type RenovateByAssetRequest } from './renovation-request';
import type { OperationDefinition } from './types';

/** Kitchen cabinets: the same inputs as renovate, without materials (POST /kitchen_cabinets, asset only). */
export const KitchenCabinetsParams = withStyleOrGuidance(RenovationFields);
export type KitchenCabinetsParams = z.infer<typeof KitchenCabinetsParams>;
export const KitchenCabinetsRequest = z.object({ operation: z.literal('kitchenCabinets'), params: KitchenCabinetsParams });

/**
 * How a 400 of POST /kitchen_cabinets reads (spec section 7): the inputs were checked before
 * sending, so the one documented cause left is "no kitchen cabinets found", and a bare 400 is read
 * that way too; any other message is a `bad_request`.
 */
export function readCabinetsRefusal(message: string | undefined): 'no_cabinets' | undefined {
  return message === undefined || /cabinet/i.test(message) ? 'no_cabinets' : undefined;
}

/** POST /kitchen_cabinets: as renovate on an asset, applied to the cabinets. Spends credits. */
export const kitchenCabinetsCall = declareCall('POST /kitchen_cabinets', (input: RenovateByAssetRequest) => ({
  body: renovateByAssetBody(input),
  parse: readRenovationResult,
  readBadRequest: readCabinetsRefusal,
}));

export const kitchenCabinets = {
  id: 'kitchenCabinets',
  request: KitchenCabinetsRequest,
  words: { name: 'operation.kitchenCabinets', file: 'file.operation.kitchenCabinets' },
  formerNames: ['kitchen_cabinets'],
  result: 'image',
  outbound: {
    'kitchen-cabinets': {
      call: kitchenCabinetsCall,
      fields: { asset_id: 'serviceIds', ...RENOVATION_OUTBOUND_FIELDS },
      purpose: 'Restyle the kitchen cabinets of the photo you picked',
    },
  },
  defaults: RENOVATION_DEFAULTS,
  slug: 'cabinets',
  disclosure: 'digitally-altered',
  credits: { kind: 'renovation', perRun: 1 },
  summarize: summarizeRenovation,
  async run(ctx, photo, params) {
    const result = await withAsset(ctx, photo, (asset) => ctx.api.send(kitchenCabinetsCall, { asset_id: asset.id, ...renovationBody(params) }, { signal: ctx.signal }));
    return { imageUrl: result.renovated_image_url };
  },
} satisfies OperationDefinition<'kitchenCabinets', KitchenCabinetsParams, typeof RENOVATION_DEFAULTS>;
