import type { Plan } from '../../lib/api/schemas';
import type { Operation } from '../../lib/queue/types';
import { OPERATIONS } from '../../lib/operations/index';
import { panelMessages, type PanelMessages } from '../../lib/i18n/messages/panel/index';
import type { Translate } from '../../lib/i18n/translate';
import { usePanel } from './store/context';
import type { Forms, Tool } from './store/forms';
import { blockedKey, goalOperation, goalRequest, goalWords } from './store/tools';
import { useSubmit } from './hooks/useSubmit';
import { useIdenticalRender } from './hooks/useIdenticalRender';
import type { IdenticalAnswer } from '../../lib/queue/service';
import { useDomId } from '../shared/hooks/useDomId';
import { useT } from '../shared/i18n';
import { marks, richText } from '../shared/rich-text';
import { revealStage } from './PhotoStage';
import { useStagingAction, useStagingStatus } from './staging/useStaging';
import { priceText } from './price';

type T = Translate<PanelMessages>;

/** What a run costs, from the operation's declared credits ("Uses 1 renovation credit · 42 left"). */
export function costText(operation: Operation, plan: Plan | null, t: T): string {
  const cost = OPERATIONS[operation].credits;
  if (cost.kind === 'none') return t('action.cost.none');
  const count = cost.perRun;
  if (cost.kind === 'staging') {
    const left = plan?.staging_credits;
    return left === undefined ? t('action.cost.staging', { count }) : t('action.cost.staging.left', { count, left });
  }
  const left = plan?.renovation_credits;
  return left === undefined ? t('action.cost.renovation', { count }) : t('action.cost.renovation.left', { count, left });
}

/** What the run costs: nothing when an identical render answers it (`useIdenticalRender`), else the operation's price. */
function runCostText(identical: IdenticalAnswer, operation: Operation, plan: Plan | null, t: T): string {
  if (identical === 'history') return t('action.cost.identical.history');
  if (identical === 'running') return t('action.cost.identical.running');
  return costText(operation, plan, t);
}

/** Why a goal's button can't be pressed yet, or null. */
function blockedReason(tool: Tool, forms: Forms, hasPhoto: boolean, ready: boolean, t: T): string | null {
  if (!hasPhoto) return t('action.blocked.no-photo');
  if (ready) return null;
  const key = blockedKey(tool, forms);
  return key === null ? null : t(key);
}

/** True while the large photo shows a result of its own (the panel's Download is then the primary action). */
function useResultShown(): boolean {
  return usePanel((state) => {
    const url = state.listing.photo?.url;
    return url !== undefined && state.history.results.some((entry) => entry.photo.url === url);
  });
}

/**
 * The one action area, pinned at the bottom of the panel: the goal's button ("Renovate",
 * "Stage", "Match style", "Upscale") with what it costs, or why it can't be pressed yet. Pressing
 * it sends the goal's request for the photo on screen, whose large view becomes the progress.
 * Once the photo shows a result, Download is the panel's one primary action: this button turns
 * secondary and names its price ("Renovate · 1 credit"), so a second render is never taken for
 * the next step by accident. A request an identical render would answer (the same settings' result
 * in History, or on its way) is stated as free: pressing it shows that render and spends nothing.
 */
export function ActionBar() {
  const tool = usePanel((state) => state.forms.tool);
  const forms = usePanel((state) => state.forms.current);
  const hasPhoto = usePanel((state) => state.listing.photo !== null);
  const plan = usePanel((state) => state.service.plan);
  const startJob = usePanel((state) => state.startJob);
  const id = useDomId('action');
  const t = useT(panelMessages);
  const request = goalRequest(tool, forms);
  // Staging into the photo's project: free variations, and none past the project's `MAX_VARIATIONS`.
  const staging = useStagingAction(tool === 'stage');
  // Staging states its own price (the photo's project); the other goals may be answered for free.
  const identical = useIdenticalRender(tool === 'stage' ? null : request);
  const blocked = blockedReason(tool, forms, hasPhoto, request !== null, t) ?? staging.blocked;
  const { busy, submit } = useSubmit(async () => {
    if (request && (await startJob(request))) revealStage();
  });
  const again = useResultShown();
  const stagingStatus = useStagingStatus();
  const label = t(goalWords(tool).action);
  const price = again ? (identical ? t('price.free') : priceText(goalOperation(tool, forms), stagingStatus, t)) : null;

  return (
    <div className="action-bar" role="region" aria-label={t('action.region')}>
      <p className={blocked ? 'field__hint action-bar__info action-bar__info--blocked' : 'field__hint action-bar__info'} id={`${id}-info`}>
        {busy ? t('action.sending') : (blocked ?? staging.cost ?? runCostText(identical, goalOperation(tool, forms), plan, t))}
      </p>
      <button
        type="button"
        className={again ? 'button button--large action-bar__button action-bar__button--again' : 'button button--primary button--large action-bar__button'}
        disabled={blocked !== null || busy}
        aria-describedby={`${id}-info`}
        onClick={submit}
      >
        {/* Each part stays whole ("1 Credit" never split): a narrow bar breaks the label at " · " only. */}
        {price === null ? label : richText(t('action.again', marks('action', 'price')), { action: <span className="nowrap">{label}</span>, price: <span className="nowrap">{price}</span> })}
      </button>
    </div>
  );
}
