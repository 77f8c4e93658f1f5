import type { CallOptions } from '../http';
import { parseWith } from '../parse';
import { StylesResponse } from '../schemas';
import { get, type Call } from './call';

/**
 * The AI Renovation Kit's list of styles. Its renders (renovate, kitchen cabinets, upscale, style
 * transfer) are the operations' calls, each declared by its module (lib/operations/).
 */
export interface StylesMethods {
  /** GET /styles: interior and exterior styles. */
  getStyles(o?: CallOptions): Promise<StylesResponse>;
}

/** The styles method over `call`. */
export function stylesMethods(call: Call): StylesMethods {
  return {
    getStyles: (o) => call(() => get('/styles', (body) => parseWith(StylesResponse, body)), o),
  };
}
