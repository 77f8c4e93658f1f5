/**
 * The comparison tab (components/compare-page): its title, heading and the messages in place of a
 * comparison. Operations are named by the operations namespace (`lib/operations/words.ts`). The disclosure label drawn on the result is not here: it
 * is in the listing's language (the disclosure namespace), like every exported photo.
 */
export const en = {
  'title.loading': 'Reimagine comparison',
  'title.ready': '{operation} · {listing} – Reimagine',
  loading: 'Loading the comparison…',
  'no-result.title': 'No result to compare',
  'no-result.text': 'This address names no result. Open a result in Reimagine’s side panel and choose “Open comparison in a tab”.',
  'missing.title': 'This result is no longer in your history',
  'missing.text': 'It was deleted, or history was cleared. Open a result in Reimagine’s side panel and choose “Open comparison in a tab”.',
  'failed.title': 'The comparison could not be loaded',
  'image-gone': 'The result’s image is no longer available here: its local copy is gone and its hosted link has expired. The original photo is shown.',
  'listing.on-host': 'Listing on {host}',
  'listing.photo': 'Listing photo',
  'view-listing': 'View listing',
} as const;
