import type { ApiCall, ApiClient } from '../api/client';
import type { AssetContext, FetchedPhoto } from '../acquisition/acquisition';
import type { Locale } from '../i18n/locales';
import type { ExportMessages } from '../i18n/messages/export/index';
import type { OperationMessages } from '../i18n/messages/operations/index';
import type { DataKindId } from '../privacy/outbound';
import type { z } from '../zod';
import type { AnyField, PanelKey } from './fields/field';
import type { OptionNames } from './names';

/**
 * What one operation is: everything the runner, formatting, history and the forms need to know
 * about it, declared once in its own module (`lib/operations/<operation>.ts`).
 */

/** The label listing rules require on a result: staged photos say so, others are "altered". */
export type Disclosure = 'virtually-staged' | 'digitally-altered';

/** Which of the plan's credits an operation spends, and how many per run. */
export interface CreditCost {
  readonly kind: 'renovation' | 'staging' | 'none';
  /** Credits one run spends at most (the spec shows no deduction rule for renovations: 1 is our reading). */
  readonly perRun: number;
}

/**
 * One API request an operation makes, as lib/privacy/outbound.ts lists it (the key header is
 * added to every API request there): the call its run sends (`declareCall`, whose `endpoint` is
 * `METHOD /path` as in the spec), each body or form field with the data kind it carries, and why,
 * in PRIVACY.md's words.
 */
export interface OutboundRequest {
  // `never`: any call, whatever its input, is one an operation may declare.
  readonly call: ApiCall<never, unknown>;
  readonly fields: Readonly<Record<string, DataKindId>>;
  readonly purpose: string;
}

/**
 * The keys of an operation's words: its name (the operations namespace) and its part of a file
 * name (the export namespace). Typed by the English tables; every language has them
 * (test/unit/i18n/messages-complete.test.ts).
 */
export interface OperationWordKeys {
  readonly name: Extract<keyof OperationMessages, `operation.${string}`>;
  readonly file: Extract<keyof ExportMessages, `file.operation.${string}`>;
}

/**
 * An operation's goal in the side panel (a tab), declared as data: its place among the tabs, its
 * words (the panel namespace) and its form's fields, each of a known kind
 * (`lib/operations/fields/`). The tabs, the forms' state, defaults and stored shape, the request
 * and "Edit settings" are derived from it (lib/operations/goals.ts); the panel draws each field
 * with its kind's component (`components/panel/fields/`).
 */
export interface GoalDeclaration {
  /** Its place among the tabs, lowest first. */
  readonly order: number;
  readonly words: {
    /** The tab's name: what a realtor wants done, not the API's endpoint. */
    readonly tab: PanelKey<`goal.${string}`>;
    /** The action button's text. */
    readonly action: PanelKey<`action.${string}`>;
    /** The form's accessible name. */
    readonly group: PanelKey<`${string}.group`>;
    /** Why the button waits while the form is incomplete; null for a form that is never incomplete. */
    readonly blocked: PanelKey<`action.blocked.${string}`> | null;
  };
  /** Its form, top to bottom; the request's parameters are what its fields fill. */
  readonly fields: readonly AnyField[];
}

/** What an operation produced. */
export interface OperationOutput {
  readonly imageUrl?: string;
  readonly projectId?: string;
  readonly analysis?: Record<string, unknown>;
}

/** What operations need besides the photo. */
export interface OperationContext extends AssetContext {
  readonly api: ApiClient;
  readonly signal: AbortSignal;
  /** Downloads a style image (no minimum size: a style can come from a small swatch). */
  readonly fetchStyleImage: (url: string) => Promise<FetchedPhoto>;
}

/**
 * One operation, declared once. `Params` is its job parameters (the API's field names);
 * `Defaults`, the ones it starts with. A module declares it with `satisfies`, so the registry
 * (lib/operations/index.ts) keeps each declaration's exact types (its id, request schema, defaults).
 */
export interface OperationDefinition<Id extends string, Params, Defaults extends Partial<Params> = Partial<Params>> {
  readonly id: Id;
  /** What a job of it asks for: `{ operation: id, params }`, validated by its own schema. */
  readonly request: z.ZodMiniType<{ operation: Id; params: Params }>;
  /** Its words' keys, in each language's tables. */
  readonly words: OperationWordKeys;
  /** Names older versions stored for it (the API's endpoint names), read as this operation. */
  readonly formerNames?: readonly string[];
  /** What a run gives: an image (most) or an analysis, which has no image to show, compare or export. */
  readonly result: 'image' | 'analysis';
  /** The API requests its run makes and what each carries (lib/privacy/outbound.ts lists them). */
  readonly outbound: Readonly<Record<string, OutboundRequest>>;
  /**
   * The parameters a new request starts with before anyone changes them (the panel's fresh
   * forms, the analyzer's calls): only those with a default of their own; the others start empty.
   */
  readonly defaults: Defaults;
  /** Its part of a result's file name: short, lowercase, safe on every file system. */
  readonly slug: string;
  readonly disclosure: Disclosure;
  readonly credits: CreditCost;
  /** Its goal in the side panel, when it has one (kitchen cabinets runs from Renovate's form). */
  readonly goal?: GoalDeclaration;
  /**
   * A short summary of stored parameters in `locale` (English when not given), e.g.
   * `["Scandinavian", "Renovate", "“oak floors”"]`: every part in words, never an API id. Styles
   * and room types go by the service's names (`names`, lib/operations/names.ts), which are its own.
   */
  summarize(params: Readonly<Record<string, unknown>>, names: OptionNames, locale?: Locale): string[];
  /** The parameters history keeps (defaults to all of them). */
  historyParams?(params: Params): Record<string, unknown>;
  /** Runs it against the API on a fetched photo (background only). */
  run(ctx: OperationContext, photo: FetchedPhoto, params: Params): Promise<OperationOutput>;
}

/** A string parameter of stored params, or undefined when absent or empty. */
export function textParam(params: Readonly<Record<string, unknown>>, key: string): string | undefined {
  const value = params[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
