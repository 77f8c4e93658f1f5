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

describe('the contact sheet', () => {
  const BATCH = 'batch-look';
  const done = (id: string, url: string, operation: 'renovate' | 'stage', createdAt: number): Job =>
    job({
      id,
      request: operation === 'stage' ? { operation, params: { room_type: 'living_room', style: 'modern' } } : { operation, params: { style_id: 'st-scandi', renovation_spectrum: 'renovate' } },
      photo: { url, listing: LISTED.listing },
      state: 'done',
      createdAt,
      batchId: BATCH,
      result: { historyId: `h-${id}`, imageUrl: `https://cdn.example.com/${id}.jpg`, fromCache: false },
    });
  const record = {
    listingUrl: 'https://www.zillow.com/homedetails/12-Elm-St/1_zpid',
    look: { interior: { style_id: 'st-scandi', renovation_spectrum: 'renovate' as const, materials: [] }, exterior: { renovation_spectrum: 'enhance' as const }, staging: { style: 'modern', proposed: true }, kitchenCabinets: false },
    roles: { [LIVING]: { role: { kind: 'room' as const, room: 'living_room' as const }, source: 'manual' as const }, [KITCHEN]: { role: { kind: 'room' as const, room: 'kitchen' as const }, source: 'page' as const } },
    choices: {},
    batchId: BATCH,
    updatedAt: 1,
  };

  it('shows each result before and after; a hero makes the others follow it by style transfer in the same batch, its credits confirmed', async () => {
    const { background, jobs } = queueingBackground();
    const { CurrentContactSheet } = await import('../../../components/panel/look/CurrentContactSheet');
    renderInPanel(<CurrentContactSheet />, { background, state: { listing: { photo: LISTED }, jobs: { list: [done('a', LIVING, 'renovate', 1), done('b', KITCHEN, 'renovate', 2)] }, look: { records: [record], loaded: true } } });
    const user = userEvent.setup();
    const sheet = screen.getByRole('region', { name: 'Contact sheet' });
    expect(within(sheet).getByRole('status')).toHaveTextContent('2 of 2 done');
    expect(await within(sheet).findAllByRole('img', { name: 'After' })).toHaveLength(2);
    const living = within(sheet).getByRole('listitem', { name: 'Photo 1 · Living room · Renovation' });
    await user.click(within(living).getByRole('button', { name: 'Match the others to this' }));
    const confirm = within(sheet).getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Restyle 1 other photo like this one by style transfer? This spends 1 renovation credit.');
    await user.click(within(confirm).getByRole('button', { name: 'Match them' }));
    await waitFor(() => expect(jobs).toHaveLength(1));
    expect(jobs[0]).toMatchObject({ batchId: BATCH, photo: { url: KITCHEN }, request: { operation: 'styleTransfer', params: { style: { kind: 'url', url: 'https://cdn.example.com/a.jpg' } } } });
    expect(within(sheet).getByText('Hero')).toBeInTheDocument();
  });

  it('a dropped result leaves the export; a redo renders again in the batch with the note in its guidance', async () => {
    const { background, jobs } = queueingBackground();
    const { CurrentContactSheet } = await import('../../../components/panel/look/CurrentContactSheet');
    renderInPanel(<CurrentContactSheet />, { background, state: { listing: { photo: LISTED }, jobs: { list: [done('a', LIVING, 'renovate', 1), done('b', KITCHEN, 'renovate', 2)] }, look: { records: [record], loaded: true } } });
    const user = userEvent.setup();
    const sheet = screen.getByRole('region', { name: 'Contact sheet' });
    expect(within(sheet).getByRole('button', { name: 'Export the 2 kept photos' })).toBeInTheDocument();
    const kitchen = within(sheet).getByRole('listitem', { name: 'Photo 2 · Kitchen · Renovation' });
    await user.click(within(kitchen).getByRole('button', { name: 'Drop' }));
    expect(within(sheet).getByRole('button', { name: 'Export the 1 kept photo' })).toBeInTheDocument();
    await user.click(within(kitchen).getByRole('button', { name: 'Redo' }));
    await user.type(within(kitchen).getByRole('textbox', { name: 'What to change (optional)' }), 'white cabinets');
    await user.click(within(kitchen).getByRole('button', { name: 'Render again' }));
    await waitFor(() => expect(jobs).toHaveLength(1));
    expect(jobs[0]).toMatchObject({ batchId: BATCH, photo: { url: KITCHEN }, request: { operation: 'renovate', params: { style_id: 'st-scandi', guidance: 'white cabinets' } } });
    expect(background.calls.find((call) => call.name === 'startJob')?.payload).toMatchObject({ newVariation: true });
  });
});

it('the look takes at most the service’s number of materials, so what it keeps always reads back', async () => {
  const { MAX_MATERIALS } = await import('../../../lib/api/limits');
  const products = Array.from({ length: MAX_MATERIALS + 2 }, (_, n) => ({ material_id: `m${n}`, material_name: `Oak ${n}`, color_id: '', color_name: '', image_url: `https://example.com/${n}.jpg`, installation_location: 'FLOORS' as const, metadata: {} }));
  const background = fakeBackground();
  renderInPanel(<LookWithRoles />, { background, state: { listing: { photo: LISTED }, materials: { products } } });
  const user = userEvent.setup();
  await chooseLook(user);
  for (const box of screen.getAllByRole('checkbox').filter((el) => el.closest('fieldset')?.textContent?.includes('Materials'))) await user.click(box);
  const [stored] = readListingLooks(background.storage.get(LISTING_LOOKS_KEY));
  expect(stored?.look.interior.materials).toHaveLength(MAX_MATERIALS);
});
