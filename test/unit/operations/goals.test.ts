import { describe, expect, it } from 'vitest';
import { z } from '../../../lib/zod';
import { OPERATION_LIST } from '../../../lib/operations/index';
import { GOALS } from '../../../lib/operations/goals';
import { goalSet, type GoalOwner } from '../../../lib/operations/goal-set';
import { creativityField } from '../../../lib/operations/fields/choices';
import { guidanceField } from '../../../lib/operations/fields/style';
import { noteField } from '../../../lib/operations/fields/shown';
import type { GoalDeclaration } from '../../../lib/operations/types';
import type { AnyField } from '../../../lib/operations/fields/field';

/**
 * A panel goal is its operation's `goal` declaration and nothing else: the same generic functions
 * that make the product's goals make a new one's tab, form, stored shape, request, waiting reason
 * and "Edit settings" from its declaration alone.
 */

/** An operation no version has, with a goal made of known field kinds (words borrowed: they are typed by the panel's table). */
const declutter = {
  id: 'declutter',
  request: z.object({ operation: z.literal('declutter'), params: z.object({ guidance: z.string().check(z.minLength(1)), creativity: z.number() }) }),
  goal: {
    order: 2.5,
    words: { tab: 'goal.upscale', action: 'action.upscale', group: 'upscale.group', blocked: 'action.blocked.renovate' },
    fields: [noteField('upscale.intro'), guidanceField(), creativityField(0.4)],
  },
} satisfies GoalOwner & { goal: GoalDeclaration };

const goals = goalSet([...OPERATION_LIST, declutter]);

describe('a goal derived from its declaration alone', () => {
  it('is a tab in its declared place, with a fresh form of its fields’ starts', () => {
    expect(goals.ids).toEqual(['renovate', 'stage', 'declutter', 'styleTransfer', 'upscale']);
    expect(goals.defaults().declutter).toEqual({ guidance: '', creativity: 0.4 });
    // The others are untouched by it.
    expect(goals.defaults().renovate).toEqual(GOALS.defaults().renovate);
  });

  it('has a request once its operation’s schema takes the fields’ parameters, and says why it waits before', () => {
    const fresh = goals.defaults();
    expect(goals.request('declutter', fresh)).toBeNull();
    expect(goals.blocked('declutter', fresh)).toBe('action.blocked.renovate');
    const filled = { ...fresh, declutter: { guidance: '  clear the counters ', creativity: 0.7 } };
    expect(goals.operation('declutter', filled)).toBe('declutter');
    expect(goals.request('declutter', filled)).toEqual({ operation: 'declutter', params: { guidance: 'clear the counters', creativity: 0.7 } });
  });

  it('takes back its results ("Edit settings"), leaving the other goals as they were', () => {
    const fresh = goals.defaults();
    expect(goals.refiller('declutter')).toBe('declutter');
    const refilled = goals.refill('declutter', { guidance: 'clear the counters', creativity: 0.7 }, fresh, { photo: null, styles: null });
    expect(refilled?.id).toBe('declutter');
    expect(refilled?.forms).toEqual({ ...fresh, declutter: { guidance: 'clear the counters', creativity: 0.7 } });
  });

  it('reads its stored form field by field, a bad field falling back alone', () => {
    const stored = goals.schema.parse({ declutter: { guidance: 'clear the counters', creativity: 'lots' } }) as Record<string, unknown>;
    expect(stored.declutter).toEqual({ guidance: 'clear the counters', creativity: 0.4 });
    expect(stored.renovate).toEqual(GOALS.defaults().renovate);
  });
});

describe('the product’s goals', () => {
  it('name only operations of the list (a toggle’s, a field’s own)', () => {
    const ids = new Set<string>(OPERATION_LIST.map((operation) => operation.id));
    const fields: readonly AnyField[] = GOALS.ids.flatMap((id) => GOALS.goal(id).fields);
    const named = fields.flatMap((field) => [field.only, field.operation]).filter((id) => id !== undefined);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('each keep their fields’ state under distinct keys (two fields never share one)', () => {
    for (const id of GOALS.ids) {
      const keys = GOALS.goal(id).fields.flatMap((field) => Object.keys(field.stored));
      expect(new Set(keys).size, id).toBe(keys.length);
    }
  });
});
