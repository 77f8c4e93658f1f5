import { z } from '../../zod';
import { presentText } from '../../api/limits';
import { isHttpUrl } from '../../util/url';
import type { Field } from './field';

/** Where a style transfer's style comes from: a photo of the listing, an image file, or a URL (`style`). */

export type StyleSourceKind = 'listing' | 'file' | 'url';
export const STYLE_SOURCE_KINDS = ['listing', 'file', 'url'] as const satisfies readonly StyleSourceKind[];

export interface StyleSourceState {
  kind: StyleSourceKind;
  /** A photo of the listing (or any photo of the page), when `kind` is `listing`. */
  listingPhoto: string | null;
  /** The typed URL, when `kind` is `url`. */
  url: string;
  /** A picked file read as a data URL, when `kind` is `file`. */
  file: { dataUrl: string; name: string } | null;
}

/** Data URLs above this size are not persisted: storage.local is small and the file can be picked again. */
const MAX_PERSISTED_FILE = 1_500_000;

/** The chosen style as the request's `style`, or null while none is chosen (or the URL is not a web address). */
function styleParam(state: StyleSourceState) {
  if (state.kind === 'file') return state.file ? { kind: 'file', dataUrl: state.file.dataUrl, name: state.file.name } : null;
  const url = state.kind === 'listing' ? state.listingPhoto : presentText(state.url);
  return url && isHttpUrl(url) ? { kind: 'url', url } : null;
}

/** The style source: the kind chosen, and what was picked or typed for each kind (kept while switching kinds). */
export function styleSourceField(): Field<'styleSource', StyleSourceState> {
  return {
    kind: 'styleSource',
    stored: {
      kind: z.catch(z.enum(STYLE_SOURCE_KINDS), 'listing'),
      listingPhoto: z.catch(z.nullable(z.string()), null),
      url: z.catch(z.string(), ''),
      file: z.catch(z.nullable(z.object({ dataUrl: z.string().check(z.startsWith('data:image/')), name: z.string() })), null),
    },
    initial: () => ({ kind: 'listing', listingPhoto: null, url: '', file: null }),
    params(state) {
      const style = styleParam(state);
      return style ? { style } : null;
    },
    // A URL of the listing's photos comes back as that photo; another URL as typed; a file as picked.
    refill(params, current, { photo }) {
      const style = params.style as { kind?: unknown; url?: unknown; dataUrl?: unknown; name?: unknown } | undefined;
      if (style?.kind === 'url' && typeof style.url === 'string') {
        const fromListing = photo?.listing.photoUrls.includes(style.url) ?? false;
        return fromListing ? { ...current, kind: 'listing', listingPhoto: style.url } : { ...current, kind: 'url', url: style.url };
      }
      if (style?.kind === 'file' && typeof style.dataUrl === 'string') {
        return { ...current, kind: 'file', file: { dataUrl: style.dataUrl, name: typeof style.name === 'string' ? style.name : 'style image' } };
      }
      return current;
    },
    forStorage: (state) => (state.file && state.file.dataUrl.length > MAX_PERSISTED_FILE ? { ...state, file: null } : state),
  };
}
