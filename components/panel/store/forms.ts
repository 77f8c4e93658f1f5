import { z } from '../../../lib/zod';
import { clampCreativity, GUIDANCE, MAX_MATERIALS } from '../../../lib/api/limits';
import { RenovationSpectrum } from '../../../lib/api/schemas';
import { Product } from '../../../lib/materials/product';
import { clip } from '../../../lib/format/text';
import type { SpectrumValue } from '../../../lib/format/operation';
import { OPERATIONS } from '../../../lib/operations/index';

/**
 * The goals a realtor picks from, one tab each (at most four side by side). Renovate covers the
 * kitchen cabinets too (its "Only the kitchen cabinets" option); history is a view of its own.
 */
export const TOOLS = ['renovate', 'stage', 'styleTransfer', 'upscale'] as const;
export type Tool = (typeof TOOLS)[number];

/** A stored tool of an older version, as one of today's goals. */
export function toolOf(stored: unknown): Tool {
  if (stored === 'cabinets') return 'renovate';
  return (TOOLS as readonly unknown[]).includes(stored) ? (stored as Tool) : 'renovate';
}

/** Renovation styles come in two groups (GET /styles). */
export type StyleGroup = 'interior' | 'exterior';

/** A renovation's style inputs. */
export interface StyleForm {
  styleId: string | null;
  /** Which group's tab the picker shows. */
  group: StyleGroup;
  spectrum: SpectrumValue;
  guidance: string;
}

/** Renovate: the style inputs, catalog materials, and whether only the kitchen cabinets change (operation kitchenCabinets, no materials). */
export interface RenovateForm extends StyleForm {
  materials: Product[];
  cabinetsOnly: boolean;
}

/** Where a style transfer's style comes from. */
export type StyleSourceKind = 'listing' | 'file' | 'url';

export interface StyleTransferForm {
  kind: StyleSourceKind;
  /** A photo of the listing (or any photo of the page), when `kind` is `listing`. */
  listingPhoto: string | null;
  /** The typed URL, when `kind` is `url`. */
  url: string;
  /** A picked file read as a data URL, when `kind` is `file`. */
  file: { dataUrl: string; name: string } | null;
}

export interface UpscaleForm {
  creativity: number;
}

export interface StageForm {
  roomType: string;
  style: string;
}

/** Every goal's inputs for one photo, kept while the user switches tabs or photos and restored when the panel reopens. */
export interface Forms {
  renovate: RenovateForm;
  styleTransfer: StyleTransferForm;
  upscale: UpscaleForm;
  stage: StageForm;
}

/** Forms of a fresh panel: each operation's own defaults (`lib/operations/<operation>.ts`), the rest empty. */
export function defaultForms(): Forms {
  const style: StyleForm = { styleId: null, group: 'interior', spectrum: OPERATIONS.renovate.defaults.renovation_spectrum, guidance: '' };
  return {
    renovate: { ...style, materials: [], cabinetsOnly: false },
    styleTransfer: { kind: 'listing', listingPhoto: null, url: '', file: null },
    upscale: { creativity: OPERATIONS.upscale.defaults.creativity },
    stage: { roomType: '', style: '' },
  };
}

/** Data URLs above this size are not persisted: storage.local is small and the file can be picked again. */
const MAX_PERSISTED_FILE = 1_500_000;

const defaults = defaultForms();
const StyleFormSchema = z.object({
  styleId: z.catch(z.nullable(z.string()), null),
  group: z.catch(z.enum(['interior', 'exterior']), 'interior'),
  spectrum: z.catch(RenovationSpectrum, defaults.renovate.spectrum),
  // Longer than the field takes (an older version's limit, a hand edit): the first part is kept, not the whole lost.
  guidance: z.pipe(z.catch(z.string(), ''), z.transform((text) => clip(text, GUIDANCE.maxLength))),
});

/**
 * Reads stored forms, keeping every valid part and defaulting the rest: a bad field never loses
 * the others. An older version's separate cabinets form is dropped (Renovate covers it now).
 */
export const FormsSchema = z.object({
  renovate: z.catch(z.extend(StyleFormSchema, {
    cabinetsOnly: z.catch(z.boolean(), false),
    materials: z.pipe(
      z.catch(z.array(z.unknown()), []),
      z.transform((items) => items.flatMap((item) => {
        const parsed = Product.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }).slice(0, MAX_MATERIALS)),
    ),
  }), defaults.renovate),
  styleTransfer: z.catch(
    z.object({
      kind: z.catch(z.enum(['listing', 'file', 'url']), 'listing'),
      listingPhoto: z.catch(z.nullable(z.string()), null),
      url: z.catch(z.string(), ''),
      file: z.catch(z.nullable(z.object({ dataUrl: z.string().check(z.startsWith('data:image/')), name: z.string() })), null),
    }),
    defaults.styleTransfer,
  ),
  upscale: z.catch(z.object({ creativity: z.catch(z.pipe(z.number(), z.transform<number, number>(clampCreativity)), defaults.upscale.creativity) }), defaults.upscale),
  stage: z.catch(z.object({ roomType: z.catch(z.string(), ''), style: z.catch(z.string(), '') }), defaults.stage),
});

/** Forms as they are persisted: a large picked file is left out. */
export function formsForStorage(forms: Forms): Forms {
  const file = forms.styleTransfer.file;
  if (!file || file.dataUrl.length <= MAX_PERSISTED_FILE) return forms;
  return { ...forms, styleTransfer: { ...forms.styleTransfer, file: null } };
}
