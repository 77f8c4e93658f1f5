/**
 * The disclosure words listing rules ask for, stamped on photos and written into remarks, in the
 * LISTING's language (`lib/i18n/listing-locale.ts`), not the interface's. California AB 723 wants
 * a conspicuous statement that an image was altered; MLS rules (e.g. Stellar) want remarks that
 * begin "One or more photo(s) was virtually staged."
 */
export const en = {
  'label.virtually-staged': 'Virtually staged',
  'label.digitally-altered': 'Digitally altered',
  'label.original': 'Original',
  'remarks.virtually-staged': 'One or more photo(s) was virtually staged.',
  'remarks.digitally-altered': 'One or more photo(s) was digitally altered.',
} as const;
