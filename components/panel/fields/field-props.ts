import type { StateOf } from '../../../lib/operations/fields/field';
import type { GoalField } from '../../../lib/operations/goals';
import type { JobRequest, Operation } from '../../../lib/queue/types';

/**
 * What the panel's component for a field kind is given (one per kind, this folder): its
 * declaration, its state in the goal's form, how to change it, and what the goal runs now. A
 * field component never names a goal: the goal's form (GoalForm.tsx) hands it its part.
 */
export interface FieldProps<F> {
  readonly field: F;
  readonly value: StateOf<F>;
  readonly update: (patch: Partial<StateOf<F>>) => void;
  /** The operation the goal's form runs now. */
  readonly operation: Operation;
  /** The goal's request, or null while the form is incomplete. */
  readonly request: JobRequest | null;
}

/** The declared field of one kind. */
export type FieldOf<Kind extends GoalField['kind']> = Extract<GoalField, { readonly kind: Kind }>;
