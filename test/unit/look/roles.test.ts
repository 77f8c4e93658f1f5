import { describe, expect, test } from 'vitest';
import { inferRole, roleFromAnalysis, roomTypeOf } from '../../../lib/look/roles';
import { roleFromText } from '../../../lib/look/role-words';
import type { Suggestion } from '../../../lib/analyzer/suggestion';

const interior = (roomType: string): Suggestion => ({ classification: 'interior', roomType, styles: [] });
const exterior: Suggestion = { classification: 'exterior', exteriorType: 'facade', styles: [] };

describe('a role from the page’s words', () => {
  test.each([
    ['Kitchen with wooden cabinets', { kind: 'room', room: 'kitchen' }],
    ['Living room with large window', { kind: 'room', room: 'living_room' }],
    ['Master bathroom', { kind: 'room', room: 'bathroom' }],
    ['Front bedroom', { kind: 'room', room: 'bedroom' }],
    ['Front of the house', { kind: 'exterior' }],
    ['Empty room ready for staging', { kind: 'empty', room: 'living_room' }],
    ['Unfurnished bedroom', { kind: 'empty', room: 'bedroom' }],
    ['Floor plan', { kind: 'skip', what: 'floor_plan' }],
    ['Kitchen floor plan', { kind: 'skip', what: 'floor_plan' }],
    ['Plattegrond begane grond', { kind: 'skip', what: 'floor_plan' }],
    ['Grundriss Erdgeschoss', { kind: 'skip', what: 'floor_plan' }],
    ['Energieausweis', { kind: 'skip', what: 'document' }],
    ['Map of the area', { kind: 'skip', what: 'map' }],
    ['Cuisine équipée', { kind: 'room', room: 'kitchen' }],
    ['Fachada principal', { kind: 'exterior' }],
    ['Soggiorno luminoso', { kind: 'room', room: 'living_room' }],
    ['Schlafzimmer', { kind: 'room', room: 'bedroom' }],
    ['Sea views', { kind: 'skip', what: 'view' }],
    ['Street view', { kind: 'skip', what: 'street' }],
    // Embedded data's tags (realtor.com) and several sources joined, the most specific first.
    ['modern_kitchen', { kind: 'room', room: 'kitchen' }],
    ['aerial_view', { kind: 'skip', what: 'view' }],
    ['apartment_complex', { kind: 'exterior' }],
    ['complete · Kitchen with island', { kind: 'room', room: 'kitchen' }],
    ['bedroom · 12 Acton Street', { kind: 'room', room: 'bedroom' }],
    // An address names a street without showing one.
    ['Via Roma 3, soggiorno', { kind: 'room', room: 'living_room' }],
  ])('%s', (text, role) => {
    expect(roleFromText(text)).toEqual(role);
  });

  test('words that name no role give none', () => {
    expect(roleFromText('Photo 3 of 12')).toBeUndefined();
    expect(roleFromText('12 Acton Street, London N1')).toBeUndefined();
    expect(roleFromText('ACTON STREET, N1-16.JPG')).toBeUndefined();
    expect(roleFromText('')).toBeUndefined();
  });
});

describe('inferring a role: the realtor, the analyzer, the page', () => {
  test('the analyzer’s room type maps onto the staging room ids', () => {
    expect(roomTypeOf('kitchen')).toBe('kitchen');
    expect(roomTypeOf('Living Room')).toBe('living_room');
    expect(roomTypeOf('office')).toBe('home_office');
    expect(roomTypeOf('garage')).toBe('other_room');
    expect(roleFromAnalysis(exterior)).toEqual({ kind: 'exterior' });
  });

  test('the realtor’s role wins over everything', () => {
    expect(inferRole({ manual: { kind: 'skip', what: 'view' }, analysis: interior('kitchen'), caption: 'Kitchen' })).toEqual({ role: { kind: 'skip', what: 'view' }, source: 'manual' });
  });

  test('the analyzer wins over the page’s room words', () => {
    expect(inferRole({ analysis: interior('bedroom'), caption: 'Kitchen' })).toEqual({ role: { kind: 'room', room: 'bedroom' }, source: 'analyzer' });
  });

  test('the page says what the analyzer cannot: a floor plan, an empty room (its type from the analyzer)', () => {
    expect(inferRole({ analysis: interior('living_room'), caption: 'Floor plan' })).toEqual({ role: { kind: 'skip', what: 'floor_plan' }, source: 'page' });
    expect(inferRole({ analysis: interior('bedroom'), caption: 'Empty room' })).toEqual({ role: { kind: 'empty', room: 'bedroom' }, source: 'page' });
  });

  test('without the analyzer the page decides; with neither, nothing', () => {
    expect(inferRole({ caption: 'Exterior' })).toEqual({ role: { kind: 'exterior' }, source: 'page' });
    expect(inferRole({})).toBeUndefined();
  });
});

describe('a listing’s roles', () => {
  test('the realtor’s stored role, then the analyzer now, the page, and an earlier session’s inference last', async () => {
    const { listingRoles } = await import('../../../lib/look/listing-roles');
    const roles = listingRoles({
      photoUrls: ['a', 'b', 'c', 'd', 'e'],
      stored: {
        a: { role: { kind: 'skip', what: 'view' }, source: 'manual' },
        b: { role: { kind: 'room', room: 'bedroom' }, source: 'analyzer' },
        d: { role: { kind: 'exterior' }, source: 'analyzer' },
      },
      analyses: { a: interior('kitchen'), b: interior('kitchen') },
      captions: { c: 'Floor plan' },
    });
    expect(roles).toEqual({
      a: { role: { kind: 'skip', what: 'view' }, source: 'manual' },
      b: { role: { kind: 'room', room: 'kitchen' }, source: 'analyzer' },
      c: { role: { kind: 'skip', what: 'floor_plan' }, source: 'page' },
      d: { role: { kind: 'exterior' }, source: 'analyzer' },
      e: undefined,
    });
  });
});

test('a role and its choice value are one another', async () => {
  const { roleOfValue, roleValue } = await import('../../../lib/look/roles');
  for (const role of [{ kind: 'room', room: 'kitchen' }, { kind: 'empty', room: 'bedroom' }, { kind: 'exterior' }, { kind: 'skip', what: 'map' }] as const) expect(roleOfValue(roleValue(role))).toEqual(role);
  expect(roleOfValue('room:garage')).toBeUndefined();
  expect(roleOfValue('')).toBeUndefined();
});
