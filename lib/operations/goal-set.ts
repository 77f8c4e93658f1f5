import { z } from '../zod';
import type { AnyField, PanelKey, Params, RefillContext } from './fields/field';
import type { GoalDeclaration } from './types';

/**
 * The panel's goals derived from the operations that declare one (`goal`, lib/operations/types.ts),
 * generic over any list of operations: the tabs in their order, each goal's form (its fields'
 * state merged), its defaults and stored shape, its request, why its button waits, and "Edit
 * settings". Nothing here names an operation: adding a goal is declaring it in its module.
 */

/** An operation as a goal set reads it: its id, its request schema and its goal, if it has one. */
export interface GoalOwner {
  readonly id: string;
  readonly request: { safeParse(value: unknown): { success: true; data: unknown } | { success: false } };
  readonly goal?: GoalDeclaration;
}

/** One goal's form: every field's state under the field's own keys. */
type Form = Record<string, unknown>;

/** A goal set's goals' forms, by goal id. */
type FormsOf<Id extends string> = Record<Id, object>;

export interface GoalSet<Id extends string, Forms extends FormsOf<Id>, Request> {
  /** The goals, in the tabs' order. */
  readonly ids: readonly Id[];
  /** The first tab: what a fresh panel, or a stored goal that no longer exists, shows. */
  readonly first: Id;
  goal(id: Id): GoalDeclaration;
  /** Every goal's form as a fresh panel shows it. */
  defaults(): Forms;
  /** Reads stored forms, keeping every valid part and defaulting the rest: a bad field never loses the others. */
  readonly schema: z.ZodMiniType<Forms>;
  /** Forms as they are persisted (a large picked file left out). */
  forStorage(forms: Forms): Forms;
  /** The operation a goal's form runs now. */
  operation(id: Id, forms: Forms): string;
  /** The fields the form shows now (a field of another operation is hidden while the goal does not run it). */
  shown(id: Id, forms: Forms): readonly AnyField[];
  /** The goal's request, validated by its operation's own schema; null while the form is incomplete. */
  request(id: Id, forms: Forms): Request | null;
  /** Why the goal's button waits while its form is incomplete; null for a form that never is. */
  blocked(id: Id, forms: Forms): PanelKey<`action.blocked.${string}`> | null;
  /** The goal that takes back a result's settings, or null for an operation no goal runs. */
  refiller(operation: string): Id | null;
  /** "Edit settings": the forms with one goal refilled from a result's parameters; the other goals as they were. */
  refill(operation: string, params: Params, forms: Forms, ctx: Omit<RefillContext, 'operation'>): { readonly id: Id; readonly forms: Forms } | null;
}

// A field is handed the part of the form its own `initial` and `stored` made (its keys): the one cast.
const part = (field: AnyField, form: Form): never => Object.fromEntries(Object.keys(field.stored).map((key) => [key, form[key]])) as never;

const runsIt = (field: AnyField, operation: string) => field.only === undefined || field.only === operation;

/** One goal's fresh form. */
function initialForm(goal: GoalDeclaration): Form {
  return Object.assign({}, ...goal.fields.map((field) => field.initial())) as Form;
}

/** The operation a form runs: a toggle's when it is on, else the goal's own. */
function runningOperation(owner: GoalOwner & { goal: GoalDeclaration }, form: Form): string {
  for (const field of owner.goal.fields) {
    const other = field.runs?.(part(field, form));
    if (other !== undefined) return other;
  }
  return owner.id;
}

/** The goal set of `list`'s operations that declare a goal. */
export function goalSet<Id extends string = string, Forms extends FormsOf<Id> = Record<Id, Form>, Request = unknown>(list: readonly GoalOwner[]): GoalSet<Id, Forms, Request> {
  const owners = list.filter((owner): owner is GoalOwner & { goal: GoalDeclaration } => owner.goal !== undefined).sort((a, b) => a.goal.order - b.goal.order);
  const byId = new Map(owners.map((owner) => [owner.id as Id, owner]));
  const ownerOf = (id: Id) => {
    const owner = byId.get(id);
    if (!owner) throw new Error(`no goal ${id}`);
    return owner;
  };
  const formOf = (forms: Forms, id: Id) => forms[id] as Form;
  const defaults = () => Object.fromEntries(owners.map((owner) => [owner.id, initialForm(owner.goal)])) as Forms;
  const schema = z.object(
    Object.fromEntries(owners.map((owner) => [owner.id, z.catch(z.object(Object.assign({}, ...owner.goal.fields.map((field) => field.stored)) as Record<string, z.ZodMiniType>), () => initialForm(owner.goal))])),
  ) as unknown as z.ZodMiniType<Forms>;

  const first = owners[0];
  if (!first) throw new Error('no operation declares a goal');

  const set: GoalSet<Id, Forms, Request> = {
    ids: owners.map((owner) => owner.id as Id),
    first: first.id as Id,
    goal: (id) => ownerOf(id).goal,
    defaults,
    schema,
    forStorage(forms) {
      const stored = owners.map((owner) => {
        const form = formOf(forms, owner.id as Id);
        return [owner.id, Object.assign({}, form, ...owner.goal.fields.map((field) => field.forStorage?.(part(field, form)) ?? {}))];
      });
      return { ...forms, ...Object.fromEntries(stored) } as Forms;
    },
    operation: (id, forms) => runningOperation(ownerOf(id), formOf(forms, id)),
    shown(id, forms) {
      const operation = set.operation(id, forms);
      return ownerOf(id).goal.fields.filter((field) => runsIt(field, operation));
    },
    request(id, forms) {
      const form = formOf(forms, id);
      const operation = set.operation(id, forms);
      const params: Record<string, unknown> = {};
      for (const field of set.shown(id, forms)) {
        const filled = field.params(part(field, form));
        if (filled === null) return null;
        Object.assign(params, filled);
      }
      const parsed = list.find((owner) => owner.id === operation)?.request.safeParse({ operation, params });
      return parsed?.success ? (parsed.data as Request) : null;
    },
    blocked(id, forms) {
      const { goal } = ownerOf(id);
      const form = formOf(forms, id);
      for (const field of goal.fields) {
        const key = field.blocked?.(part(field, form));
        if (key !== undefined) return key;
      }
      return goal.words.blocked;
    },
    refiller(operation) {
      // Its own operation's results, and those of the operation a toggle of its form runs.
      const owner = owners.find((candidate) => candidate.id === operation || candidate.goal.fields.some((field) => field.operation === operation));
      return owner ? (owner.id as Id) : null;
    },
    refill(operation, params, forms, ctx) {
      const id = set.refiller(operation);
      if (id === null) return null;
      const form = formOf(forms, id);
      // A field of another operation keeps what it holds (the cabinets take no materials: the ones chosen stay).
      const refilled = ownerOf(id).goal.fields.map((field) => (runsIt(field, operation) ? field.refill(params, part(field, form), { ...ctx, operation }) : {}));
      return { id, forms: { ...forms, [id]: Object.assign({}, form, ...refilled) as Form } };
    },
  };
  return set;
}
