/**
 * What leaves the extension with a listing's photos: remarks.txt, the captions, the lookbook, the
 * manifest's notes, the compare card's text and the export's file names. Written in the LISTING's
 * language (`lib/i18n/listing-locale.ts`), as an agent of that market would post them, never in
 * the interface's: a Spanish listing's export is Spanish in an English browser. The disclosure
 * labels and the MLS remarks sentence themselves are the disclosure namespace's.
 */
export const en = {
  'remarks.originals.all': 'The unaltered original of every altered photo is available.',
  'remarks.originals.linked': {
    one: 'The unaltered original of photo {photos} could not be downloaded: its address is given in its caption below.',
    other: "The unaltered originals of photos {photos} could not be downloaded: each address is given in the photo's caption below.",
  },
  'remarks.originals.others': 'The originals of the other photos are available.',
  'remarks.unlabelled': {
    one: 'Photo {photos} carries no disclosure label on the image: post it with its caption below, which says how it was altered.',
    other: 'Photos {photos} carry no disclosure label on the image: post each with its caption below, which says how it was altered.',
  },

  'caption.virtually-staged': 'Photo {n}: virtually staged',
  'caption.virtually-staged.unlabelled': 'Photo {n}: virtually staged (no label on the photo)',
  'caption.digitally-altered': 'Photo {n}: digitally altered',
  'caption.digitally-altered.unlabelled': 'Photo {n}: digitally altered (no label on the photo)',
  'caption.details': '{caption}, {details}',
  'caption.original-linked': '{caption}; unaltered original: {url}',

  'lookbook.title': '{title}: before and after',
  'lookbook.statement': '{remarks} Each altered photo is shown beside its unaltered original, with a link and a QR code to the original.',
  'lookbook.pair': 'Photo {n}',
  'lookbook.before.alt': 'Original photo {n}, unaltered',
  'lookbook.before.caption': 'Before: the unaltered original',
  'lookbook.after.caption': 'After: {label}',
  'lookbook.original': 'Unaltered original of photo {n}: {link}',
  'lookbook.qr': 'QR code: original photo {n}',
  'lookbook.qr.too-long': 'Its address is too long for a QR code: open the link.',
  'lookbook.original.no-link': 'Unaltered original of photo {n}: the listing page embeds it, so it has no web address to link to or scan.',
  'lookbook.footer': 'Listing: {url} · Made {date} with Reimagine.',

  'note.original.missing': 'The original photo could not be downloaded; it is linked by its URL instead.',
  'note.original.http': 'The original photo could not be downloaded (HTTP {status}); it is linked by its URL instead.',
  'note.original.unreadable': 'The original photo could not be read as an image; it is linked by its URL instead.',
  'note.original.too-large': 'The original photo is larger than {megabytes} MB; it is linked by its URL instead.',
  'note.original.too-many-pixels': 'The original photo is {width} × {height} pixels, more than the {megapixels} megapixels Reimagine draws; it is linked by its URL instead.',
  'note.original.private': 'The original photo’s address is on a private network, so Reimagine did not download it; it is linked by its URL instead.',
  'note.pair.missing': 'No before/after image: the original photo could not be downloaded.',
  'note.pair.not-made': 'No before/after image was made.',

  'card.before': 'Before',
  'card.scan': 'Scan for the original, unaltered photo',
  'card.no-link': 'The original, unaltered photo has no web address to link to.',
  'card.no-link.share': 'Share it alongside this card.',
  'card.qr.too-long': 'The original photo’s address is too long for a QR code.',

  'file.listing': 'listing',
  'file.photo': 'photo',
  'file.original': 'original',
  'file.pair': 'pair',
  'file.operation.renovate': 'renovate',
  'file.operation.kitchenCabinets': 'cabinets',
  'file.operation.styleTransfer': 'style-transfer',
  'file.operation.upscale': 'upscale',
  'file.operation.stage': 'staging',
  'file.operation.analyze': 'analysis',
} as const;
