import type { StateOf } from './fields/field';
import { goalSet } from './goal-set';
import { OPERATION_LIST, type JobRequest } from './index';

/**
 * The side panel's goals: the operations of `OPERATION_LIST` that declare a `goal`, in their
 * declared order, with every form, request and refill derived (lib/operations/goal-set.ts). The
 * types below follow from the declarations too: a goal's form is its fields' state.
 */

type Declared = (typeof OPERATION_LIST)[number];
type WithGoal = Extract<Declared, { readonly goal: object }>;

/** A goal of the panel (a tab): the id of the operation that declares it. */
export type Goal = WithGoal['id'];

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;
type Flat<T> = { -readonly [K in keyof T]: T[K] };
type FieldsOf<D> = D extends { readonly goal: { readonly fields: readonly (infer F)[] } } ? F : never;

/** One goal's form: the state of each of its fields, merged. */
export type GoalForm<D> = Flat<UnionToIntersection<StateOf<FieldsOf<D>>>>;

/** Every goal's inputs for one photo, by goal id. */
export type GoalForms = { [D in WithGoal as D['id']]: GoalForm<D> };

/** The panel's goals, derived from the operations' declarations. */
export const GOALS = goalSet<Goal, GoalForms, JobRequest>(OPERATION_LIST);

/** Every field a goal declares, of every kind: what the panel's field components draw. */
export type GoalField = FieldsOf<WithGoal>;
