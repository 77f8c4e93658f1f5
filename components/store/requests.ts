import { JobRequest, MaterialInput, RenovationSpectrum, type HistoryEntry } from '../../lib/queue/types';
import type { PickedPhoto } from '../../lib/messaging/protocol';
import { clampCreativity, defaultForms, hasStyleOrGuidance, type Forms, type StyleForm, type StyleGroup } from './forms';

/** Style ids per group, to find which tab a restored style belongs to. */
export interface StyleCatalog {
  interior: readonly { id: string }[];
  exterior: readonly { id: string }[];
}

function styleParams(form: StyleForm) {
  const guidance = form.guidance.trim();
  return {
    ...(form.styleId ? { style_id: form.styleId } : {}),
    renovation_spectrum: form.spectrum,
    ...(guidance !== '' ? { guidance } : {}),
  };
}

/** The Renovate request of the form, or null while it lacks a style or guidance. */
export function renovateRequest(forms: Forms): JobRequest | null {
  const form = forms.renovate;
  if (!hasStyleOrGuidance(form)) return null;
  const params = { ...styleParams(form), ...(form.materials.length > 0 ? { materials: form.materials } : {}) };
  return { operation: 'renovate', params };
}

/** The Restyle cabinets request, or null while it lacks a style or guidance. */
export function cabinetsRequest(forms: Forms): JobRequest | null {
  if (!hasStyleOrGuidance(forms.cabinets)) return null;
  return { operation: 'kitchenCabinets', params: styleParams(forms.cabinets) };
}

/** The style transfer request, or null while no style source is chosen. */
export function styleTransferRequest(forms: Forms): JobRequest | null {
  const form = forms.styleTransfer;
  switch (form.kind) {
    case 'listing':
      return form.listingPhoto ? { operation: 'styleTransfer', params: { style: { kind: 'url', url: form.listingPhoto } } } : null;
    case 'url': {
      const url = form.url.trim();
      return isHttpUrl(url) ? { operation: 'styleTransfer', params: { style: { kind: 'url', url } } } : null;
    }
    case 'file':
      return form.file ? { operation: 'styleTransfer', params: { style: { kind: 'file', dataUrl: form.file.dataUrl, name: form.file.name } } } : null;
  }
}

/** The creative upscale request; creativity is clamped to its bounds whatever the form holds. */
export function upscaleRequest(forms: Forms): JobRequest {
  return { operation: 'upscale', params: { creativity: clampCreativity(forms.upscale.creativity) } };
}

/** The staging request, or null until both a room type and a style are chosen. */
export function stageRequest(forms: Forms): JobRequest | null {
  const { roomType, style } = forms.stage;
  return roomType && style ? { operation: 'stage', params: { room_type: roomType, style } } : null;
}

/** True for an absolute http(s) URL. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The job request a history entry was made with, or null if its stored parameters no longer validate. */
export function requestOfEntry(entry: Pick<HistoryEntry, 'operation' | 'params'>): JobRequest | null {
  const parsed = JobRequest.safeParse({ operation: entry.operation, params: entry.params });
  return parsed.success ? parsed.data : null;
}

/** Which group a style id belongs to (interior when unknown). */
export function groupOf(styleId: string | null, styles: StyleCatalog | null): StyleGroup {
  if (styleId && styles?.exterior.some((style) => style.id === styleId)) return 'exterior';
  return 'interior';
}

/**
 * "Tweak": the forms refilled with a result's parameters, and the tool to show. Other tools'
 * inputs are left as they were.
 */
export function formsFromEntry(
  entry: Pick<HistoryEntry, 'operation' | 'params'>,
  forms: Forms,
  photo: PickedPhoto | null,
  styles: StyleCatalog | null,
): { forms: Forms; tool: 'renovate' | 'cabinets' | 'styleTransfer' | 'upscale' | 'stage' } | null {
  const p = entry.params;
  const text = (key: string) => (typeof p[key] === 'string' ? (p[key] as string) : '');
  const styleForm = (): StyleForm => {
    const styleId = text('style_id') || null;
    const spectrum = RenovationSpectrum.safeParse(p.renovation_spectrum);
    return { styleId, group: groupOf(styleId, styles), spectrum: spectrum.success ? spectrum.data : defaultForms().renovate.spectrum, guidance: text('guidance') };
  };
  switch (entry.operation) {
    case 'renovate': {
      const materials = Array.isArray(p.materials)
        ? p.materials.flatMap((item) => {
            const parsed = MaterialInput.safeParse(item);
            return parsed.success ? [parsed.data] : [];
          })
        : [];
      return { tool: 'renovate', forms: { ...forms, renovate: { ...styleForm(), materials } } };
    }
    case 'kitchenCabinets':
      return { tool: 'cabinets', forms: { ...forms, cabinets: styleForm() } };
    case 'styleTransfer': {
      const style = p.style as { kind?: unknown; url?: unknown; dataUrl?: unknown; name?: unknown } | undefined;
      if (style?.kind === 'url' && typeof style.url === 'string') {
        const fromListing = photo?.listing.photoUrls.includes(style.url) ?? false;
        const styleTransfer = fromListing
          ? { ...forms.styleTransfer, kind: 'listing' as const, listingPhoto: style.url }
          : { ...forms.styleTransfer, kind: 'url' as const, url: style.url };
        return { tool: 'styleTransfer', forms: { ...forms, styleTransfer } };
      }
      if (style?.kind === 'file' && typeof style.dataUrl === 'string') {
        const file = { dataUrl: style.dataUrl, name: typeof style.name === 'string' ? style.name : 'style image' };
        return { tool: 'styleTransfer', forms: { ...forms, styleTransfer: { ...forms.styleTransfer, kind: 'file', file } } };
      }
      return { tool: 'styleTransfer', forms };
    }
    case 'upscale':
      return { tool: 'upscale', forms: { ...forms, upscale: { creativity: clampCreativity(typeof p.creativity === 'number' ? p.creativity : 0.5) } } };
    case 'stage':
      return { tool: 'stage', forms: { ...forms, stage: { roomType: text('room_type'), style: text('style') } } };
    case 'analyze':
      return null;
  }
}

/** A style's name by id (ids are opaque), or undefined when the styles are not loaded or it is gone. */
export function styleNameOf(styles: { interior: readonly { id: string; name: string }[]; exterior: readonly { id: string; name: string }[] } | null, styleId: string): string | undefined {
  return [...(styles?.interior ?? []), ...(styles?.exterior ?? [])].find((style) => style.id === styleId)?.name;
}
