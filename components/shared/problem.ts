import type { ResultsMessages, ResultsT } from '../../lib/i18n/messages/results/index';

/**
 * Why taking a result away failed (download, copy, compare card, export), as a kind the panel
 * words in the interface language: the hooks and canvas helpers throw a {@link Problem}, the
 * component that reports it calls {@link problemText}. Its `message` stays English, for logs.
 */
export type ProblemKind = 'image-unavailable' | 'image-http' | 'original-unreadable' | 'no-canvas' | 'encode' | 'result-unavailable' | 'result-http';

export class Problem extends Error {
  constructor(
    readonly kind: ProblemKind,
    /** The HTTP status, for the `-http` kinds. */
    readonly status?: number,
  ) {
    super(status === undefined ? kind : `${kind} (HTTP ${status})`);
    this.name = 'Problem';
  }
}

/** The kinds without a placeholder, by key (literal keys, for the catalog test). */
const PLAIN_KEY = {
  'image-unavailable': 'problem.image-unavailable',
  'original-unreadable': 'problem.original-unreadable',
  'no-canvas': 'problem.no-canvas',
  encode: 'problem.encode',
  'result-unavailable': 'export.problem.result-unavailable',
} as const satisfies Record<Exclude<ProblemKind, 'image-http' | 'result-http'>, keyof ResultsMessages>;

/**
 * The reason in words ("the image could not be downloaded (HTTP 404)"), to fill a sentence's
 * `{reason}`. Another error shows its own message (a browser's is in the browser's language).
 */
export function problemText(error: unknown, t: ResultsT): string {
  if (error instanceof Problem) {
    const status = error.status ?? 0;
    if (error.kind === 'image-http') return t('problem.image-http', { status });
    if (error.kind === 'result-http') return t('export.problem.result-http', { status });
    return t(PLAIN_KEY[error.kind]);
  }
  return error instanceof Error && error.message ? error.message : t('problem.unknown');
}
