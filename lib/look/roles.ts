import { z } from '../zod';
import type { Suggestion } from '../analyzer/suggestion';
import { roleFromText } from './role-words';

/**
 * Each photo's role in a listing (issue #29): a room with its type, an empty room to stage, the
 * exterior, or not a room (floor plan, map, street, view, document), which the look skips.
 * Room types are the service's staging room ids, so an empty room's type is what staging sends.
 */

export const ROOM_TYPES = ['living_room', 'kitchen', 'bedroom', 'bathroom', 'dining_room', 'home_office', 'kids_room', 'other_room'] as const;
export const RoomType = z.enum(ROOM_TYPES);
export type RoomType = z.infer<typeof RoomType>;

export const NOT_ROOMS = ['floor_plan', 'map', 'street', 'view', 'document'] as const;
export const NotRoom = z.enum(NOT_ROOMS);
export type NotRoom = z.infer<typeof NotRoom>;

export const PhotoRole = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('room'), room: RoomType }),
  z.object({ kind: z.literal('empty'), room: RoomType }),
  z.object({ kind: z.literal('exterior') }),
  z.object({ kind: z.literal('skip'), what: NotRoom }),
]);
export type PhotoRole = z.infer<typeof PhotoRole>;

/** Where a role came from: the service's image analyzer, what the listing page says, or the realtor. */
export const RoleSource = z.enum(['analyzer', 'page', 'manual']);
export type RoleSource = z.infer<typeof RoleSource>;

export const KnownRole = z.object({ role: PhotoRole, source: RoleSource });
export type KnownRole = z.infer<typeof KnownRole>;

/** The analyzer's words for room types that are not a staging id already. */
const ANALYZER_ROOMS: Readonly<Record<string, RoomType>> = {
  living: 'living_room',
  lounge: 'living_room',
  family_room: 'living_room',
  dining: 'dining_room',
  office: 'home_office',
  study: 'home_office',
  nursery: 'kids_room',
  children_room: 'kids_room',
};

/** A room type from the analyzer's word, or `other_room` for a room it names that we do not. */
export function roomTypeOf(word: string): RoomType {
  const key = word.trim().toLowerCase().replace(/[\s-]+/g, '_');
  const parsed = RoomType.safeParse(key);
  return parsed.success ? parsed.data : (ANALYZER_ROOMS[key] ?? 'other_room');
}

/** The role an analysis gives: an exterior, or a room of its type. The analyzer never says "not a room" or "empty". */
export function roleFromAnalysis(suggestion: Suggestion): PhotoRole {
  if (suggestion.classification === 'exterior') return { kind: 'exterior' };
  return { kind: 'room', room: roomTypeOf(suggestion.roomType ?? 'other_room') };
}

/** What is known about one photo when its role is inferred. */
export interface RoleEvidence {
  /** The role the realtor set; always wins. */
  readonly manual?: PhotoRole;
  /** The analyzer's answer for the photo, when the service has one. */
  readonly analysis?: Suggestion;
  /** What the listing page says about it: caption, alt text, embedded data. */
  readonly caption?: string;
}

/**
 * A photo's role: the realtor's; else the analyzer's, except that the page is believed when it
 * says what the analyzer cannot (not a room, or an empty room: its type from the analyzer);
 * else the page's; else none (one tap in the strip sets it).
 */
export function inferRole(evidence: RoleEvidence): KnownRole | undefined {
  if (evidence.manual) return { role: evidence.manual, source: 'manual' };
  const said = evidence.caption ? roleFromText(evidence.caption) : undefined;
  if (!evidence.analysis) return said ? { role: said, source: 'page' } : undefined;
  const analysed = roleFromAnalysis(evidence.analysis);
  if (said?.kind === 'skip') return { role: said, source: 'page' };
  if (said?.kind === 'empty' && analysed.kind !== 'exterior') {
    const room = analysed.kind === 'room' && analysed.room !== 'other_room' ? analysed.room : said.room;
    return { role: { kind: 'empty', room }, source: 'page' };
  }
  return { role: analysed, source: 'analyzer' };
}

/** Two roles are the same role. */
export function sameRole(a: PhotoRole, b: PhotoRole): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Interior, exterior or none: which side of the house a role is, for styles and hero matching. */
export function sideOf(role: PhotoRole): 'interior' | 'exterior' | undefined {
  if (role.kind === 'skip') return undefined;
  return role.kind === 'exterior' ? 'exterior' : 'interior';
}

/** A role as one string (a choice's value in the strip): `room:kitchen`, `empty:bedroom`, `exterior`, `skip:floor_plan`. */
export function roleValue(role: PhotoRole): string {
  if (role.kind === 'exterior') return 'exterior';
  return role.kind === 'skip' ? `skip:${role.what}` : `${role.kind}:${role.room}`;
}

/** The role a choice's value stands for (none for anything else). */
export function roleOfValue(value: string): PhotoRole | undefined {
  const [kind, detail] = value.split(':');
  const parsed = PhotoRole.safeParse(kind === 'skip' ? { kind, what: detail } : kind === 'exterior' ? { kind } : { kind, room: detail });
  return parsed.success ? parsed.data : undefined;
}
