import { GOALS, type Goal, type GoalForms } from '../../../lib/operations/goals';

/**
 * The panel's goals and their forms, as the store keeps them: all derived from the operations'
 * `goal` declarations (lib/operations/<operation>.ts, lib/operations/goals.ts). A goal's form is
 * its fields' state; the stored panel state keeps each goal's form under the goal's id.
 */

/** The goals a realtor picks from, one tab each, in their declared order. */
export const TOOLS = GOALS.ids;
export type Tool = Goal;
/** The first tab, what a fresh panel shows. */
export const FIRST_TOOL: Tool = GOALS.first;

/** A stored tool of an older version, as one of today's goals: one that no longer exists shows the first (the cabinets became Renovate's option). */
export function toolOf(stored: unknown): Tool {
  return (TOOLS as readonly unknown[]).includes(stored) ? (stored as Tool) : FIRST_TOOL;
}

/** Every goal's inputs for one photo, kept while the user switches tabs or photos and restored when the panel reopens. */
export type Forms = GoalForms;

/** Forms of a fresh panel: each field's start (an operation's own defaults, the rest empty). */
export function defaultForms(): Forms {
  return GOALS.defaults();
}

/**
 * Reads stored forms, keeping every valid part and defaulting the rest: a bad field never loses
 * the others. A goal an older version had (the separate cabinets form) is dropped.
 */
export const FormsSchema = GOALS.schema;

/** Forms as they are persisted: a large picked file is left out. */
export function formsForStorage(forms: Forms): Forms {
  return GOALS.forStorage(forms);
}

export type { StyleGroup } from '../../../lib/operations/fields/style';
export type { StyleSourceKind } from '../../../lib/operations/fields/style-source';
