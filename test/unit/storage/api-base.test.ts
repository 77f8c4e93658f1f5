import { describe, expect, it } from 'vitest';
import { checkApiBase, hostPermissionFor, normalizeApiBase } from '../../../lib/storage/api-base';
import { EMULATOR_API_BASE, PRODUCTION_API_BASE } from '../../../lib/config';

describe('the API base URL rule', () => {
  it.each([
    [' https://api.example.com/public/v1/ ', 'https://api.example.com/public/v1'],
    ['https://api.example.com/public/v1///', 'https://api.example.com/public/v1'],
    ['HTTPS://API.Example.com/public/v1', 'https://api.example.com/public/v1'],
    ['http://127.0.0.1:8787/public/v1', 'http://127.0.0.1:8787/public/v1'],
    ['http://127.42.0.9:8787/public/v1', 'http://127.42.0.9:8787/public/v1'],
    ['http://localhost:8787/public/v1', 'http://localhost:8787/public/v1'],
    ['http://[::1]:8787/public/v1', 'http://[::1]:8787/public/v1'],
    ['http://127.1:8787/public/v1', 'http://127.0.0.1:8787/public/v1'],
    ['https://proxy.example.com/renovate/public/v1', 'https://proxy.example.com/renovate/public/v1'],
    [PRODUCTION_API_BASE, PRODUCTION_API_BASE],
    [EMULATOR_API_BASE, EMULATOR_API_BASE],
  ])('accepts %j as %j', (text, base) => {
    expect(checkApiBase(text)).toEqual({ ok: true, base });
    expect(normalizeApiBase(text)).toBe(base);
  });

  it.each([
    ['', /Enter a full address, like https:\/\/api\.tech\.renovateai\.app\/public\/v1\./],
    ['not a url', /Enter a full address/],
    ['api.example.com/public/v1', /Enter a full address/],
    ['ftp://api.example.com/public/v1', /must start with https:\/\//],
    ['javascript:alert(1)', /must start with https:\/\//],
    // Plain http only on this computer: anywhere else the key would cross the network in clear.
    ['http://api.example.com/public/v1', /Use https:\/\/ for this host: plain http:\/\/ is allowed only on this computer/],
    ['http://192.168.1.10:8787/public/v1', /Use https:\/\//],
    ['http://128.0.0.1/public/v1', /Use https:\/\//],
    ['http://localhost.evil.example/public/v1', /Use https:\/\//],
    ['http://127.0.0.1.evil.example/public/v1', /Use https:\/\//],
    ['http://[::2]/public/v1', /Use https:\/\//],
    ['https://user:pw@api.example.com/public/v1', /Leave the user name and password out/],
    // Stricter than the old background rule, which let any path through.
    ['https://api.example.com/v1', /path must end in \/public\/v1/],
    ['https://api.example.com/public/v1/plan/details', /path must end in \/public\/v1/],
    // Stricter than the old options rule, which silently dropped them.
    ['https://api.example.com/public/v1?key=1', /Leave the query/],
    ['https://api.example.com/public/v1#top', /Leave the query/],
  ])('refuses %j, saying why', (text, problem) => {
    const check = checkApiBase(text);
    expect(check.ok ? null : check.problem).toMatch(problem);
    expect(() => normalizeApiBase(text)).toThrow(expect.objectContaining({ code: 'bad_message', message: expect.stringMatching(problem) }));
  });

  it('asks for a port-less host permission, except for the built-in service', () => {
    expect(hostPermissionFor(PRODUCTION_API_BASE)).toBeNull();
    expect(hostPermissionFor('http://127.0.0.1:8787/public/v1')).toEqual(['http://127.0.0.1/*']);
    expect(hostPermissionFor('https://staging.example.com/public/v1')).toEqual(['https://staging.example.com/*']);
  });
});
