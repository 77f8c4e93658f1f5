import { z } from '../zod';
import { withAsset } from '../acquisition/acquisition';
import { RENOVATION_DEFAULTS, renovationBody, RenovationFields, summarizeRenovation, withStyleOrGuidance } from './renovation-fields';
import type { OperationDefinition } from './types';

/** Kitchen cabinets: the same inputs as renovate, without materials (POST /kitchen_cabinets, asset only). */
export const KitchenCabinetsParams = withStyleOrGuidance(RenovationFields);
export type KitchenCabinetsParams = z.infer<typeof KitchenCabinetsParams>;
export const KitchenCabinetsRequest = z.object({ operation: z.literal('kitchenCabinets'), params: KitchenCabinetsParams });

export const kitchenCabinets: OperationDefinition<'kitchenCabinets', KitchenCabinetsParams, typeof RENOVATION_DEFAULTS> = {
  id: 'kitchenCabinets',
  defaults: RENOVATION_DEFAULTS,
  slug: 'cabinets',
  disclosure: 'digitally-altered',
  credits: { kind: 'renovation', perRun: 1 },
  summarize: summarizeRenovation,
  async run(ctx, photo, params) {
    const result = await withAsset(ctx, photo, (asset) => ctx.api.kitchenCabinets({ asset_id: asset.id, ...renovationBody(params) }, { signal: ctx.signal }));
    return { imageUrl: result.renovated_image_url };
  },
};
