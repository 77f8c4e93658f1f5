import type { LookT } from '../../../lib/i18n/messages/look/index';
import { NOT_ROOMS, ROOM_TYPES, type NotRoom, type PhotoRole, type RoomType } from '../../../lib/look/roles';

/** Literal keys, so the messages-complete test sees every one read. */
const ROOM_KEY = {
  living_room: 'room.living_room',
  kitchen: 'room.kitchen',
  bedroom: 'room.bedroom',
  bathroom: 'room.bathroom',
  dining_room: 'room.dining_room',
  home_office: 'room.home_office',
  kids_room: 'room.kids_room',
  other_room: 'room.other_room',
} as const satisfies Record<RoomType, string>;

const SKIP_KEY = { floor_plan: 'skip.floor_plan', map: 'skip.map', street: 'skip.street', view: 'skip.view', document: 'skip.document' } as const satisfies Record<NotRoom, string>;

/** A role as the realtor reads it: "Kitchen", "Empty: Bedroom", "Exterior", "Floor plan". */
export function roleName(role: PhotoRole, t: LookT): string {
  if (role.kind === 'exterior') return t('role.exterior');
  if (role.kind === 'skip') return t(SKIP_KEY[role.what]);
  const room = t(ROOM_KEY[role.room]);
  return role.kind === 'empty' ? t('role.empty', { room }) : room;
}

/** Every role a photo can have, grouped as the strip's choices list them. */
export function roleChoices(): { rooms: PhotoRole[]; empty: PhotoRole[]; exterior: PhotoRole; skip: PhotoRole[] } {
  return {
    rooms: ROOM_TYPES.map((room) => ({ kind: 'room', room })),
    empty: ROOM_TYPES.map((room) => ({ kind: 'empty', room })),
    exterior: { kind: 'exterior' },
    skip: NOT_ROOMS.map((what) => ({ kind: 'skip', what })),
  };
}
