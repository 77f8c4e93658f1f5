import { z } from '../../zod';
import { clampCreativity, MAX_MATERIALS } from '../../api/limits';
import { Product } from '../../materials/product';
import type { Field, PanelKey, Params } from './field';

/** The fields that pick among things: catalog materials, a toggle that runs another operation, creativity, staging choices. */

/** Stored products that still read as products (a product of another shape is dropped). */
function products(items: unknown): Product[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const parsed = Product.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export interface MaterialsState {
  materials: Product[];
}

/** Catalog materials (`materials`), at most `MAX_MATERIALS`, for the operation `only` (the one that takes them). */
export function materialsField(only: string): Field<'materials', MaterialsState> {
  return {
    kind: 'materials',
    only,
    stored: { materials: z.pipe(z.catch(z.array(z.unknown()), []), z.transform((items) => products(items).slice(0, MAX_MATERIALS))) },
    initial: () => ({ materials: [] }),
    params: (state) => (state.materials.length > 0 ? { materials: state.materials } : {}),
    refill: (params) => ({ materials: products(params.materials) }),
  };
}

/** What a toggle says: its label, its hint when on and off, and why the button waits while it is on. */
export interface ToggleWords {
  readonly label: PanelKey;
  readonly on: PanelKey;
  readonly off: PanelKey;
  readonly blocked: PanelKey<`action.blocked.${string}`>;
}

/**
 * A checkbox that makes the goal run another operation with the same inputs (Renovate's "Only
 * the kitchen cabinets"): that operation needs no goal of its own. Its state is `key`.
 */
export function runsField<Key extends string>(key: Key, operation: string, words: ToggleWords): Field<'runs', Record<Key, boolean>> & { readonly key: Key; readonly operation: string; readonly words: ToggleWords } {
  const state = (on: boolean) => ({ [key]: on }) as Record<Key, boolean>;
  return {
    kind: 'runs',
    key,
    operation,
    words,
    stored: { [key]: z.catch(z.boolean(), false) } as unknown as Field<'runs', Record<Key, boolean>>['stored'],
    initial: () => state(false),
    params: () => ({}),
    refill: (_params, _current, ctx) => state(ctx.operation === operation),
    runs: (current) => (current[key] ? operation : undefined),
    blocked: (current) => (current[key] ? words.blocked : undefined),
  };
}

export interface CreativityState {
  creativity: number;
}

/** The creativity slider (`creativity`), from `initial`, clamped to `CREATIVITY`'s (lib/api/limits.ts) bounds and step whatever the form holds. */
export function creativityField(initial: number): Field<'creativity', CreativityState> {
  return {
    kind: 'creativity',
    stored: { creativity: z.catch(z.pipe(z.number(), z.transform<number, number>(clampCreativity)), initial) },
    initial: () => ({ creativity: initial }),
    params: (state) => ({ creativity: clampCreativity(state.creativity) }),
    refill: (params) => ({ creativity: clampCreativity(params.creativity) }),
  };
}

export interface StagingChoicesState {
  roomType: string;
  style: string;
}

/** A stored string parameter, or '' when absent or of another type. */
function text(params: Params, key: string): string {
  const value = params[key];
  return typeof value === 'string' ? value : '';
}

/** A room type and a staging style from the service's lists (`room_type`, `style`); nothing chosen at first. */
export function stagingChoicesField(): Field<'stagingChoices', StagingChoicesState> {
  return {
    kind: 'stagingChoices',
    stored: { roomType: z.catch(z.string(), ''), style: z.catch(z.string(), '') },
    initial: () => ({ roomType: '', style: '' }),
    params: (state) => ({ room_type: state.roomType, style: state.style }),
    refill: (params) => ({ roomType: text(params, 'room_type'), style: text(params, 'style') }),
  };
}
