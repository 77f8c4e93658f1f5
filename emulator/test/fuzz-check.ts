/**
 * The fuzzers' properties, as one check per answer: a documented status (never 5xx), JSON, the
 * spec's error shape `{"message": "..."}` for every error, and no refusal that was really an
 * unexpected exception caught by the error handler's fallback (`bad request: ...`).
 */
import { expect } from 'vitest';

/** Every status the emulator answers on purpose (500 only ever comes from an injected fault). */
export const DOCUMENTED = new Set([200, 201, 400, 402, 403, 404]);

/** Checks one answer; `label` says what was sent, for the failure message. */
export async function expectWellFormed(response: Response, label: string): Promise<void> {
  expect(DOCUMENTED.has(response.status), `${label}: status ${response.status}`).toBe(true);
  expect(response.headers.get('content-type') ?? '', `${label}: content type`).toMatch(/^application\/json/);
  const body = (await response.json()) as unknown;
  if (response.status < 400) return;
  expect(body, `${label}: error shape`).toEqual({ message: expect.any(String) });
  const message = (body as { message: string }).message;
  expect(message.length, `${label}: empty message`).toBeGreaterThan(0);
  expect(message, `${label}: an unexpected exception became a 400`).not.toMatch(/^bad request: /);
}

/** The server still answers: a cheap GET that must be 200. */
export async function expectAlive(url: string, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetch(url, { headers });
  expect(response.status, `health check ${url}`).toBe(200);
  await response.arrayBuffer();
}
