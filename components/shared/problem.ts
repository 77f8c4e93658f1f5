import type { ImageSize } from '../../lib/images/dimensions';
import { MAX_PHOTO_PIXELS } from '../../lib/images/pixel-cap';
import type { ResultsMessages, ResultsT } from '../../lib/i18n/messages/results/index';

/**
 * Why taking a result away failed (download, copy, compare card, export), as a kind the panel
 * words in the interface language: the hooks and canvas helpers throw a {@link Problem}, the
 * component that reports it calls {@link problemText}. Its `message` stays English, for logs.
 */
export type ProblemKind =
  | 'image-unavailable'
  | 'image-http'
  | 'original-unreadable'
  | 'no-canvas'
  | 'encode'
  | 'result-unavailable'
  | 'result-http'
  /** A download passed its byte cap and was cancelled (`fetch-image.ts`). */
  | 'too-large'
  /** An image's header declares more pixels than the cap: it is not decoded (`image-tools.ts`). */
  | 'too-many-pixels'
  /** Bytes whose image type or size can't be read from the header: not decoded either. */
  | 'not-an-image'
  /** An address on a private network its source may not name: not requested (`fetch-image.ts`). */
  | 'private-address';

/** What a problem names besides its kind. */
export interface ProblemDetail {
  /** The image's size from its header, for `too-many-pixels`. */
  readonly size?: ImageSize;
  /** The byte cap that was passed, for `too-large`. */
  readonly maxBytes?: number;
}

export class Problem extends Error {
  constructor(
    readonly kind: ProblemKind,
    /** The HTTP status, for the `-http` kinds. */
    readonly status?: number,
    readonly detail: ProblemDetail = {},
  ) {
    super(`${kind}${status === undefined ? '' : ` (HTTP ${status})`}${detail.size ? ` (${detail.size.width} × ${detail.size.height})` : ''}${detail.maxBytes === undefined ? '' : ` (over ${detail.maxBytes} bytes)`}`);
    this.name = 'Problem';
  }
}

const MB = 1024 * 1024;

/** The placeholders of a size problem: megabytes of the cap, or the image's pixels and the pixel cap in megapixels. */
export function sizeWords(problem: Problem): { megabytes: string; width: string; height: string; megapixels: string } {
  return {
    megabytes: String(Math.round((problem.detail.maxBytes ?? 0) / MB)),
    // Pixels as image tools write them: no digit grouping in any language.
    width: String(problem.detail.size?.width ?? 0),
    height: String(problem.detail.size?.height ?? 0),
    megapixels: String(MAX_PHOTO_PIXELS / 1_000_000),
  };
}

/** The kinds without a placeholder, by key (literal keys, for the messages-complete test). */
const PLAIN_KEY = {
  'image-unavailable': 'problem.image-unavailable',
  'original-unreadable': 'problem.original-unreadable',
  'no-canvas': 'problem.no-canvas',
  encode: 'problem.encode',
  'result-unavailable': 'export.problem.result-unavailable',
  'not-an-image': 'problem.not-an-image',
  'private-address': 'problem.private-address',
} as const satisfies Record<Exclude<ProblemKind, 'image-http' | 'result-http' | 'too-large' | 'too-many-pixels'>, keyof ResultsMessages>;

/**
 * The reason in words ("the image could not be downloaded (HTTP 404)"), to fill a sentence's
 * `{reason}`. Another error shows its own message (a browser's is in the browser's language).
 */
export function problemText(error: unknown, t: ResultsT): string {
  if (error instanceof Problem) {
    const status = error.status ?? 0;
    if (error.kind === 'image-http') return t('problem.image-http', { status });
    if (error.kind === 'result-http') return t('export.problem.result-http', { status });
    if (error.kind === 'too-large') return t('problem.too-large', { megabytes: sizeWords(error).megabytes });
    if (error.kind === 'too-many-pixels') {
      const { width, height, megapixels } = sizeWords(error);
      return t('problem.too-many-pixels', { width, height, megapixels });
    }
    return t(PLAIN_KEY[error.kind]);
  }
  return error instanceof Error && error.message ? error.message : t('problem.unknown');
}
