import type { CallOptions } from '../http';
import { parseWith } from '../parse';
import { deleteAssetBody, uploadAssetForm, type UploadAssetInput } from '../requests';
import { AssetsResponse, DeleteAssetResponse, PlanDetailsResponse, UploadAssetResponse, type Asset, type Plan } from '../schemas';
import { get, postForm, postJson, type Call } from './call';

/** Account and assets: plan details, listing, uploading and deleting assets. */
export interface AccountMethods {
  /** GET /plan/details: plan name and remaining credits. */
  getPlanDetails(o?: CallOptions): Promise<Plan>;
  /** GET /assets: every asset on the account. */
  listAssets(o?: CallOptions): Promise<Asset[]>;
  /** POST /assets/upload (multipart): exactly one of `image` or `image_url`. Never retried. */
  uploadAsset(input: UploadAssetInput, o?: CallOptions): Promise<Asset>;
  /** POST /assets/delete. */
  deleteAsset(input: { asset_id: string }, o?: CallOptions): Promise<{ status: string; asset_id: string }>;
}

/** The account and asset methods over `call`. */
export function accountMethods(call: Call): AccountMethods {
  return {
    getPlanDetails: (o) => call(() => get('/plan/details', (body) => parseWith(PlanDetailsResponse, body).plan), o),
    listAssets: (o) => call(() => get('/assets', (body) => parseWith(AssetsResponse, body).assets), o),
    uploadAsset: (input, o) =>
      call(() => postForm('/assets/upload', uploadAssetForm(input), (body) => parseWith(UploadAssetResponse, body).asset, { errorContext: 'upload' }), o),
    deleteAsset: (input, o) => call(() => postJson('/assets/delete', deleteAssetBody(input), (body) => parseWith(DeleteAssetResponse, body), { long: false }), o),
  };
}
