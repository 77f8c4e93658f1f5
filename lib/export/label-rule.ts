/**
 * Which exported images carry the disclosure label ("Virtually staged", "Digitally altered"):
 * the one rule, read by the panel's export and by the packer (pure: no DOM).
 *
 * - The altered photo itself follows the options' disclosure-label setting. Some MLSs forbid
 *   text on listing photos, so a realtor turns labels off there; the photo then goes out
 *   unlabelled and its caption (remarks.txt, manifest.json, where `labelled` is false) carries the
 *   disclosure instead, to be posted with it.
 * - The before/after pair image, the lookbook and the compare card are labelled always: they go
 *   to sellers and social media, where no listing description travels with the picture, so the
 *   label on the image is the only disclosure a viewer sees.
 */
import { disclosureEnabled } from '../format/operation';
import type { ExportEntry } from './types';

/** The exported images that can carry a label. */
export type LabelledImage = 'photo' | 'pair' | 'lookbook' | 'compare-card';

/** Whether `image` carries its disclosure label, given the user's label setting for its kind. */
export function carriesLabel(image: LabelledImage, labelSettingOn: boolean): boolean {
  return image === 'photo' ? labelSettingOn : true;
}

/**
 * Whether each result's exported photo carries its label under these settings, as caption facts
 * (`remarks.ts`): for remarks made before an export, such as *Copy remarks*, so they name the
 * unlabelled photos as the ZIP's remarks do.
 */
export function labelFacts(entries: readonly Pick<ExportEntry, 'id' | 'disclosure'>[], settings: Parameters<typeof disclosureEnabled>[1]): Map<string, { labelled: boolean }> {
  return new Map(entries.map((entry) => [entry.id, { labelled: carriesLabel('photo', disclosureEnabled(entry.disclosure, settings)) }]));
}
