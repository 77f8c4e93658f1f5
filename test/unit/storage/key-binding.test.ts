import { describe, expect, it } from 'vitest';
import { EMULATOR_API_BASE, PRODUCTION_API_BASE } from '../../../lib/config';
import { applyChange, migrateLegacy, sendTarget, testTarget, trustedWithoutAsking, type StoredConnection } from '../../../lib/storage/key-binding';

const KEY = 'rk_live_0123456789abcdef';
const PROD = 'https://api.tech.renovateai.app';
const bound: StoredConnection = { apiBase: PRODUCTION_API_BASE, confirmedOrigin: PROD, apiKey: KEY };

describe('key binding: saving a base', () => {
  it('keeps the binding for a path change on the same origin', () => {
    expect(applyChange(bound, { apiBase: 'https://api.tech.renovateai.app/eu/public/v1/' })).toEqual({
      apiBase: 'https://api.tech.renovateai.app/eu/public/v1',
      confirmedOrigin: PROD,
      apiKey: KEY,
    });
  });

  it.each([
    ['another host', 'https://api.example.com/public/v1', 'api.example.com'],
    ['another port', 'https://api.tech.renovateai.app:8443/public/v1', 'api.tech.renovateai.app:8443'],
    ['loopback', 'http://127.0.0.1:6666/public/v1', '127.0.0.1:6666'],
  ])('refuses to move the stored key to %s without the key or a confirmation naming it', (_label, base, host) => {
    expect(() => applyChange(bound, { apiBase: base })).toThrow(
      expect.objectContaining({ code: 'host_not_confirmed', message: `Send your RenovateAI key to ${host}? Confirm it, or type the key for it.` }),
    );
    // A confirmation for another origin is no confirmation.
    expect(() => applyChange(bound, { apiBase: base, confirmOrigin: 'https://api.other.example' })).toThrow(expect.objectContaining({ code: 'host_not_confirmed' }));
  });

  it('moves the key with a confirmation of exactly the new origin', () => {
    expect(applyChange(bound, { apiBase: 'https://api.example.com/public/v1', confirmOrigin: 'https://api.example.com' })).toEqual({
      apiBase: 'https://api.example.com/public/v1',
      confirmedOrigin: 'https://api.example.com',
      apiKey: KEY,
    });
  });

  it('binds a key typed for the new base to its origin; an empty key removes it', () => {
    expect(applyChange(bound, { apiBase: 'https://api.example.com/public/v1', apiKey: ' other-key ' })).toEqual({
      apiBase: 'https://api.example.com/public/v1',
      confirmedOrigin: 'https://api.example.com',
      apiKey: 'other-key',
    });
    expect(applyChange(bound, { apiBase: EMULATOR_API_BASE, apiKey: '' })).toEqual({ apiBase: EMULATOR_API_BASE, confirmedOrigin: 'http://127.0.0.1:8787' });
  });

  it('needs no confirmation when no key is stored', () => {
    expect(applyChange({ apiBase: PRODUCTION_API_BASE, confirmedOrigin: PROD }, { apiBase: 'https://api.example.com/public/v1' })).toEqual({
      apiBase: 'https://api.example.com/public/v1',
      confirmedOrigin: 'https://api.example.com',
    });
  });

  it('refuses a base the rule refuses (http to a remote host) whatever the proof', () => {
    expect(() => applyChange(bound, { apiBase: 'http://api.example.com/public/v1', apiKey: KEY })).toThrow(expect.objectContaining({ code: 'bad_message' }));
  });
});

describe('key binding: sending', () => {
  it('connect sends the key only to a base on the confirmed origin', () => {
    expect(sendTarget(bound)).toEqual({ apiBase: PRODUCTION_API_BASE, apiKey: KEY });
    expect(() => sendTarget({ ...bound, apiBase: 'http://127.0.0.1:6666/public/v1' })).toThrow(
      expect.objectContaining({ code: 'host_not_confirmed', message: expect.stringContaining('did not send your key to 127.0.0.1:6666') }),
    );
    expect(() => sendTarget({ apiBase: PRODUCTION_API_BASE, confirmedOrigin: PROD })).toThrow(expect.objectContaining({ code: 'no_api_key' }));
  });

  it('a test of an unsaved base uses only a key typed for it', () => {
    expect(() => testTarget(bound, 'https://evil.example/public/v1', undefined)).toThrow(
      expect.objectContaining({ code: 'host_not_confirmed', message: expect.stringMatching(/^Type the key to test https:\/\/evil\.example\/public\/v1: your saved key is sent only with the saved base URL/) }),
    );
    expect(() => testTarget(bound, 'https://evil.example/public/v1', '   ')).toThrow(expect.objectContaining({ code: 'host_not_confirmed' }));
    expect(testTarget(bound, 'https://evil.example/public/v1', ' typed ')).toEqual({ baseUrl: 'https://evil.example/public/v1', apiKey: 'typed' });
    expect(testTarget(bound, undefined, undefined)).toEqual({ baseUrl: PRODUCTION_API_BASE, apiKey: KEY });
    // The saved base as typed again (a trailing slash normalized away) is the saved base.
    expect(testTarget(bound, `${PRODUCTION_API_BASE}/`, undefined)).toEqual({ baseUrl: PRODUCTION_API_BASE, apiKey: KEY });
  });

  it('an unsaved base on the confirmed origin (only the path differs) does not get the stored key either', () => {
    expect(() => testTarget(bound, 'https://api.tech.renovateai.app/eu/public/v1', undefined)).toThrow(
      expect.objectContaining({ code: 'host_not_confirmed', message: expect.stringContaining(`only with the saved base URL, ${PRODUCTION_API_BASE}`) }),
    );
    expect(testTarget(bound, 'https://api.tech.renovateai.app/eu/public/v1', 'typed-for-eu')).toEqual({ baseUrl: 'https://api.tech.renovateai.app/eu/public/v1', apiKey: 'typed-for-eu' });
  });

  it('the saved base of an older install nobody confirmed is not tested with the stored key', () => {
    expect(() => testTarget({ apiBase: 'https://proxy.example.com/public/v1', confirmedOrigin: PROD, apiKey: KEY }, undefined, undefined)).toThrow(expect.objectContaining({ code: 'host_not_confirmed' }));
  });
});

describe('key binding: migration of an older install', () => {
  it('trusts only the real service and loopback without asking', () => {
    expect(trustedWithoutAsking(PROD)).toBe(true);
    expect(trustedWithoutAsking('http://127.5.6.7:1')).toBe(true);
    expect(trustedWithoutAsking('http://[::1]:8787')).toBe(true);
    expect(trustedWithoutAsking('https://api.tech.renovateai.app.evil.example')).toBe(false);
    expect(trustedWithoutAsking('https://localhost.evil.example')).toBe(false);
  });

  it.each([
    [KEY, PRODUCTION_API_BASE, { apiBase: PRODUCTION_API_BASE, confirmedOrigin: PROD, apiKey: KEY }],
    [KEY, 'http://localhost:8787/public/v1/', { apiBase: 'http://localhost:8787/public/v1', confirmedOrigin: 'http://localhost:8787', apiKey: KEY }],
    [KEY, 'https://proxy.example/public/v1', { apiBase: 'https://proxy.example/public/v1', confirmedOrigin: PROD, apiKey: KEY }],
    [KEY, 'http://proxy.example/public/v1', { apiBase: EMULATOR_API_BASE, confirmedOrigin: 'http://127.0.0.1:8787', apiKey: KEY }],
    [KEY, undefined, { apiBase: EMULATOR_API_BASE, confirmedOrigin: 'http://127.0.0.1:8787', apiKey: KEY }],
    [undefined, 'https://proxy.example/public/v1', { apiBase: EMULATOR_API_BASE, confirmedOrigin: 'http://127.0.0.1:8787' }],
    [undefined, 42, { apiBase: EMULATOR_API_BASE, confirmedOrigin: 'http://127.0.0.1:8787' }],
  ])('key %j with stored base %j becomes %j', (key, base, expected) => {
    expect(migrateLegacy(key, base, EMULATOR_API_BASE)).toEqual(expected);
  });
});
