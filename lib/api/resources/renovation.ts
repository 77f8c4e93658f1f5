import { z } from '../../zod';
import { NonEmpty } from './fields';

/**
 * AI Renovation Kit resources the extension shares: styles, the renovation spectrum, materials.
 * The renders' requests and results are their operations' (lib/operations/).
 */

/** One interior or exterior style. */
export const Style = z.object({
  id: NonEmpty,
  name: z.string(),
  description: z.string(),
});
export type Style = z.infer<typeof Style>;

/** Body of GET /styles. */
export const StylesResponse = z.object({
  interior_styles: z.array(Style),
  exterior_styles: z.array(Style),
  total_found: z.int(),
});
export type StylesResponse = z.infer<typeof StylesResponse>;

/** Intensity of a renovation, from lightest to strongest. */
export const RenovationSpectrum = z.enum(['tweak', 'enhance', 'renovate', 'transform']);
export type RenovationSpectrum = z.infer<typeof RenovationSpectrum>;

/** Where a catalog material is applied. */
export const InstallationLocation = z.enum([
  'FLOORS',
  'KITCHEN_CABINETS',
  'COUNTERTOPS',
  'BACKSPLASH',
  'WALLS',
  'EXTERIOR_SIDING',
  'CEILING',
]);
export type InstallationLocation = z.infer<typeof InstallationLocation>;

/**
 * A catalog product to apply (URL variant of POST /renovate). The spec marks nothing required;
 * we require what makes a material usable at all: its id, its texture and where it goes.
 */
export const Material = z.object({
  material_id: NonEmpty,
  material_name: z.optional(z.string()),
  color_id: z.optional(z.string()),
  color_name: z.optional(z.string()),
  image_url: NonEmpty,
  installation_location: InstallationLocation,
  metadata: z.optional(z.record(z.string(), z.string())),
});
export type Material = z.infer<typeof Material>;
