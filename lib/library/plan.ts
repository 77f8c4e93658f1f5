import { Plan } from '../api/schemas';
import type { CacheSlot } from '../storage/ttl-cache';
import { cachedLoad } from '../storage/ttl-cache';
import type { Connect } from '../api/client';

/**
 * Plan details and remaining credits: cached per API base in `storage.session` (`planCacheItem`:
 * content scripts can't read it, and the business name and credits are the user's, not a listing
 * page's), so the panel shows credits at once; refreshed on demand and after every render.
 */

/** A cached plan older than this is fetched again even without `refresh`. */
export const PLAN_TTL_MS = 5 * 60 * 1000;

/** What the plan service needs. */
export interface PlanDeps {
  readonly connect: Connect;
  readonly slot: CacheSlot<Plan>;
  readonly clock: () => number;
  /** Told about every freshly fetched plan (the background pushes a `plan` event). */
  readonly onPlan?: (plan: Plan) => void;
}

/** The plan service. */
export interface PlanService {
  /** The plan: cached if fresh and not `refresh`, else fetched. Fails with the API's code. */
  get(refresh: boolean): Promise<Plan>;
  /** Fetches the plan, never throwing (after a render, when no one waits for it). */
  refreshQuietly(): Promise<Plan | undefined>;
  /** The last known plan for the current API base, however old, without calling the API. */
  lastKnown(): Promise<Plan | undefined>;
}

/** Creates the plan service. */
export function createPlanService(deps: PlanDeps): PlanService {
  const get = async (refresh: boolean): Promise<Plan> => {
    const { api, apiBase } = await deps.connect();
    let fetched: Plan | undefined;
    const plan = await cachedLoad(deps.slot, {
      apiBase,
      ttlMs: PLAN_TTL_MS,
      now: deps.clock(),
      refresh,
      schema: Plan,
      load: async () => {
        fetched = await api.getPlanDetails();
        return fetched;
      },
    });
    if (fetched) deps.onPlan?.(fetched);
    return plan;
  };
  return {
    get,
    async refreshQuietly() {
      try {
        return await get(true);
      } catch {
        return undefined;
      }
    },
    async lastKnown() {
      const cached = await deps.slot.getValue();
      if (!cached) return undefined;
      try {
        const { apiBase } = await deps.connect();
        return cached.apiBase === apiBase ? cached.value : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
