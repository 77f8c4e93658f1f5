import { z } from '../zod';
import { withAsset } from '../acquisition/acquisition';
import { RENOVATION_DEFAULTS, RENOVATION_OUTBOUND_FIELDS, renovationBody, RenovationFields, summarizeRenovation, withStyleOrGuidance } from './renovation-fields';
import type { OperationDefinition } from './types';

/** Kitchen cabinets: the same inputs as renovate, without materials (POST /kitchen_cabinets, asset only). */
export const KitchenCabinetsParams = withStyleOrGuidance(RenovationFields);
export type KitchenCabinetsParams = z.infer<typeof KitchenCabinetsParams>;
export const KitchenCabinetsRequest = z.object({ operation: z.literal('kitchenCabinets'), params: KitchenCabinetsParams });

export const kitchenCabinets = {
  id: 'kitchenCabinets',
  request: KitchenCabinetsRequest,
  words: { name: 'operation.kitchenCabinets', file: 'file.operation.kitchenCabinets' },
  formerNames: ['kitchen_cabinets'],
  result: 'image',
  outbound: {
    'kitchen-cabinets': {
      endpoint: 'POST /kitchen_cabinets',
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
    const result = await withAsset(ctx, photo, (asset) => ctx.api.kitchenCabinets({ asset_id: asset.id, ...renovationBody(params) }, { signal: ctx.signal }));
    return { imageUrl: result.renovated_image_url };
  },
} satisfies OperationDefinition<'kitchenCabinets', KitchenCabinetsParams, typeof RENOVATION_DEFAULTS>;
