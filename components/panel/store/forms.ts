import { z } from 'zod';
import { clampCreativity, CREATIVITY, GUIDANCE, MAX_MATERIALS } from '../../../lib/api/limits';
import { RenovationSpectrum } from '../../../lib/api/schemas';
import { CatalogProduct } from '../../../lib/catalog/product';
import { clip } from '../../../lib/format/text';
import type { SpectrumValue } from '../../../lib/format/operation';

/** The panel's tools, one tab each. */
export const TOOLS = ['renovate', 'cabinets', 'styleTransfer', 'upscale', 'stage', 'history'] as const;
export type Tool = (typeof TOOLS)[number];

/** Renovation styles come in two groups (GET /styles). */
export type StyleGroup = 'interior' | 'exterior';

/** Inputs shared by Renovate and Restyle cabinets. */
export interface StyleForm {
  styleId: string | null;
  /** Which group's tab the picker shows. */
  group: StyleGroup;
  spectrum: SpectrumValue;
  guidance: string;
}

/** Renovate adds catalog materials to the shared inputs. */
export interface RenovateForm extends StyleForm {
  materials: CatalogProduct[];
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

/** Every tool's inputs, kept while the user switches tabs and restored when the panel reopens. */
export interface Forms {
  renovate: RenovateForm;
  cabinets: StyleForm;
  styleTransfer: StyleTransferForm;
  upscale: UpscaleForm;
  stage: StageForm;
}

/** Forms of a fresh panel. */
export function defaultForms(): Forms {
  const style: StyleForm = { styleId: null, group: 'interior', spectrum: 'renovate', guidance: '' };
  return {
    renovate: { ...style, materials: [] },
    cabinets: { ...style },
    styleTransfer: { kind: 'listing', listingPhoto: null, url: '', file: null },
    upscale: { creativity: CREATIVITY.default },
    stage: { roomType: '', style: '' },
  };
}

/** Data URLs above this size are not persisted: storage.local is small and the file can be picked again. */
const MAX_PERSISTED_FILE = 1_500_000;

const defaults = defaultForms();
const StyleFormSchema = z.object({
  styleId: z.string().nullable().catch(null),
  group: z.enum(['interior', 'exterior']).catch('interior'),
  spectrum: RenovationSpectrum.catch('renovate'),
  // Longer than the field takes (an older version's limit, a hand edit): the first part is kept, not the whole lost.
  guidance: z
    .string()
    .catch('')
    .transform((text) => clip(text, GUIDANCE.maxLength)),
});

/** Reads stored forms, keeping every valid part and defaulting the rest: a bad field never loses the others. */
export const FormsSchema = z.object({
  renovate: StyleFormSchema.extend({
    materials: z
      .array(z.unknown())
      .catch([])
      .transform((items) => items.flatMap((item) => {
        const parsed = CatalogProduct.safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }).slice(0, MAX_MATERIALS)),
  }).catch(defaults.renovate),
  cabinets: StyleFormSchema.catch(defaults.cabinets),
  styleTransfer: z
    .object({
      kind: z.enum(['listing', 'file', 'url']).catch('listing'),
      listingPhoto: z.string().nullable().catch(null),
      url: z.string().catch(''),
      file: z.object({ dataUrl: z.string().startsWith('data:image/'), name: z.string() }).nullable().catch(null),
    })
    .catch(defaults.styleTransfer),
  upscale: z.object({ creativity: z.number().transform(clampCreativity).catch(CREATIVITY.default) }).catch(defaults.upscale),
  stage: z.object({ roomType: z.string().catch(''), style: z.string().catch('') }).catch(defaults.stage),
});

/** Forms as they are persisted: a large picked file is left out. */
export function formsForStorage(forms: Forms): Forms {
  const file = forms.styleTransfer.file;
  if (!file || file.dataUrl.length <= MAX_PERSISTED_FILE) return forms;
  return { ...forms, styleTransfer: { ...forms.styleTransfer, file: null } };
}
