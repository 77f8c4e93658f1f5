import { z } from '../../zod';
import { NonEmpty } from './fields';

/** Account resources: the plan with its credits, and assets (spec sections 2 and 4). */

/** Plan details and remaining credits (object `plan` of GET /plan/details). */
export const Plan = z.object({
  business_name: z.string(),
  plan: z.string(),
  remaining_assets: z.int(),
  staging_credits: z.int(),
  renovation_credits: z.int(),
});
export type Plan = z.infer<typeof Plan>;

/** Body of GET /plan/details. */
export const PlanDetailsResponse = z.object({ plan: Plan });
export type PlanDetailsResponse = z.infer<typeof PlanDetailsResponse>;

/** An image stored on the account. */
export const Asset = z.object({
  id: NonEmpty,
  name: z.string(),
  width: z.int(),
  height: z.int(),
  preview_url: z.string(),
});
export type Asset = z.infer<typeof Asset>;

/** Body of GET /assets. */
export const AssetsResponse = z.object({ assets: z.array(Asset) });
export type AssetsResponse = z.infer<typeof AssetsResponse>;

/** Body of POST /assets/upload. */
export const UploadAssetResponse = z.object({ asset: Asset });
export type UploadAssetResponse = z.infer<typeof UploadAssetResponse>;

/** Body of POST /assets/delete. */
export const DeleteAssetResponse = z.object({ status: z.string(), asset_id: z.string() });
export type DeleteAssetResponse = z.infer<typeof DeleteAssetResponse>;
