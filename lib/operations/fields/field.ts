import type { ArgsOf } from '../../i18n/message-types';
import type { PanelMessages } from '../../i18n/messages/panel/index';
import type { PickedPhoto } from '../../listing';
import type { z } from '../../zod';

/**
 * A panel goal's form field, as data: which part of the goal's form it keeps, how that part is
 * stored, which request parameters it fills and how it reads them back ("Edit settings"). Each
 * kind of field is one module of this folder; the panel draws each kind with one component of
 * `components/panel/fields/`. Pure: no React, no store.
 */

/** Panel message keys of a pattern, with or without placeholders: a goal's words are the panel's, typed by its English table. */
export type AnyPanelKey<Pattern extends string = string> = Extract<keyof PanelMessages, Pattern>;

/** Panel message keys of a pattern that take no placeholders: words shown as they are. */
export type PanelKey<Pattern extends string = string> = PlainKey<AnyPanelKey<Pattern>>;
type PlainKey<K extends keyof PanelMessages> = K extends unknown ? (ArgsOf<PanelMessages[K]> extends [] ? K : never) : never;

/** Stored parameters, as history keeps them. */
export type Params = Readonly<Record<string, unknown>>;

/** Style ids per group (GET /styles), to find which tab a refilled style belongs to. */
export interface ServiceStyles {
  readonly interior: readonly { readonly id: string }[];
  readonly exterior: readonly { readonly id: string }[];
}

/** What "Edit settings" refills a form from, besides the stored parameters. */
export interface RefillContext {
  /** The operation that made the result (a goal may run more than one). */
  readonly operation: string;
  readonly photo: PickedPhoto | null;
  readonly styles: ServiceStyles | null;
}

/**
 * One field of a goal's form. `State` is its part of the goal's form (its keys are the stored
 * form's keys, so the stored panel state keeps its shape); a field that only shows something has
 * none.
 */
export interface Field<Kind extends string = string, State extends object = object> {
  readonly kind: Kind;
  /**
   * The operation this field belongs to, when the goal runs more than one (Renovate's materials
   * are a renovation's only): shown, sent and refilled only while that operation runs.
   */
  readonly only?: string;
  /** Each key of its state, read from storage with a fallback of its own (a bad key never loses the others). */
  readonly stored: { readonly [K in keyof State]-?: z.ZodMiniType<State[K]> };
  /** Its state in a fresh form. */
  initial(): State;
  /** The request parameters it fills; null while it is incomplete (the goal then has no request). */
  params(state: State): Params | null;
  /** Its state read back from a result's parameters; `current` is what the form holds now. */
  refill(params: Params, current: State, ctx: RefillContext): State;
  /** Its state as written to storage (a large file left out); as it is when absent. */
  forStorage?(state: State): State;
  /** The operation the goal runs instead of its own while this field says so (a toggle); undefined otherwise. */
  runs?(state: State): string | undefined;
  /** Why the goal's button waits while this field says so, over the goal's own reason. */
  blocked?(state: State): PanelKey<`action.blocked.${string}`> | undefined;
}

/** The state a field keeps. */
export type StateOf<F> = F extends Field<string, infer State> ? State : never;

/**
 * A field of any kind, as a goal lists it. Its methods take `never`: each takes its own kind's
 * state, which only the goal's generic functions (lib/operations/goals.ts) hand it, from the
 * form that field's own `initial` and `stored` made.
 */
export interface AnyField {
  readonly kind: string;
  readonly only?: string;
  /** The operation `runs` may switch the goal to (a toggle's): the goal takes back that operation's results too. */
  readonly operation?: string;
  /** Its keys' schemas (`Field.stored`): an object of zod schemas. */
  readonly stored: object;
  initial(): object;
  params(state: never): Params | null;
  refill(params: Params, current: never, ctx: RefillContext): object;
  forStorage?(state: never): object;
  runs?(state: never): string | undefined;
  blocked?(state: never): PanelKey<`action.blocked.${string}`> | undefined;
}
