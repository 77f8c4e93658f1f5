import { clampCreativity } from '../../../lib/api/limits';
import type { PanelMessages } from '../../../lib/i18n/messages/panel/index';
import type { HistoryEntry } from '../../../lib/library/history-entry';
import type { PickedPhoto } from '../../../lib/listing';
import type { JobRequest, Operation } from '../../../lib/queue/types';
import type { Forms, Tool } from './forms';
import { materialsOf, renovateRequest, stageRequest, styleFormOf, styleTransferFormOf, styleTransferRequest, textOf, upscaleRequest, type ServiceStyles } from './requests';

/** Panel message keys of a pattern (written out in the record below, so the messages-complete test sees each read). */
type PanelKey<Pattern extends string> = Extract<keyof PanelMessages, Pattern>;

/** What "Edit settings" refills a form from, besides the stored parameters. */
export interface RefillContext {
  readonly forms: Forms;
  readonly photo: PickedPhoto | null;
  readonly styles: ServiceStyles | null;
}

/** One goal's forms refilled from a result's stored parameters. */
type Refill = (params: Readonly<Record<string, unknown>>, ctx: RefillContext) => Forms;

/**
 * One goal of the panel (a tab), declared once: what its tab and button say, which operation its
 * form runs, its request, why its button waits, and which results' settings it takes back. The
 * tabs, the action bar and "Edit settings" read it here; what an operation is (its schema,
 * defaults, credits) stays in `lib/operations/<operation>.ts`.
 */
export interface ToolDefinition {
  /** The tab's name: what a realtor wants done, not the API's endpoint. */
  readonly goalKey: PanelKey<`goal.${Tool}`>;
  /** The action button's text. */
  readonly actionKey: PanelKey<`action.${Tool}`>;
  /** The operation the form runs now. */
  operation(forms: Forms): Operation;
  /** The form's request, or null while it is incomplete. */
  request(forms: Forms): JobRequest | null;
  /** Why the button waits while the form is incomplete; null for a form that is never incomplete. */
  blockedKey(forms: Forms): PanelKey<`action.blocked.${string}`> | null;
  /** The operations whose results this goal refills ("Edit settings"), each with how. */
  readonly refills: Partial<Record<Operation, Refill>>;
}

/** Every goal, in the tabs' order (`TOOLS`). */
export const TOOL_DEFINITIONS: Readonly<Record<Tool, ToolDefinition>> = {
  renovate: {
    goalKey: 'goal.renovate',
    actionKey: 'action.renovate',
    // "Only the kitchen cabinets" makes Renovate a kitchen cabinets render.
    operation: (forms) => (forms.renovate.cabinetsOnly ? 'kitchenCabinets' : 'renovate'),
    request: renovateRequest,
    blockedKey: (forms) => (forms.renovate.cabinetsOnly ? 'action.blocked.cabinets' : 'action.blocked.renovate'),
    refills: {
      renovate: (p, { forms, styles }) => ({ ...forms, renovate: { ...styleFormOf(p, styles), materials: materialsOf(p), cabinetsOnly: false } }),
      // The cabinets take no materials: the ones chosen stay for a later renovation.
      kitchenCabinets: (p, { forms, styles }) => ({ ...forms, renovate: { ...forms.renovate, ...styleFormOf(p, styles), cabinetsOnly: true } }),
    },
  },
  stage: {
    goalKey: 'goal.stage',
    actionKey: 'action.stage',
    operation: () => 'stage',
    request: stageRequest,
    blockedKey: () => 'action.blocked.stage',
    refills: { stage: (p, { forms }) => ({ ...forms, stage: { roomType: textOf(p, 'room_type'), style: textOf(p, 'style') } }) },
  },
  styleTransfer: {
    goalKey: 'goal.styleTransfer',
    actionKey: 'action.styleTransfer',
    operation: () => 'styleTransfer',
    request: styleTransferRequest,
    blockedKey: () => 'action.blocked.styleTransfer',
    refills: { styleTransfer: (p, { forms, photo }) => ({ ...forms, styleTransfer: styleTransferFormOf(p, forms, photo) }) },
  },
  upscale: {
    goalKey: 'goal.upscale',
    actionKey: 'action.upscale',
    operation: () => 'upscale',
    request: upscaleRequest,
    // Creativity is clamped, never missing: an upscale is always ready.
    blockedKey: () => null,
    refills: { upscale: (p, { forms }) => ({ ...forms, upscale: { creativity: clampCreativity(p.creativity) } }) },
  },
};

/** The request of a goal's form, or null while the form is incomplete. */
export function goalRequest(tool: Tool, forms: Forms): JobRequest | null {
  return TOOL_DEFINITIONS[tool].request(forms);
}

/** The operation a goal's form runs. */
export function goalOperation(tool: Tool, forms: Forms): Operation {
  return TOOL_DEFINITIONS[tool].operation(forms);
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
  for (const [tool, definition] of Object.entries(TOOL_DEFINITIONS) as [Tool, ToolDefinition][]) {
    const refill = definition.refills[entry.operation];
    if (refill) return { tool, forms: refill(entry.params, { forms, photo, styles }) };
  }
  return null;
}
