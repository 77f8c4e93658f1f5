import { describe, expect, it } from 'vitest';
import { defaultForms, TOOLS, type Forms } from '../../../components/panel/store/forms';
import { blockedKey, formsFromEntry, goalOperation, goalRequest, goalWords } from '../../../components/panel/store/tools';
import { GOALS } from '../../../lib/operations/goals';
import { FIELD_COMPONENTS } from '../../../components/panel/fields/field-components';
import { Operation } from '../../../lib/operations/index';

/** Every goal's form filled in, so each has a request (Renovate with materials, the cabinets variant below). */
function filled(): Forms {
  const forms = defaultForms();
  return {
    renovate: { ...forms.renovate, styleId: 'japandi', spectrum: 'tweak', guidance: 'oak floors throughout' },
    stage: { roomType: 'bedroom', style: 'coastal' },
    styleTransfer: { ...forms.styleTransfer, kind: 'url', url: 'https://example.com/mood.jpg' },
    upscale: { creativity: 0.25 },
  };
}

describe('the panel goals, each declared by its operation (store/tools.ts)', () => {
  it('lists every goal of the tabs, each naming its tab and button by its own id', () => {
    expect([...TOOLS]).toEqual(['renovate', 'stage', 'styleTransfer', 'upscale']);
    for (const tool of TOOLS) {
      expect(goalWords(tool).tab).toBe(`goal.${tool}`);
      expect(goalWords(tool).action).toBe(`action.${tool}`);
    }
  });

  it('takes back the settings of every operation a goal runs, each by exactly one goal (an analysis by none)', () => {
    const owners = (operation: Operation) => TOOLS.filter((tool) => GOALS.refiller(operation) === tool);
    for (const operation of Operation.options) expect(owners(operation), operation).toHaveLength(operation === 'analyze' ? 0 : 1);
    const forms = filled();
    const cabinets = { ...forms, renovate: { ...forms.renovate, cabinetsOnly: true } };
    for (const tool of TOOLS) expect(owners(goalOperation(tool, forms))).toEqual([tool]);
    expect(goalOperation('renovate', cabinets)).toBe('kitchenCabinets');
  });

  it('refills a goal from its own request ("Edit settings" round trip), leaving the other goals as they were', () => {
    const forms = filled();
    const cabinets = { ...forms, renovate: { ...forms.renovate, cabinetsOnly: true } };
    for (const [tool, source] of [...TOOLS.map((tool) => [tool, forms] as const), ['renovate', cabinets] as const]) {
      const request = goalRequest(tool, source);
      expect(request, tool).not.toBeNull();
      if (request === null) continue;
      const refilled = formsFromEntry(request, defaultForms(), null, null);
      expect(refilled?.tool).toBe(tool);
      expect(refilled && goalRequest(tool, refilled.forms)).toEqual(request);
      for (const other of TOOLS.filter((t) => t !== tool)) expect(refilled?.forms[other]).toEqual(defaultForms()[other]);
    }
    expect(formsFromEntry({ operation: 'analyze', params: {} }, forms, null, null)).toBeNull();
  });

  it('says why a goal waits while its form is incomplete; an upscale never waits', () => {
    const forms = defaultForms();
    expect(TOOLS.map((tool) => [tool, goalRequest(tool, forms) === null, blockedKey(tool, forms)])).toEqual([
      ['renovate', true, 'action.blocked.renovate'],
      ['stage', true, 'action.blocked.stage'],
      ['styleTransfer', true, 'action.blocked.styleTransfer'],
      ['upscale', false, null],
    ]);
    expect(blockedKey('renovate', { ...forms, renovate: { ...forms.renovate, cabinetsOnly: true } })).toBe('action.blocked.cabinets');
  });
});

describe('the goals’ forms, drawn by kind (components/panel/fields/)', () => {
  it('has a component for every kind of field a goal declares', () => {
    const kinds = new Set(TOOLS.flatMap((tool) => GOALS.goal(tool).fields.map((field) => field.kind)));
    expect([...kinds].filter((kind) => !(kind in FIELD_COMPONENTS))).toEqual([]);
    expect(kinds.size).toBeGreaterThan(5);
  });
});
