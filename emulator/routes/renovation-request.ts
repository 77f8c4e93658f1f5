/**
 * The request body shared by POST /renovate and POST /kitchen_cabinets, in both shapes:
 * `asset_id` (the documented one) or `image_url` (the variant), each with style_id, guidance,
 * renovation_spectrum and optional materials. Pure validation; throws 400s.
 */
import { findRenovationStyle, type RenovationStyle } from '../service-styles/renovation-styles';
import { isHttpUrl } from '../fetch-image';
import { optionalEnum, optionalString, type JsonObject } from '../http/fields';
import { badRequest } from '../http/http-error';
import { isInstallationLocation, INSTALLATION_LOCATIONS, type InstallationLocation } from '../images/regions';
import { DEFAULT_SPECTRUM, RENOVATION_SPECTRUM, type RenovationSpectrum } from '../images/spectrum';
import { MAX_GUIDANCE, MAX_ID_LENGTH, MAX_MATERIALS } from '../limits';

/** A validated material. */
export interface MaterialInput {
  readonly materialId: string;
  readonly imageUrl: string;
  readonly location: InstallationLocation;
}

/** A validated renovation request. */
export interface RenovationRequest {
  readonly source: { readonly kind: 'asset'; readonly assetId: string } | { readonly kind: 'url'; readonly url: string };
  /** As sent ('' in the response when absent). */
  readonly styleId: string | undefined;
  readonly style: RenovationStyle | undefined;
  /** The effective spectrum (default applied). */
  readonly spectrum: RenovationSpectrum;
  readonly guidance: string | undefined;
  readonly materials: readonly MaterialInput[];
}

/** What makes a material usable at all: which product, its texture, where it goes. */
const REQUIRED_MATERIAL_STRINGS = ['material_id', 'image_url', 'installation_location'] as const;

/** Descriptive fields: optional (the spec marks nothing required), but strings when present. */
const OPTIONAL_MATERIAL_STRINGS = ['material_name', 'color_id', 'color_name'] as const;

function parseMaterial(value: unknown, index: number): MaterialInput {
  const at = `materials[${index}]`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest(`${at} must be an object`);
  const record = value as JsonObject;
  for (const key of REQUIRED_MATERIAL_STRINGS) {
    const field = record[key];
    if (typeof field !== 'string' || field.trim() === '') throw badRequest(`${at}.${key} is required and must be a non-empty string`);
  }
  for (const key of OPTIONAL_MATERIAL_STRINGS) {
    const field = record[key];
    if (field !== undefined && field !== null && typeof field !== 'string') throw badRequest(`${at}.${key} must be a string`);
  }
  const location = String(record.installation_location);
  if (!isInstallationLocation(location)) throw badRequest(`${at}.installation_location must be one of ${INSTALLATION_LOCATIONS.join(', ')}`);
  const imageUrl = String(record.image_url);
  if (!isHttpUrl(imageUrl)) throw badRequest(`${at}.image_url must be an http(s) URL`);
  const metadata = record.metadata;
  if (metadata !== undefined && metadata !== null) {
    if (typeof metadata !== 'object' || Array.isArray(metadata)) throw badRequest(`${at}.metadata must be an object`);
    const bad = Object.entries(metadata).find(([, v]) => typeof v !== 'string');
    if (bad) throw badRequest(`${at}.metadata.${bad[0]} must be a string`);
  }
  return { materialId: String(record.material_id), imageUrl, location };
}

/** Validates `materials` (absent or null means none). */
export function parseMaterials(value: unknown): MaterialInput[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest('materials must be an array');
  if (value.length > MAX_MATERIALS) throw badRequest(`materials may hold at most ${MAX_MATERIALS} entries`);
  return value.map(parseMaterial);
}

/** Validates a renovation or kitchen-cabinets body. */
export function parseRenovationRequest(body: JsonObject): RenovationRequest {
  const assetId = optionalString(body, 'asset_id', MAX_ID_LENGTH);
  const imageUrl = optionalString(body, 'image_url');
  if (assetId === undefined && imageUrl === undefined) throw badRequest('asset_id is required (or image_url for the URL variant)');
  if (assetId !== undefined && imageUrl !== undefined) throw badRequest('send asset_id or image_url, not both');
  if (imageUrl !== undefined && !isHttpUrl(imageUrl)) throw badRequest('image_url must be an http(s) URL');
  const styleId = optionalString(body, 'style_id', MAX_ID_LENGTH);
  const style = styleId === undefined ? undefined : findRenovationStyle(styleId);
  if (styleId !== undefined && style === undefined) throw badRequest(`unknown style_id "${styleId}" (see GET /styles)`);
  const guidance = optionalString(body, 'guidance', MAX_GUIDANCE);
  if (styleId === undefined && guidance === undefined) throw badRequest('at least one of style_id or guidance is required');
  const spectrum = optionalEnum(body, 'renovation_spectrum', RENOVATION_SPECTRUM) ?? DEFAULT_SPECTRUM;
  return {
    source: assetId !== undefined ? { kind: 'asset', assetId } : { kind: 'url', url: imageUrl ?? '' },
    styleId,
    style,
    spectrum,
    guidance,
    materials: parseMaterials(body.materials),
  };
}
