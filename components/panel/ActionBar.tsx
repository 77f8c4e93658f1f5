import type { Plan } from '../../lib/api/schemas';
import type { Operation } from '../../lib/queue/types';
import { OPERATIONS } from '../../lib/operations/index';
import { plural } from '../../lib/format/operation';
import { usePanel } from './store/context';
import type { Forms, Tool } from './store/forms';
import { goalRequest } from './store/requests';
import { useSubmit } from './hooks/useSubmit';
import { useDomId } from '../shared/hooks/useDomId';
import { revealStage } from './PhotoStage';

/** The primary button of each goal. */
export const GOAL_ACTION: Record<Tool, string> = { renovate: 'Renovate', stage: 'Stage', styleTransfer: 'Match style', upscale: 'Upscale' };

/** The operation a goal's form runs ("Only the kitchen cabinets" makes Renovate a kitchen cabinets render). */
export function goalOperation(tool: Tool, forms: Forms): Operation {
  if (tool === 'renovate') return forms.renovate.cabinetsOnly ? 'kitchenCabinets' : 'renovate';
  return tool;
}

/** What a run costs, from the operation's declared credits ("Uses 1 renovation credit · 42 left"). */
export function costText(operation: Operation, plan: Plan | null): string {
  const cost = OPERATIONS[operation].credits;
  if (cost.kind === 'none') return 'Uses no credit';
  const left = cost.kind === 'staging' ? plan?.staging_credits : plan?.renovation_credits;
  return `Uses ${plural(cost.perRun, `${cost.kind} credit`)}${left !== undefined ? ` · ${left} left` : ''}`;
}

/** Why a goal's button can't be pressed yet, or null. */
function blockedReason(tool: Tool, forms: Forms, hasPhoto: boolean, ready: boolean): string | null {
  if (!hasPhoto) return 'Pick a photo on a listing first.';
  if (ready) return null;
  switch (tool) {
    case 'renovate':
      return forms.renovate.cabinetsOnly ? 'Pick a style or write guidance for the cabinets.' : 'Pick a style or write guidance to renovate.';
    case 'stage':
      return 'Choose a room type and a staging style.';
    case 'styleTransfer':
      return 'Choose the image whose style to apply.';
    case 'upscale':
      return null;
  }
}

/**
 * The one action area, pinned at the bottom of the panel: the goal's button ("Renovate",
 * "Stage", "Match style", "Upscale") with what it costs, or why it can't be pressed yet. Pressing
 * it sends the goal's request for the photo on screen, whose large view becomes the progress.
 */
export function ActionBar() {
  const tool = usePanel((state) => state.tool);
  const forms = usePanel((state) => state.forms);
  const hasPhoto = usePanel((state) => state.photo !== null);
  const plan = usePanel((state) => state.plan);
  const startJob = usePanel((state) => state.startJob);
  const id = useDomId('action');
  const request = goalRequest(tool, forms);
  const blocked = blockedReason(tool, forms, hasPhoto, request !== null);
  const { busy, submit } = useSubmit(async () => {
    if (request && (await startJob(request))) revealStage();
  });

  return (
    <div className="action-bar" role="region" aria-label="Action">
      <p className={blocked ? 'field__hint action-bar__info action-bar__info--blocked' : 'field__hint action-bar__info'} id={`${id}-info`}>
        {busy ? 'Sending…' : (blocked ?? costText(goalOperation(tool, forms), plan))}
      </p>
      <button type="button" className="button button--primary button--large action-bar__button" disabled={blocked !== null || busy} aria-describedby={`${id}-info`} onClick={submit}>
        {GOAL_ACTION[tool]}
      </button>
    </div>
  );
}
