import { humanizeId } from '../api/normalize';

/**
 * The display names of the ids a request's parameters hold: renovation styles (GET /styles),
 * staging room types and staging styles (the virtual-staging lists). The service names them in
 * its lists; the ids themselves (`living_room`, `mid_century`) are for the API, never for people.
 */

/** Looks up one list: the service's name for an id, or undefined when the list is not loaded or lacks it. */
export type NameOf = (id: string) => string | undefined;

/** One lookup per kind of id; a missing lookup is a list not loaded. */
export interface OptionNames {
  readonly style?: NameOf;
  readonly roomType?: NameOf;
  readonly stagingStyle?: NameOf;
}

/** The kinds of id a request's parameters name. */
export type OptionKind = keyof OptionNames;

/**
 * What an id is called: the service's name when its list knows it, else the id made readable
 * ("living_room" → "Living room", as the list itself names an option it gives no name), so an
 * id never reaches a person as the API spells it, whether or not the lists have loaded.
 */
export function optionName(kind: OptionKind, id: string, names: OptionNames = {}): string {
  return names[kind]?.(id)?.trim() || humanizeId(id);
}

/** A list as the panel keeps it: `{ id, name }` options. */
type Named = readonly { readonly id: string; readonly name: string }[];

function lookup(...lists: (Named | undefined)[]): NameOf {
  const byId = new Map(lists.flatMap((list) => list ?? []).map((option) => [option.id, option.name]));
  return (id) => byId.get(id);
}

/** The lookups of the lists the panel has loaded (null: not loaded yet). */
export function optionNamesFrom(
  styles: { readonly interior: Named; readonly exterior: Named } | null | undefined,
  staging: { readonly roomTypes: Named; readonly styles: Named } | null | undefined,
): OptionNames {
  return {
    ...(styles ? { style: lookup(styles.interior, styles.exterior) } : {}),
    ...(staging ? { roomType: lookup(staging.roomTypes), stagingStyle: lookup(staging.styles) } : {}),
  };
}
