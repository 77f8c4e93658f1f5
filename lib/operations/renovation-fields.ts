import { z } from '../zod';
import { RenovationSpectrum } from '../api/schemas';
import { GUIDANCE, hasStyleOrGuidance, MAX_ID_LENGTH, presentText, STYLE_OR_GUIDANCE_MESSAGE } from '../api/limits';
import { truncate } from '../format/text';
import type { Locale } from '../i18n/locales';
import { optionName, type OptionNames } from './names';
import { textParam } from './types';
import { quotedSummary, spectrumName } from './words';

/**
 * The inputs renovate and kitchen cabinets share (spec section 4: style_id, renovation_spectrum,
 * guidance; at least one of style_id or guidance), with the limits from lib/api/limits.ts.
 */
export const RenovationFields = z.object({
  style_id: z.optional(z.string().check(z.maxLength(MAX_ID_LENGTH))),
  renovation_spectrum: z.optional(RenovationSpectrum),
  guidance: z.optional(z.string().check(z.maxLength(GUIDANCE.maxLength))),
});
export type RenovationFields = z.infer<typeof RenovationFields>;

/** What a renovation and a kitchen cabinets render start with: the spectrum's middle-strong step, the one the endpoint is named after. */
export const RENOVATION_DEFAULTS: { readonly renovation_spectrum: RenovationSpectrum } = { renovation_spectrum: 'renovate' };

/** What the renovation fields carry off the device (lib/privacy/outbound.ts). */
export const RENOVATION_OUTBOUND_FIELDS = { style_id: 'choices', renovation_spectrum: 'choices', guidance: 'guidance' } as const;

/** The spec's cross-field rule, as a zod refinement message. */
export const STYLE_OR_GUIDANCE = { message: STYLE_OR_GUIDANCE_MESSAGE };

/** Refines a params schema with the style-or-guidance rule. */
export function withStyleOrGuidance<S extends z.ZodMiniType<RenovationFields>>(schema: S) {
  return schema.check(z.refine(hasStyleOrGuidance, STYLE_OR_GUIDANCE));
}

/** The fields as sent: trimmed, blanks left out. */
export function renovationBody(params: RenovationFields): RenovationFields {
  const styleId = presentText(params.style_id);
  const guidance = presentText(params.guidance);
  return {
    ...(styleId ? { style_id: styleId } : {}),
    ...(params.renovation_spectrum ? { renovation_spectrum: params.renovation_spectrum } : {}),
    ...(guidance ? { guidance } : {}),
  };
}

/** Style name (as the API names it), the spectrum step's name and quoted guidance in `locale`, for one-line summaries. */
export function summarizeRenovation(params: Readonly<Record<string, unknown>>, names: OptionNames, locale: Locale = 'en'): string[] {
  const parts: string[] = [];
  const style = textParam(params, 'style_id');
  if (style) parts.push(optionName('style', style, names));
  const spectrum = textParam(params, 'renovation_spectrum');
  if (spectrum) parts.push(spectrumName(spectrum, locale));
  const guidance = textParam(params, 'guidance');
  if (guidance) parts.push(quotedSummary(truncate(guidance, 60), locale));
  return parts;
}
