import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { BackgroundEvent, Envelope, PROTOCOL, type MessageName } from '../../../lib/messaging/protocol';
import { CHANNEL, CONTENT_MESSAGE, COPY_CHANNEL, EVENT_CHANNEL, EVENT_TYPE, PHOTO_STATES, PROBE_CHANNEL } from '../../../lib/protocol-names';
import { PhotoState } from '../../../lib/queue/photo-states';
import { LISTING_PROBE } from '../../../lib/sites/script-probe';

/**
 * One protocol: the content script's zod-free names (lib/protocol-names.ts) are the ones the zod
 * protocol validates with, and no other file writes the channel.
 */

const ROOT = path.resolve(__dirname, '../../..');
/** The value of a zod/mini literal schema. */
const literal = (schema: { def: { values: readonly unknown[] } }) => schema.def.values[0];
const events = BackgroundEvent.def.options;

test('the envelope\'s channel and the events\' channel are the names\' channels', () => {
  expect(literal(Envelope.shape.channel)).toBe(CHANNEL);
  expect(Envelope.safeParse({ channel: CHANNEL, name: 'ping', payload: {} }).success).toBe(true);
  for (const option of events) expect(literal(option.shape.channel)).toBe(EVENT_CHANNEL);
  expect(LISTING_PROBE.channel).toBe(PROBE_CHANNEL);
  // Four channels, none another's: a reply, an event, a probe and a copy are never taken for each other.
  expect(new Set([CHANNEL, EVENT_CHANNEL, PROBE_CHANNEL, COPY_CHANNEL]).size).toBe(4);
});

test('the events\' types are the names\' event types, each once', () => {
  expect(events.map((option) => literal(option.shape.type)).sort()).toEqual(Object.values(EVENT_TYPE).sort());
  for (const [key, value] of Object.entries(EVENT_TYPE)) expect(value).toBe(key);
});

test('the messages a content script may send are the ones the protocol allows from `content`', () => {
  const fromContent = (Object.keys(PROTOCOL) as MessageName[]).filter((name) => (PROTOCOL[name].allowedFrom as readonly string[]).includes('content'));
  expect(fromContent.sort()).toEqual(Object.values(CONTENT_MESSAGE).sort());
  for (const [key, value] of Object.entries(CONTENT_MESSAGE)) expect(value).toBe(key);
});

test('the photo states are the protocol\'s `PhotoState` values, in the same order', () => {
  expect(PhotoState.shape.state.options).toEqual([...PHOTO_STATES]);
  for (const state of PHOTO_STATES) expect(PhotoState.safeParse({ url: 'https://a/1.jpg', state }).success).toBe(true);
  expect(PhotoState.safeParse({ url: 'https://a/1.jpg', state: 'exploded' }).success).toBe(false);
});

/** Every source file of the project: product, tests, scripts, emulator. */
function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (['node_modules', '.output', '.wxt', '.cache', '.git', 'test-results', 'playwright-report', 'coverage'].includes(name)) continue;
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) sourceFiles(file, out);
    else if (/\.(?:ts|tsx|mjs|js)$/.test(name)) out.push(file);
  }
  return out;
}

test('no file but lib/protocol-names.ts writes the channel: every other imports it', () => {
  const files = ['lib', 'entrypoints', 'components', 'scripts', 'emulator', 'modules', 'test'].flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  expect(files.length).toBeGreaterThan(100);
  const writers = files.filter((file) => readFileSync(file, 'utf8').includes(CHANNEL)).map((file) => path.relative(ROOT, file));
  expect(writers).toEqual([path.normalize('lib/protocol-names.ts')]);
});
