/**
 * The shared components of every page (components/shared): the error notice's actions and its
 * "Details" disclosure, the asset-limit fix, the inline confirmation's Cancel.
 */
export const en = {
  'notice.details': 'Details',
  'notice.may-have-charged': 'The render may have reached RenovateAI before the connection was lost, and been charged: check your credits and history before you retry.',
  'notice.open-options': 'Open options',
  'notice.get-credits': 'Get credits',
  'notice.retry': 'Retry',
  'notice.pick-another-photo': 'Pick another photo',
  'notice.dismiss': 'Dismiss',
  'assets.looking': 'Looking for images Reimagine uploaded…',
  'assets.none': 'Reimagine has no uploaded images of its own to delete. Delete some assets in your RenovateAI account.',
  'assets.delete-oldest': { one: 'Delete the oldest image Reimagine uploaded', other: 'Delete the {count} oldest images Reimagine uploaded' },
  'assets.deleted': { one: 'Deleted {count} image.', other: 'Deleted {count} images.' },
  'confirm.cancel': 'Cancel',
} as const;
