import type { GoalDeclaration } from '../../../lib/operations/types';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import type { PickedPhoto } from '../../../lib/listing';
import type { AnyField, ServiceStyles } from '../../../lib/operations/fields/field';
import { GOALS } from '../../../lib/operations/goals';
import { JobRequest, type Operation } from '../../../lib/queue/types';
import type { Forms, Tool } from './forms';

/**
 * The panel's goals as the tabs, the action bar and "Edit settings" use them, each declared by its
 * operation (`goal`, lib/operations/<operation>.ts): its words, its request, the operation it
 * runs, why its button waits, which results it takes back. Every request is validated by its
 * operation's own schema, so the rules (style or guidance, limits) live there: an incomplete
 * form simply has no request yet.
 */

/** What a goal's tab, button and form say. */
export function goalWords(tool: Tool): GoalDeclaration['words'] {
  return GOALS.goal(tool).words;
}

/** The fields a goal's form shows now, each with its place in the declaration (a field of another operation is hidden while the goal does not run it). */
export function shownFields(tool: Tool, forms: Forms): { readonly field: AnyField; readonly index: number }[] {
  const shown = GOALS.shown(tool, forms);
  return GOALS.goal(tool).fields.flatMap((field, index) => (shown.includes(field) ? [{ field, index }] : []));
}

/** The request of a goal's form, or null while the form is incomplete. */
export function goalRequest(tool: Tool, forms: Forms): JobRequest | null {
  return GOALS.request(tool, forms);
}

/** The operation a goal's form runs. */
export function goalOperation(tool: Tool, forms: Forms): Operation {
  return GOALS.operation(tool, forms) as Operation;
}

/** Why a goal's button waits while its form is incomplete; null for a form that never is. */
export function blockedKey(tool: Tool, forms: Forms): GoalDeclaration['words']['blocked'] {
  return GOALS.blocked(tool, forms);
}

/**
 * "Edit settings": the forms refilled with a result's parameters, and the goal to show; null for
 * an operation no goal runs (an analysis). Other goals' inputs are left as they were.
 */
export function formsFromEntry(
  entry: Pick<HistoryEntry, 'operation' | 'params'>,
  forms: Forms,
  photo: PickedPhoto | null,
  styles: ServiceStyles | null,
): { forms: Forms; tool: Tool } | null {
  const refilled = GOALS.refill(entry.operation, entry.params, forms, { photo, styles });
  return refilled && { tool: refilled.id, forms: refilled.forms };
}

/** The job request a history entry was made with, or null if its stored parameters no longer validate. */
export function requestOfEntry(entry: Pick<HistoryEntry, 'operation' | 'params'>): JobRequest | null {
  const parsed = JobRequest.safeParse({ operation: entry.operation, params: entry.params });
  return parsed.success ? parsed.data : null;
}
