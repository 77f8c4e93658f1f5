/**
 * The image analyzer in the side panel (issue #15): the consent to analyses that may use credits,
 * what a photo's analysis suggests, the "Suggested" tag on preselected choices, and a listing
 * analysed as one batch. Room type names come from the service and are shown as it names them.
 */
export const en = {
  'section.label': 'Image analysis',
  'consent.label': 'Suggest room type and style (may use credits)',
  'consent.on': 'Each photo you open is analyzed once, and its room type and style group are preselected. You can still change them.',
  'consent.off': 'Off: no photo is analyzed unless you turn this on or analyze a whole listing.',
  'cost.plan': 'Your plan details ({plan}): renovation credits {renovation}, staging credits {staging}.',
  'cost.no-plan': 'Your plan details are not loaded yet.',
  'cost.unknown': 'They give no price for an analysis, so an analysis may use credits.',

  'photo.pending': 'Analyzing this photo…',
  'photo.interior': 'Analysis: an interior.',
  'photo.interior-room': 'Analysis: an interior ({room}).',
  'photo.exterior': 'Analysis: an exterior.',
  'photo.exterior-kind': 'Analysis: an exterior ({kind}).',
  'photo.unreadable': 'The analysis of this photo could not be read, so nothing was preselected. Your choices are unchanged.',
  'photo.failed': 'This photo could not be analyzed: {reason}',
  'photo.detail': 'Details',
  'photo.ask-why': 'This photo came from the page without a click Reimagine could confirm, so it is not analyzed on its own.',
  'photo.ask': 'Analyze this photo',

  'tag.suggested': 'Suggested',
  'tag.title': 'Preselected from the image analysis. You can change it.',
  'room.suggested': 'Room type from the image analysis: {room}',

  'listing.start': { one: 'Analyze the photo of this listing', other: 'Analyze all {count} photos of this listing' },
  'listing.again': 'Analyze the listing again',
  'listing.confirm': { one: 'Analyze {count} photo in one batch?', other: 'Analyze {count} photos in one batch?' },
  'listing.uploads': 'Photos the service cannot download itself are uploaded to your account first (once each).',
  'listing.go': 'Analyze',
  'listing.sending': 'Sending the photos…',
  'listing.progress': 'Analyzing the listing’s photos: {processed} of {total}',
  'listing.completed': { one: '{count} photo analyzed: its suggestions are ready.', other: '{count} photos analyzed: their suggestions are ready.' },
  'listing.some-failed': { one: '{count} photo could not be analyzed.', other: '{count} photos could not be analyzed.' },
  'listing.skipped': { one: '{count} photo could not be sent.', other: '{count} photos could not be sent.' },
  'listing.failed': 'The service could not analyze these photos.',
  'listing.timed-out': 'No result after {minutes} minutes, so the analysis of this listing was given up.',
  'listing.gone': 'The image analyzer stopped answering during the analysis.',
  'listing.lost': 'The service no longer knows this analysis.',
  'listing.unreadable': 'The service’s answers about this analysis could not be read, so Reimagine stopped asking.',
  'listing.kept': 'Photos analyzed before that keep their suggestions.',
  'listing.error': 'The listing could not be analyzed: {reason}',
} as const;
