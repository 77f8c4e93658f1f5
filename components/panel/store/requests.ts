import { clampCreativity, presentText } from '../../../lib/api/limits';
import { RenovationSpectrum } from '../../../lib/api/schemas';
import { Product } from '../../../lib/materials/product';
import type { PickedPhoto } from '../../../lib/listing';
import { JobRequest } from '../../../lib/queue/types';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import { isHttpUrl } from '../../../lib/util/url';
import { defaultForms, type Forms, type StyleForm, type StyleGroup } from './forms';

/**
 * The panel's forms turned into job requests, and stored parameters back into forms ("Edit
 * settings"; which goal takes which result is declared in `tools.ts`). Every request is validated by
 * its operation's own schema (lib/operations/), so the rules (style or guidance, limits) live
 * there and nowhere here: an incomplete form simply has no request yet.
 */

/** Style ids per group, to find which tab a restored style belongs to. */
export interface ServiceStyles {
  interior: readonly { id: string }[];
  exterior: readonly { id: string }[];
}

/** A candidate request, or null when its operation's schema refuses it. */
function valid(candidate: unknown): JobRequest | null {
  const parsed = JobRequest.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

function styleParams(form: StyleForm) {
  const guidance = presentText(form.guidance);
  return { ...(form.styleId ? { style_id: form.styleId } : {}), renovation_spectrum: form.spectrum, ...(guidance ? { guidance } : {}) };
}

/**
 * The Renovate goal's request, or null while it lacks a style or guidance: a renovation with its
 * materials, or with "Only the kitchen cabinets" a kitchen cabinets render (which takes none).
 */
export function renovateRequest(forms: Forms): JobRequest | null {
  const { materials, cabinetsOnly } = forms.renovate;
  if (cabinetsOnly) return valid({ operation: 'kitchenCabinets', params: styleParams(forms.renovate) });
  return valid({ operation: 'renovate', params: { ...styleParams(forms.renovate), ...(materials.length > 0 ? { materials } : {}) } });
}

/** The style transfer request, or null while no style source is chosen. */
export function styleTransferRequest(forms: Forms): JobRequest | null {
  const form = forms.styleTransfer;
  const url = form.kind === 'listing' ? form.listingPhoto : form.kind === 'url' ? presentText(form.url) : undefined;
  if (form.kind === 'file') return form.file ? valid({ operation: 'styleTransfer', params: { style: { kind: 'file', dataUrl: form.file.dataUrl, name: form.file.name } } }) : null;
  return url && isHttpUrl(url) ? valid({ operation: 'styleTransfer', params: { style: { kind: 'url', url } } }) : null;
}

/** The creative upscale request; creativity is clamped to its bounds whatever the form holds. */
export function upscaleRequest(forms: Forms): JobRequest {
  return { operation: 'upscale', params: { creativity: clampCreativity(forms.upscale.creativity) } };
}

/** The staging request, or null until both a room type and a style are chosen. */
export function stageRequest(forms: Forms): JobRequest | null {
  const { roomType, style } = forms.stage;
  return valid({ operation: 'stage', params: { room_type: roomType, style } });
}

/** The job request a history entry was made with, or null if its stored parameters no longer validate. */
export function requestOfEntry(entry: Pick<HistoryEntry, 'operation' | 'params'>): JobRequest | null {
  return valid({ operation: entry.operation, params: entry.params });
}

/** Which group a style id belongs to (interior when unknown). */
export function groupOf(styleId: string | null, styles: ServiceStyles | null): StyleGroup {
  if (styleId && styles?.exterior.some((style) => style.id === styleId)) return 'exterior';
  return 'interior';
}

/** Stored params as a style form (what renovations and kitchen cabinets share). */
export function styleFormOf(p: Readonly<Record<string, unknown>>, styles: ServiceStyles | null): StyleForm {
  const styleId = typeof p.style_id === 'string' && p.style_id !== '' ? p.style_id : null;
  const spectrum = RenovationSpectrum.safeParse(p.renovation_spectrum);
  const guidance = typeof p.guidance === 'string' ? p.guidance : '';
  return { styleId, group: groupOf(styleId, styles), spectrum: spectrum.success ? spectrum.data : defaultForms().renovate.spectrum, guidance };
}

/** The style-transfer form refilled from stored params (a listing photo, a URL or a file). */
export function styleTransferFormOf(p: Readonly<Record<string, unknown>>, forms: Forms, photo: PickedPhoto | null): Forms['styleTransfer'] {
  const style = p.style as { kind?: unknown; url?: unknown; dataUrl?: unknown; name?: unknown } | undefined;
  if (style?.kind === 'url' && typeof style.url === 'string') {
    const fromListing = photo?.listing.photoUrls.includes(style.url) ?? false;
    return fromListing ? { ...forms.styleTransfer, kind: 'listing', listingPhoto: style.url } : { ...forms.styleTransfer, kind: 'url', url: style.url };
  }
  if (style?.kind === 'file' && typeof style.dataUrl === 'string') {
    return { ...forms.styleTransfer, kind: 'file', file: { dataUrl: style.dataUrl, name: typeof style.name === 'string' ? style.name : 'style image' } };
  }
  return forms.styleTransfer;
}

/** Stored catalog materials that still read as products (a product of another shape is dropped). */
export function materialsOf(p: Readonly<Record<string, unknown>>): Product[] {
  if (!Array.isArray(p.materials)) return [];
  return p.materials.flatMap((item) => {
    const parsed = Product.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** A stored string parameter, or '' when absent or of another type. */
export function textOf(p: Readonly<Record<string, unknown>>, key: string): string {
  const value = p[key];
  return typeof value === 'string' ? value : '';
}

