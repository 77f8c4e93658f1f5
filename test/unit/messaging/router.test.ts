import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { createRouter, senderRole, type Handlers } from '../../../lib/messaging/router';
import { sendMessage } from '../../../lib/messaging/client';
import { ApiError } from '../../../lib/api/errors';
import { CHANNEL } from '../../../lib/protocol-names';

const SELF = { id: 'ext-id', origin: 'chrome-extension://ext-id' };
const PANEL = { id: 'ext-id', url: 'chrome-extension://ext-id/sidepanel.html' };
const CONTENT = { id: 'ext-id', url: 'https://www.zillow.com/homedetails/1', tab: { id: 7, url: 'https://www.zillow.com/homedetails/1' } };

/** A full handler set whose other messages fail loudly, so a test only wires what it uses. */
function handlers(ping: Handlers['ping']): Handlers {
  const unexpected = async () => {
    throw new Error('unexpected message in this test');
  };
  return new Proxy({ ping } as Partial<Handlers>, {
    get: (target, name: string) => target[name as keyof Handlers] ?? unexpected,
  }) as Handlers;
}

/** Connects a client to a router in-process, the way runtime messaging would. */
function wire(h: Handlers, sender: object) {
  const router = createRouter(h, SELF);
  return (envelope: unknown) => Promise.resolve(router(envelope, sender));
}

describe('senderRole', () => {
  it('classifies our own pages, content scripts and strangers', () => {
    expect(senderRole(PANEL, SELF.id, SELF.origin)).toBe('extension');
    expect(senderRole(CONTENT, SELF.id, SELF.origin)).toBe('content');
    expect(senderRole({ id: 'other-ext', url: 'chrome-extension://other-ext/x.html' }, SELF.id, SELF.origin)).toBeUndefined();
    expect(senderRole({ id: 'ext-id' }, SELF.id, SELF.origin)).toBeUndefined();
  });
});

describe('router', () => {
  it('answers a valid request with ok:true and validated data', async () => {
    const send = wire(handlers(async () => ({ version: '1.0.0', browser: 'chrome' })), PANEL);
    await expect(sendMessage(send, 'ping', {})).resolves.toEqual({ ok: true, data: { version: '1.0.0', browser: 'chrome' } });
  });

  it('ignores messages that are not ours, so other listeners can answer', () => {
    const router = createRouter(handlers(async () => ({ version: '1', browser: 'x' })), SELF);
    expect(router({ hello: 'world' }, PANEL)).toBeUndefined();
    expect(router('ping', PANEL)).toBeUndefined();
  });

  it('rejects unknown message names with bad_message', async () => {
    const router = createRouter(handlers(async () => ({ version: '1', browser: 'x' })), SELF);
    await expect(router({ channel: CHANNEL, name: 'stealKey', payload: {} }, PANEL)).resolves.toMatchObject({ ok: false, code: 'bad_message' });
  });

  it('rejects senders from other extensions', async () => {
    const router = createRouter(handlers(async () => ({ version: '1', browser: 'x' })), SELF);
    const reply = await router({ channel: CHANNEL, name: 'ping', payload: {} }, { id: 'evil', url: 'chrome-extension://evil/' });
    expect(reply).toMatchObject({ ok: false, code: 'forbidden_sender' });
  });

  it('turns thrown errors into coded failures, never a throw across contexts', async () => {
    const apiFail = wire(handlers(async () => { throw new ApiError('unauthorized', 'Key rejected', { status: 401 }); }), PANEL);
    await expect(sendMessage(apiFail, 'ping', {})).resolves.toEqual({ ok: false, code: 'unauthorized', message: 'Key rejected' });
    const coded = wire(handlers(async () => { throw new AppError('no_api_key', 'No key'); }), PANEL);
    await expect(sendMessage(coded, 'ping', {})).resolves.toMatchObject({ ok: false, code: 'no_api_key' });
    const crash = wire(handlers(async () => { throw new TypeError('boom'); }), PANEL);
    await expect(sendMessage(crash, 'ping', {})).resolves.toMatchObject({ ok: false, code: 'internal', message: 'boom' });
  });

  it('refuses to send a handler reply that breaks the protocol', async () => {
    const bad = wire(handlers(async () => ({ version: 1 }) as unknown as { version: string; browser: string }), PANEL);
    await expect(sendMessage(bad, 'ping', {})).resolves.toMatchObject({ ok: false, code: 'internal' });
  });
});

describe('sendMessage', () => {
  it('reports a missing background as a failure instead of throwing', async () => {
    const reply = await sendMessage(() => Promise.reject(new Error('Could not establish connection')), 'ping', {});
    expect(reply).toMatchObject({ ok: false, code: 'internal' });
  });

  it('rejects a malformed reply with invalid_response', async () => {
    await expect(sendMessage(async () => ({ ok: true, data: { version: 3 } }), 'ping', {})).resolves.toMatchObject({ ok: false, code: 'invalid_response' });
    await expect(sendMessage(async () => undefined, 'ping', {})).resolves.toMatchObject({ ok: false, code: 'invalid_response' });
  });
});
