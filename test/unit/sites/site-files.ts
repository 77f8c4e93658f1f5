/// <reference types="vite/client" />
import path from 'node:path';
import type { AdapterExamples } from '../../../lib/sites/types';

/**
 * The site files: every built-in site's (lib/sites/builtin/<id>.ts) and the generic adapter's
 * (lib/sites/generic.ts), by file name (a site's id is its file name), with their `examples`.
 * Found by a glob, so the examples need no list of their own and never reach the content script,
 * which takes only each site's `rules` (lib/sites/rules.ts).
 */
export interface SiteFile {
  /** File name without `.ts`: the site's id. */
  readonly id: string;
  readonly examples: AdapterExamples;
  /** Every value the module exports (its adapter among them). */
  readonly exports: readonly unknown[];
}

const modules = import.meta.glob<Record<string, unknown>>(['../../../lib/sites/builtin/*.ts', '../../../lib/sites/generic.ts'], { eager: true });

export const SITE_FILES: readonly SiteFile[] = Object.entries(modules).flatMap(([file, exports]) => {
  const examples = exports.examples as AdapterExamples | undefined;
  return examples ? [{ id: path.basename(file, '.ts'), examples, exports: Object.values(exports) }] : [];
});

/** The examples of the site with this id. */
export function examplesOf(id: string): AdapterExamples | undefined {
  return SITE_FILES.find((file) => file.id === id)?.examples;
}
