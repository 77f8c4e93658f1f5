import { OPERATIONS, type Disclosure } from '../operations';
import type { StyleNameOf } from '../operations/types';
import { DISCLOSURE_LABEL } from '../format/operation';
import { photoNumbers } from './file-names';
import type { ExportEntry } from './types';

/**
 * The words listing rules ask for. MLS rules want the public remarks to begin with
 * "One or more photo(s) was virtually staged." when any photo is staged; California AB 723 wants a
 * conspicuous statement for any altered photo.
 */
export const REMARK_SENTENCE: Readonly<Record<Disclosure, string>> = {
  'virtually-staged': 'One or more photo(s) was virtually staged.',
  'digitally-altered': 'One or more photo(s) was digitally altered.',
};

/** The remarks sentence(s) for these results: staging first (MLS rules want it to begin the remarks), then altered; empty for none. */
export function mlsRemarks(entries: readonly Pick<ExportEntry, 'disclosure'>[]): string {
  const kinds = new Set(entries.map((entry) => entry.disclosure));
  return (['virtually-staged', 'digitally-altered'] as const)
    .filter((kind) => kinds.has(kind))
    .map((kind) => REMARK_SENTENCE[kind])
    .join(' ');
}

/** What was done to a photo, in words: "modern living room" for staging, "renovation, Scandinavian, renovate" otherwise. */
export function describeResult(entry: Pick<ExportEntry, 'operation' | 'params'>, styleName: StyleNameOf = () => undefined): string {
  const parts = OPERATIONS[entry.operation].summarize(entry.params, styleName).map((part) => part.trim()).filter(Boolean);
  if (entry.operation === 'stage') return parts.reverse().join(' ').toLowerCase();
  return [OPERATIONS[entry.operation].label.toLowerCase(), ...parts].join(', ');
}

/** One caption: "Photo 3: virtually staged, modern living room". */
export function caption(photoNumber: number, entry: Pick<ExportEntry, 'operation' | 'params' | 'disclosure'>, styleName?: StyleNameOf): string {
  const what = describeResult(entry, styleName);
  return `Photo ${photoNumber}: ${DISCLOSURE_LABEL[entry.disclosure].toLowerCase()}${what ? `, ${what}` : ''}`;
}

/** One caption per result, in photo order (a photo with several results gets a line for each). */
export function captions(entries: readonly ExportEntry[], styleName?: StyleNameOf): string[] {
  const numbers = photoNumbers(entries);
  return entries
    .map((entry, index) => ({ entry, index, number: numbers.get(entry.id) ?? 0 }))
    .sort((a, b) => a.number - b.number || a.index - b.index)
    .map(({ entry, number }) => caption(number, entry, styleName));
}

/**
 * The text a realtor pastes into the listing (`remarks.txt`, *Copy remarks*): the remarks
 * sentence(s), a note that the unaltered originals are available, then one caption per photo.
 */
export function remarksText(entries: readonly ExportEntry[], styleName?: StyleNameOf): string {
  if (entries.length === 0) return '';
  const lines = [mlsRemarks(entries), 'The unaltered original of every altered photo is available.', '', ...captions(entries, styleName)];
  return `${lines.join('\n')}\n`;
}
