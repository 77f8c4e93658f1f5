import type { Operation } from '../queue/types';

/** What each operation is called in the UI. */
export const OPERATION_LABEL: Record<Operation, string> = {
  renovate: 'Renovation',
  kitchenCabinets: 'Kitchen cabinets',
  styleTransfer: 'Style transfer',
  upscale: 'Creative upscale',
  stage: 'Virtual staging',
  analyze: 'Analysis',
};

/** The four intensities of the renovation spectrum, in order, with what each does in words. */
export const SPECTRUM_STEPS = [
  { value: 'tweak', label: 'Tweak', description: 'Light touches: paint, fixtures and decor; the layout stays as it is.' },
  { value: 'enhance', label: 'Enhance', description: 'Visible upgrades to finishes and surfaces, keeping the room’s character.' },
  { value: 'renovate', label: 'Renovate', description: 'A full makeover of surfaces, cabinetry and lighting in the chosen style.' },
  { value: 'transform', label: 'Transform', description: 'A bold reimagining: the room is rebuilt around the style.' },
] as const;

/** One of the spectrum's values. */
export type SpectrumValue = (typeof SPECTRUM_STEPS)[number]['value'];

/**
 * A one-line summary of a result's parameters, e.g. `Scandinavian · renovate · “white oak floors”`.
 * `styleName` resolves a style id to its name (ids are opaque).
 */
export function summarizeParams(operation: Operation, params: Record<string, unknown>, styleName: (id: string) => string | undefined = () => undefined): string {
  const parts: string[] = [];
  const text = (key: string): string | undefined => (typeof params[key] === 'string' && params[key] !== '' ? (params[key] as string) : undefined);
  switch (operation) {
    case 'renovate':
    case 'kitchenCabinets': {
      const style = text('style_id');
      if (style) parts.push(styleName(style) ?? style);
      const spectrum = text('renovation_spectrum');
      if (spectrum) parts.push(spectrum);
      const guidance = text('guidance');
      if (guidance) parts.push(`“${truncate(guidance, 60)}”`);
      const materials = Array.isArray(params.materials) ? params.materials.length : 0;
      if (materials > 0) parts.push(`${materials} material${materials === 1 ? '' : 's'}`);
      break;
    }
    case 'styleTransfer': {
      const style = params.style as { kind?: unknown; url?: unknown; name?: unknown } | undefined;
      if (style?.kind === 'url' && typeof style.url === 'string') parts.push(`style from ${truncate(style.url, 50)}`);
      else if (style?.kind === 'file') parts.push(`style from ${typeof style.name === 'string' ? style.name : 'a file'}`);
      break;
    }
    case 'upscale':
      if (typeof params.creativity === 'number') parts.push(`creativity ${params.creativity.toFixed(2)}`);
      break;
    case 'stage': {
      const room = text('room_type');
      const style = text('style');
      if (room) parts.push(room.replace(/_/g, ' '));
      if (style) parts.push(style.replace(/_/g, ' '));
      break;
    }
    case 'analyze':
      break;
  }
  return parts.join(' · ');
}

/** Shortens text to `max` characters with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/** "1 credit", "3 credits". */
export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** The disclosure label listing rules require on altered photos. */
export const DISCLOSURE_LABEL = {
  'virtually-staged': 'Virtually staged',
  'digitally-altered': 'Digitally altered',
} as const;

/** Whether settings ask for a result's disclosure label (both default to on). */
export function disclosureEnabled(kind: keyof typeof DISCLOSURE_LABEL, settings: { disclosure: { staging: boolean; renovation: boolean } } | null): boolean {
  if (!settings) return true;
  return kind === 'virtually-staged' ? settings.disclosure.staging : settings.disclosure.renovation;
}
