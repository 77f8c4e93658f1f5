/**
 * The photo button the content script puts on listing photos, in the browser's UI language
 * (`uiLocale()`): its accessible name, its short state label and the state sentence a screen
 * reader reads. Short: every language of this namespace ships in the content script, which runs
 * on every listing page. "Reimagine" on the idle button is the brand and is not translated.
 */
export const en = {
  'button.name': 'Reimagine photo',
  'badge.queued': 'Queued',
  'badge.working': 'Working',
  'badge.done': 'Result ready',
  'badge.failed': 'Failed',
  'status.queued': 'Queued for rendering',
  'status.working': 'Working',
  'status.working-for': 'Working, {elapsed}',
  'status.done': 'Result ready: open it in the Reimagine panel',
  'status.failed': 'The render failed: open the Reimagine panel for details',
} as const;
