import { defineSlice } from './slice';

/** Most confirmations kept (a result's id each); older ones go first. */
export const MAX_FIXTURE_CONFIRMED = 500;

/** The fixture slice's state (`state.fixture`). */
export interface FixtureData {
  /** Results the fixture check flagged that the realtor confirmed they checked (#30), oldest first. */
  confirmed: string[];
}

export interface FixtureActions {
  /** Records that the realtor checked flagged result `id`: it may be exported. */
  confirmFixture(id: string): void;
}

/**
 * The realtor's confirmations of results the fixture check flagged (the verdicts themselves are
 * recomputed, components/panel/fixture/fixture-checks.ts). Kept with the panel's state, so a
 * confirmed result stays confirmed when the panel opens again.
 */
export const fixtureSlice = defineSlice({
  name: 'fixture',
  initial: (): FixtureData => ({ confirmed: [] }),
  kept: { fixtureConfirmed: 'confirmed' },
  actions({ own, patch }): FixtureActions {
    return {
      confirmFixture(id) {
        if (!own().confirmed.includes(id)) patch({ confirmed: [...own().confirmed, id].slice(-MAX_FIXTURE_CONFIRMED) });
      },
    };
  },
});
