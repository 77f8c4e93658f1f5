/**
 * The names of the message protocol, zod-free: its channels, the messages a content script may
 * send, the events the background pushes and a photo's badge states. The protocol
 * (lib/messaging/protocol.ts, lib/queue/photo-states.ts) builds its schemas over these values, and
 * the content script, which must not carry zod (it loads on every listing page), checks what it
 * receives against them by hand; test/unit/messaging/protocol-names.test.ts ties the two. Not in
 * lib/messaging: the domain (lib/queue) uses the photo states and never imports messaging.
 */

/** The channel of every request to the background: it keeps other extensions' and pages' messages out. */
export const CHANNEL = 'reimagine/v1';

/** The channel of the events the background pushes (job progress, badge states): not replies. */
export const EVENT_CHANNEL = `${CHANNEL}/event` as const;

/** The channel of the background's "does the listing script run in this tab?" (lib/sites/script-probe.ts). */
export const PROBE_CHANNEL = `${CHANNEL}/probe` as const;

/** The BroadcastChannel on which the background hands a result's bytes to a page (lib/messaging/copy-channel.ts). */
export const COPY_CHANNEL = `${CHANNEL}/result-copies` as const;

/** The messages a content script may send: those whose `allowedFrom` lists `content` in the protocol. */
export const CONTENT_MESSAGE = { ping: 'ping', openPhoto: 'openPhoto', getPhotoStates: 'getPhotoStates', rulesMissed: 'rulesMissed' } as const;

/** The `type` of each event the background pushes (`BackgroundEvent`). */
export const EVENT_TYPE = { jobChanges: 'jobChanges', backgroundStarted: 'backgroundStarted', photoStates: 'photoStates', plan: 'plan', pickedPhoto: 'pickedPhoto' } as const;

/** A photo's badge states (`PhotoState`): idle, queued or running (a working badge), done (opens the result), failed. */
export const PHOTO_STATES = ['idle', 'queued', 'running', 'done', 'failed'] as const;

export type PhotoStateName = (typeof PHOTO_STATES)[number];
