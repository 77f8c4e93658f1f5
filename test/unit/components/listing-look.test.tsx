// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingLook } from '../../../components/panel/look/ListingLook';
import { RoleSelect } from '../../../components/panel/look/RoleSelect';
import { useListingLook } from '../../../components/panel/look/useListingLook';
import { createPanelStore } from '../../../components/panel/store/panel-store';
import type { RequestOf } from '../../../lib/messaging/protocol';
import type { Job } from '../../../lib/queue/types';
import { LISTING_LOOKS_KEY } from '../../../lib/storage/ui-store';
import { readListingLooks } from '../../../lib/look/stored';
import { fakeBackground, job, PHOTO, PLAN } from './fake-background';
import { renderInPanel } from './render';

const [LIVING, KITCHEN, PLAN_PHOTO] = PHOTO.listing.photoUrls as [string, string, string];
/** The listing with what its page says of each photo: the third is its floor plan. */
const LISTED = { ...PHOTO, listing: { ...PHOTO.listing, photoCaptions: { [LIVING]: 'Living room', [KITCHEN]: 'Kitchen', [PLAN_PHOTO]: 'Floor plan' } } };

/** The look card and each photo's role, as the panel's header shows them. */
function LookWithRoles() {
  const view = useListingLook();
  if (!view) return null;
  return (
    <>
      {view.urls.map((url, index) => (
        <RoleSelect key={url} url={url} n={index + 1} known={view.roles[url]} />
      ))}
      <ListingLook view={view} />
    </>
  );
}

function queueingBackground() {
  const jobs: Job[] = [];
  const background = fakeBackground({
    startJob: (request: RequestOf<'startJob'>) => {
      const queued = job({ id: `j-${jobs.length + 1}`, request: request.job as Job['request'], photo: request.photo, ...(request.batchId ? { batchId: request.batchId } : {}) });
      jobs.push(queued);
      return { job: queued, deduped: false, cached: false };
    },
  });
  return { background, jobs };
}

async function chooseLook(user: ReturnType<typeof userEvent.setup>) {
  const look = screen.getByRole('region', { name: 'This listing’s look' });
  await user.click(within(look).getByRole('button', { name: 'Edit the look' }));
  await user.click(within(look).getByRole('radio', { name: 'Scandinavian' }));
  return look;
}

describe('the listing look in the panel', () => {
  it('applies the look in one confirmed pass: each photo its operation, the floor plan nothing, credits by kind', async () => {
    const { background, jobs } = queueingBackground();
    renderInPanel(<LookWithRoles />, { background, state: { listing: { photo: LISTED } } });
    const user = userEvent.setup();
    const look = await chooseLook(user);
    expect(screen.getByRole('combobox', { name: 'Role of photo 3' })).toHaveValue('skip:floor_plan');
    await user.click(within(look).getByRole('button', { name: 'Apply the look to 2 photos' }));
    const confirm = within(look).getByRole('alertdialog');
    expect(confirm).toHaveTextContent('1 photo is not a room: skipped.');
    expect(confirm).toHaveTextContent('This spends 2 renovation credits.');
    expect(confirm).toHaveTextContent('You have 42 renovation credits.');
    await user.click(within(confirm).getByRole('button', { name: 'Queue 2 renders' }));
    await waitFor(() => expect(jobs).toHaveLength(2));
    expect(jobs.map((queued) => [queued.photo.url, queued.request.operation, queued.request.params])).toEqual([
      [LIVING, 'renovate', { style_id: 'st-scandi', renovation_spectrum: 'renovate' }],
      [KITCHEN, 'renovate', { style_id: 'st-scandi', renovation_spectrum: 'renovate' }],
    ]);
    expect(new Set(jobs.map((queued) => queued.batchId)).size).toBe(1);
    // The listing keeps its look, roles and the batch it was applied in.
    const [stored] = readListingLooks(background.storage.get(LISTING_LOOKS_KEY));
    expect(stored).toMatchObject({ batchId: jobs[0]?.batchId, look: { interior: { style_id: 'st-scandi' }, exterior: { style_id: 'st-farmhouse' }, staging: { style: 'modern' } } });
    expect(stored?.roles[PLAN_PHOTO]).toEqual({ role: { kind: 'skip', what: 'floor_plan' }, source: 'page' });
  });

  it('refuses to queue when the credits of a kind do not cover the pass', async () => {
    renderInPanel(<LookWithRoles />, { state: { listing: { photo: LISTED }, service: { plan: { ...PLAN, renovation_credits: 1 } } } });
    const user = userEvent.setup();
    const look = await chooseLook(user);
    await user.click(within(look).getByRole('button', { name: 'Apply the look to 2 photos' }));
    const confirm = within(look).getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Not enough: you have 1 renovation credit.');
    expect(within(confirm).getByRole('button', { name: 'Queue 2 renders' })).toBeDisabled();
  });

  it('a role set with one tap wins over the page and is back in a new panel', async () => {
    const background = fakeBackground();
    renderInPanel(<LookWithRoles />, { background, state: { listing: { photo: LISTED } } });
    const user = userEvent.setup();
    await chooseLook(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of photo 2' }), 'empty:bedroom');
    expect(screen.getByRole('combobox', { name: 'Role of photo 2' })).toHaveValue('empty:bedroom');
    const reopened = createPanelStore(background);
    await reopened.getState().loadLooks();
    expect(reopened.getState().look.records[0]?.roles[KITCHEN]).toEqual({ role: { kind: 'empty', room: 'bedroom' }, source: 'manual' });
  });
});
