/**
 * Staging projects (issue #15): a photo's project in the Stage goal (what it costs, how many
 * variations are left, its gallery), the action bar's statements for staging, and the History
 * view's list of projects. Room types and styles are named as the service lists them.
 */
export const en = {
  'project.label': 'Staging project',
  'project.loading': 'Looking for this photo’s staging project…',
  'project.none': {
    one: 'Staging this photo creates its staging project: {count} staging credit, then up to {max} variations of the room at no extra cost.',
    other: 'Staging this photo creates its staging project: {count} staging credits, then up to {max} variations of the room at no extra cost.',
  },
  'project.counter': { one: '{count} of {max} variations left', other: '{count} of {max} variations left' },
  'project.counter.unknown': 'Variations left: not checked yet',
  'project.free': 'More variations cost nothing more: this project’s staging credit is already spent.',
  'project.pending': { one: '{count} more on its way', other: '{count} more on their way' },
  'project.full': 'This staging project has all {max} of its variations.',
  'project.full.next': {
    one: 'To stage this photo again, start a new project: {count} staging credit.',
    other: 'To stage this photo again, start a new project: {count} staging credits.',
  },
  'project.new': 'Start a new staging project',
  'project.closed': {
    one: 'This staging project is closed. Staging this photo again starts a new project: {count} staging credit.',
    other: 'This staging project is closed. Staging this photo again starts a new project: {count} staging credits.',
  },
  'project.gone': {
    one: 'RenovateAI no longer has this staging project. The variations you kept stay in your results; staging this photo again starts a new project: {count} staging credit.',
    other: 'RenovateAI no longer has this staging project. The variations you kept stay in your results; staging this photo again starts a new project: {count} staging credits.',
  },
  'project.limit-refused': 'RenovateAI refused one more variation: this staging project already held its {max}. Reimagine closed it; its variations stay listed here.',
  'project.error.invalid': 'RenovateAI’s answer about this staging project could not be read, so its variations can’t be listed right now.',
  'project.error.other': 'The variations of this staging project could not be listed. {reason}',

  'gallery.title': { one: '{count} variation', other: '{count} variations' },
  'gallery.loading': 'Loading the project’s variations…',
  'gallery.empty': 'No variations yet: staging this photo makes the first one.',
  'gallery.item': '{room} · {style}',
  'gallery.compare': 'Compare',
  'gallery.compare.label': 'Compare variation {number} ({room}, {style}, {date}) with the empty room',
  'gallery.shown': 'Shown above',

  'action.create': {
    one: 'Uses {count} staging credit: creates this photo’s staging project',
    other: 'Uses {count} staging credits: creates this photo’s staging project',
  },
  'action.create.left': {
    one: 'Uses {count} staging credit: creates this photo’s staging project · {left} left',
    other: 'Uses {count} staging credits: creates this photo’s staging project · {left} left',
  },
  'action.variation.next': { one: 'Next variation: no extra credit · {count} of {max} left', other: 'Next variation: no extra credit · {count} of {max} left' },
  'action.blocked.full': 'No variations left: this staging project holds {max}. Start a new project to stage this photo again.',

  'list.title': 'Staging projects',
  'list.hint': 'Every photo you staged: up to {max} variations for one staging credit.',
  'list.error': 'The staging projects could not be read. {reason}',
  'list.created': 'Created {date}',
  'list.used': { one: '{count} of {max} variations used', other: '{count} of {max} variations used' },
  'list.used.unknown': 'Variations not checked yet',
  'list.open': 'Open',
  'list.open.label': 'Open the staging project of {listing}, created {date}',
  'list.remove': 'Remove',
  'list.remove.label': 'Remove the staging project of {listing}, created {date}',
  'list.remove.question': {
    one: 'Remove this staging project from Reimagine? The variations you kept stay in your results, and RenovateAI keeps the project. Staging this photo again starts a new project: {count} staging credit.',
    other: 'Remove this staging project from Reimagine? The variations you kept stay in your results, and RenovateAI keeps the project. Staging this photo again starts a new project: {count} staging credits.',
  },
  'list.remove.confirm': 'Remove project',
  'list.remove.busy': 'A staging render is on its way: remove the project once it is done.',
  'state.open': 'Open',
  'state.full': 'Full',
  'state.closed': 'Closed',
  'state.gone': 'No longer on RenovateAI',
} as const;
