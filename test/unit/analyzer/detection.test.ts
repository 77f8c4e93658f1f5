import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { isAnalyzerUnavailable } from '../../../lib/api/endpoints/analyzer';
import { probeVerdict, RECHECK_AFTER_MS, trustedAvailability } from '../../../lib/analyzer/availability';
import { readSuggestion, stagingRoomTypeOf } from '../../../lib/analyzer/suggestion';

/** Feature detection and reading an analysis: pure rules, no browser. */

const apiError = (status: number, serverMessage?: string, code: ConstructorParameters<typeof ApiError>[0] = 'server') =>
  new ApiError(code, `POST /analyze failed with status ${status}`, { status, ...(serverMessage ? { serverMessage } : {}) });

describe('isAnalyzerUnavailable', () => {
  it('404, 501 and "coming soon" in any status or body mean no analyzer', () => {
    expect(isAnalyzerUnavailable(apiError(404, 'not found', 'not_found'))).toBe(true);
    expect(isAnalyzerUnavailable(apiError(501))).toBe(true);
    expect(isAnalyzerUnavailable(apiError(503, 'Image analysis is Coming Soon'))).toBe(true);
    expect(isAnalyzerUnavailable(new ApiError('invalid_response', 'POST /analyze: Unexpected response: (body): the image analyzer is coming soon ("coming soon")'))).toBe(true);
  });
  it('other failures are ordinary errors', () => {
    expect(isAnalyzerUnavailable(apiError(500))).toBe(false);
    expect(isAnalyzerUnavailable(apiError(400, 'image: could not be decoded', 'bad_request'))).toBe(false);
    expect(isAnalyzerUnavailable(new ApiError('network', 'offline'))).toBe(false);
    expect(isAnalyzerUnavailable(new Error('404'))).toBe(false);
  });
});

describe('probeVerdict (GET /analyze/batch/{made-up id})', () => {
  it.each([
    ['an answer', { ok: true } as const, 'available'],
    ['404 naming the batch', { ok: false, error: apiError(404, 'batch not found', 'not_found') } as const, 'available'],
    ['400 refusing the id', { ok: false, error: apiError(400, 'batch_id is invalid', 'bad_request') } as const, 'available'],
    ['404 naming nothing (no such path)', { ok: false, error: apiError(404, 'Not Found', 'not_found') } as const, 'unavailable'],
    ['501', { ok: false, error: apiError(501) } as const, 'unavailable'],
    ['"coming soon"', { ok: false, error: apiError(503, 'coming soon') } as const, 'unavailable'],
    ['a 500', { ok: false, error: apiError(500) } as const, 'unknown'],
    ['401', { ok: false, error: apiError(401, undefined, 'unauthorized') } as const, 'unknown'],
    ['offline', { ok: false, error: new ApiError('network', 'offline') } as const, 'unknown'],
  ])('%s → %s', (_label, outcome, expected) => {
    expect(probeVerdict(outcome)).toBe(expected);
  });
});

describe('trustedAvailability', () => {
  const base = 'https://api.example/public/v1';
  it('trusts an answer for its own API base until it is old', () => {
    const record = { apiBase: base, state: 'unavailable' as const, checkedAt: 1000 };
    expect(trustedAvailability(record, base, 1000 + RECHECK_AFTER_MS.unavailable - 1)).toEqual(record);
    expect(trustedAvailability(record, base, 1000 + RECHECK_AFTER_MS.unavailable)).toBeUndefined();
    expect(trustedAvailability(record, 'http://127.0.0.1:8787/public/v1', 1001)).toBeUndefined();
    expect(trustedAvailability(record, base, 999)).toBeUndefined();
    expect(trustedAvailability(null, base, 1000)).toBeUndefined();
  });
  it('asks again sooner after an inconclusive probe', () => {
    expect(RECHECK_AFTER_MS.unknown).toBeLessThan(RECHECK_AFTER_MS.unavailable);
    expect(RECHECK_AFTER_MS.unavailable).toBeLessThan(RECHECK_AFTER_MS.available);
  });
});

describe('readSuggestion', () => {
  it('an interior with a room type; empty strings are "not applicable"', () => {
    expect(readSuggestion({ classification: 'interior', room_type: 'kitchen', exterior_type: '', status: 'success', renovation_styles: ['a', 'b'] })).toEqual({
      ok: true,
      suggestion: { classification: 'interior', roomType: 'kitchen', styles: ['a', 'b'] },
    });
  });
  it('an exterior keeps its exterior type only', () => {
    expect(readSuggestion({ classification: 'exterior', room_type: 'kitchen', exterior_type: 'garden' })).toEqual({ ok: true, suggestion: { classification: 'exterior', exteriorType: 'garden', styles: [] } });
  });
  it.each([
    ['no classification', { room_type: 'kitchen' }, /interior or an exterior/],
    ['an unknown classification', { classification: 'garage' }, /malformed at "classification"/],
    ['a number for a room type', { classification: 'interior', room_type: 7 }, /malformed at "room_type"/],
    ['not an object', 'kitchen', /malformed/],
    ['nothing', undefined, /malformed/],
  ])('%s is refused with a sentence', (_label, results, problem) => {
    const read = readSuggestion(results);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problem).toMatch(problem);
  });
});

describe('stagingRoomTypeOf', () => {
  const rooms = [
    { id: 'living_room', name: 'Living room' },
    { id: 'bedroom', name: 'Bedroom' },
    { id: 'home_office', name: 'Home office' },
    { id: 'outdoor', name: 'Outdoor' },
  ];
  it('matches by id, by name and through synonyms; nothing for a room the list lacks', () => {
    expect(stagingRoomTypeOf({ classification: 'interior', roomType: 'living_room', styles: [] }, rooms)).toBe('living_room');
    expect(stagingRoomTypeOf({ classification: 'interior', roomType: 'Living Room', styles: [] }, rooms)).toBe('living_room');
    expect(stagingRoomTypeOf({ classification: 'interior', roomType: 'study', styles: [] }, rooms)).toBe('home_office');
    expect(stagingRoomTypeOf({ classification: 'exterior', exteriorType: 'garden', styles: [] }, rooms)).toBe('outdoor');
    expect(stagingRoomTypeOf({ classification: 'exterior', exteriorType: 'facade', styles: [] }, rooms)).toBeUndefined();
    expect(stagingRoomTypeOf({ classification: 'interior', roomType: 'kitchen', styles: [] }, rooms)).toBeUndefined();
    expect(stagingRoomTypeOf({ classification: 'interior', styles: [] }, rooms)).toBeUndefined();
  });
});
