/**
 * The welcome page (components/onboarding): what Reimagine does in three pictures, the RenovateAI
 * key pasted and checked, and (demo build only) the local emulator. The key field, its outcomes
 * and the plan come from the options namespace, as on the options page.
 */
export const en = {
  'page.title': 'Welcome to Reimagine',
  'page.lead': 'See any listing photo renovated, restyled or virtually staged in seconds, right on the listing sites you already use.',
  'page.more': 'Labels, sites and how many photos render at once are in Reimagine’s options.',
  'page.open-options': 'Open options',
  'page.privacy': 'Your key and the photos you render go to RenovateAI only; nothing goes to Reimagine’s authors.',
  'page.privacy-link': 'Privacy policy',

  'how.heading': 'How it works',
  'how.step': '{n}. {title}',
  'how.button.alt': 'A kitchen photo on a listing page, with the Reimagine button in its lower-left corner',
  'how.button.title': 'Click Reimagine on a listing photo',
  'how.button.text': 'On Zillow, Redfin, Realtor.com, Rightmove, Zoopla, Idealista and more, every listing photo gets the button. The side panel opens with the photo.',
  'how.panel.alt': 'The Reimagine side panel with its interior style cards, Scandinavian chosen',
  'how.panel.title': 'Choose a style',
  'how.panel.text': 'Renovate the room, restyle the kitchen cabinets, copy the look of another photo, sharpen it, or furnish an empty room.',
  'how.compare.alt': 'The same kitchen before and after, split by a slider: original cabinets on the left, renovated on the right, marked “Digitally altered”',
  'how.compare.title': 'Compare before and after',
  'how.compare.text': 'Drag the slider, then download or copy the result. Changed photos carry a “Digitally altered” or “Virtually staged” label, as listing rules require.',

  'key.heading': 'Add your RenovateAI key',
  'key.where': 'Reimagine makes its pictures with RenovateAI. Your API key and your credits come with your RenovateAI account: get them at {link}, then paste the key here.',
  'key.saved': 'A key is saved: {masked}',
  'key.placeholder': 'Paste your key',
  'key.hint': 'The key stays inside Reimagine: the sites you visit never see it. Checking it spends no credits.',
  'key.save-and-test': 'Save and test',
  'key.test-saved': 'Test the saved key',
  'key.checking': 'Checking your key…',
  'key.works': 'Your key works. You are ready: open a listing and click Reimagine on a photo.',

  'emulator.heading': 'Demo: the local emulator',
  'emulator.text':
    'This demo build can run everything offline, without a key or credits: run {command} in the project, then use the API base URL {base} with the key {key}. The button below sets both (the browser first asks to let Reimagine reach {host}).',
  'emulator.use': 'Use the local emulator',
  'emulator.running': 'Done: Reimagine now uses the local emulator, and it answers.',
  'emulator.not-running': 'Saved: Reimagine now uses the local emulator, but it is not answering yet. Start it with {command}.',
} as const;
