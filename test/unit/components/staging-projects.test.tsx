// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import './setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultForms } from '../../../components/panel/store/forms';
import { StagingProjectList } from '../../../components/panel/staging/StagingProjectList';
import type { StagingGallery, StagingProjectSummary } from '../../../lib/library/staging-gallery';
import type { Locale } from '../../../lib/i18n/locales';
import { presetPanel, renderInPanel, withPreset, type PanelPreset } from './render';
import { ActionBar } from '../../../components/panel/ActionBar';
import { entry, failure, fakeBackground, job, OTHER_LISTING_PHOTO, PHOTO, type FakeHandlers } from './fake-background';
import { GoalForm } from '../../../components/panel/GoalForm';

/**
 * Staging projects in the panel (issue #15): the Stage goal shows the photo's project (what the
 * next staging costs, how many of its 20 variations are left, its gallery), the action bar never
 * asks for a 21st, and the History view lists every project to reopen it.
 */
const CREATED = Date.UTC(2026, 0, 5, 9, 30);

function summary(overrides: Partial<StagingProjectSummary> = {}): StagingProjectSummary {
  return { projectId: 'project-1', photo: PHOTO, createdAt: CREATED, state: 'open', variations: 3, max: 20, ...overrides };
}

/** A gallery of `count` variations; the first is held by the result `h-1`. */
function gallery(count: number, project: Partial<StagingProjectSummary> = {}): StagingGallery {
  const variations = Array.from({ length: count }, (_, i) => ({
    id: `gen-${i + 1}`,
    roomType: i % 2 === 0 ? 'living_room' : 'bedroom',
    style: i % 2 === 0 ? 'modern' : 'coastal',
    createdAt: new Date(Date.UTC(2026, 0, 5 + i, 10)).toISOString(),
    imageUrl: `https://cdn.example/staged-${i + 1}.jpg`,
    historyId: i === 0 ? 'h-1' : null,
  }));
  return { project: summary({ variations: count, state: count >= 20 ? 'full' : 'open', ...project }), inputImageUrl: 'https://cdn.example/input.jpg', variations, remaining: Math.max(0, 20 - count) };
}

/** The photo's project with `count` variations, as the background answers it. */
function withProject(count: number, extra: FakeHandlers = {}): FakeHandlers {
  return { findStagingProject: () => ({ project: summary({ variations: count }) }), getStagingGallery: () => gallery(count), ...extra };
}

/** The Stage goal (its settings and the action bar) with both choices made, so only the project can block it. */
function renderStage(handlers: FakeHandlers, state: PanelPreset = {}, locale: Locale = 'en') {
  const forms = { ...defaultForms(), stage: { roomType: 'living_room', style: 'modern' } };
  return renderInPanel(
    <>
      <GoalForm goal="stage" />
      <ActionBar />
    </>,
    { background: fakeBackground(handlers), state: withPreset({ forms: { tool: 'stage', current: forms } }, state), locale },
  );
}

const actionButton = () => screen.getByRole('button', { name: 'Stage' });
const actionInfo = () => screen.getByRole('region', { name: 'Action' }).querySelector('.action-bar__info')?.textContent ?? '';

describe('the Stage goal’s staging project', () => {
  it('without a project: creating it states its 1 staging credit before the click', async () => {
    renderStage({ findStagingProject: () => ({ project: null }) });
    expect(await screen.findByText('Staging this photo creates its staging project: 1 staging credit, then up to 20 variations of the room at no extra cost.')).toBeInTheDocument();
    expect(actionInfo()).toBe('Uses 1 staging credit: creates this photo’s staging project · 7 left');
    expect(actionButton()).toBeEnabled();
  });

  it('with a project: the gallery lists every variation (room type, style, date), the counter says how many are left, more cost nothing', async () => {
    const { background } = renderStage(withProject(3));
    const project = await screen.findByRole('region', { name: 'Staging project' });
    expect(await within(project).findByText('3 variations')).toBeInTheDocument();
    const items = within(project).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Living room · Modern.*2026.*Compare$/),
      expect.stringMatching(/^Bedroom · Coastal.*2026.*Compare$/),
      expect.stringMatching(/^Living room · Modern.*2026.*Compare$/),
    ]);
    expect(within(project).getByRole('status')).toHaveTextContent('17 of 20 variations left');
    expect(within(project).getByText('More variations cost nothing more: this project’s staging credit is already spent.')).toBeInTheDocument();
    // What the NEXT variation costs and how many remain: never a number that reads like the last staging's.
    expect(actionInfo()).toBe('Next variation: no extra credit · 17 of 20 left');
    expect(actionButton()).toBeEnabled();
    expect(background.sent('findStagingProject')).toEqual([{ photoUrl: PHOTO.url }]);
    expect(background.sent('getStagingGallery')).toEqual([{ projectId: 'project-1' }]);
  });

  it('counts the variations on their way: 19 made and 1 running leave none, so the 21st cannot be asked for', async () => {
    const running = job({ id: 'job-run', request: { operation: 'stage', params: { room_type: 'bedroom', style: 'modern' } }, state: 'running' });
    renderStage(withProject(19), { jobs: { list: [running] } });
    await waitFor(() => expect(actionButton()).toBeDisabled());
    expect(actionInfo()).toBe('No variations left: this staging project holds 20. Start a new project to stage this photo again.');
    expect(screen.getByRole('status')).toHaveTextContent('0 of 20 variations left');
  });

  it('a full project: the button is disabled with the reason; a new project states its credit and closes the full one', async () => {
    const user = userEvent.setup();
    let closed = false;
    const { background } = renderStage(
      withProject(20, {
        findStagingProject: () => ({ project: summary({ variations: 20, ...(closed ? { state: 'closed' as const } : { state: 'full' as const }) }) }),
        getStagingGallery: () => gallery(20, closed ? { state: 'closed' } : {}),
        closeStagingProject: () => {
          closed = true;
          return { project: summary({ variations: 20, state: 'closed' }) };
        },
      }),
    );
    await waitFor(() => expect(actionButton()).toBeDisabled());
    expect(actionInfo()).toMatch(/^No variations left: this staging project holds 20\./);
    expect(screen.getByText(/This staging project has all 20 of its variations\. To stage this photo again, start a new project: 1 staging credit\./)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Start a new staging project' }));
    await waitFor(() => expect(actionButton()).toBeEnabled());
    expect(background.sent('closeStagingProject')).toEqual([{ projectId: 'project-1' }]);
    expect(screen.getByText('This staging project is closed. Staging this photo again starts a new project: 1 staging credit.')).toBeInTheDocument();
    expect(actionInfo()).toBe('Uses 1 staging credit: creates this photo’s staging project · 7 left');
  });

  it('explains the service’s 400 at the limit instead of showing it raw', async () => {
    const refused = job({
      id: 'job-21',
      request: { operation: 'stage', params: { room_type: 'bedroom', style: 'modern' } },
      state: 'failed',
      error: { code: 'variation_limit', message: 'Bad request (400): variation limit reached: a project holds at most 20 staging variations' },
    });
    renderStage({ findStagingProject: () => ({ project: summary({ variations: 20, state: 'closed' }) }), getStagingGallery: () => gallery(20, { state: 'closed' }) }, { jobs: { list: [refused] } });
    expect(await screen.findByText('RenovateAI refused one more variation: this staging project already held its 20. Reimagine closed it; its variations stay listed here.')).toBeInTheDocument();
    expect(screen.queryByText(/Bad request \(400\)/)).not.toBeInTheDocument();
    expect(actionInfo()).toBe('Uses 1 staging credit: creates this photo’s staging project · 7 left');
  });

  it('compares a variation with the empty room: its result is shown, or kept as a result first', async () => {
    const user = userEvent.setup();
    const kept = entry({ id: 'kept-2', operation: 'stage', params: { room_type: 'bedroom', style: 'coastal', project_id: 'project-1' }, disclosure: 'virtually-staged', resultUrl: 'https://cdn.example/staged-2.jpg' });
    const first = entry({ id: 'h-1', operation: 'stage', params: { room_type: 'living_room', style: 'modern' }, disclosure: 'virtually-staged', resultUrl: 'https://cdn.example/staged-1.jpg' });
    const { background, store } = renderStage(withProject(3, { keepStagingVariation: () => ({ entry: kept }) }), { history: { results: [first] }, listing: { selectedResultId: null } });
    await user.click(await screen.findByRole('button', { name: /^Compare variation 1 \(Living room, Modern, .*\) with the empty room$/ }));
    expect(store.getState().listing.selectedResultId).toBe('h-1');
    expect(background.sent('keepStagingVariation')).toEqual([]);
    expect(screen.getByText('Shown above')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Compare variation 2 \(Bedroom, Coastal, / }));
    await waitFor(() => expect(store.getState().listing.selectedResultId).toBe('kept-2'));
    expect(background.sent('keepStagingVariation')).toEqual([{ projectId: 'project-1', variationId: 'gen-2' }]);
    expect(store.getState().history.results.map((result) => result.id)).toEqual(expect.arrayContaining(['h-1', 'kept-2']));
  });

  it('a project the service no longer knows is said to be gone, and the next staging states its credit', async () => {
    renderStage(withProject(3, { getStagingGallery: () => failure('not_found', 'RenovateAI no longer knows staging project "project-1".') }));
    expect(await screen.findByText(/^RenovateAI no longer has this staging project\. The variations you kept stay in your results/)).toBeInTheDocument();
    expect(screen.queryByText(/no longer knows staging project/)).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(actionInfo()).toBe('Uses 1 staging credit: creates this photo’s staging project · 7 left');
  });

  it('a malformed gallery answer is explained, with a way to try again', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const { background } = renderStage(withProject(3, { getStagingGallery: () => (++answers === 1 ? failure('invalid_response', 'Unexpected response: generations[0].id: Required') : gallery(3)) }));
    expect(await screen.findByText(/^RenovateAI’s answer about this staging project could not be read/)).toBeInTheDocument();
    expect(screen.queryByText(/generations\[0\]/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 variations')).toBeInTheDocument();
    expect(background.sent('getStagingGallery')).toHaveLength(2);
  });

  it('reads the project again when one of the photo’s stagings finishes', async () => {
    const { background, store } = renderStage(withProject(3));
    await screen.findByText('3 variations');
    presetPanel(store, { jobs: { list: [job({ id: 'job-new', request: { operation: 'stage', params: { room_type: 'bedroom', style: 'modern' } }, state: 'done' })] } });
    await waitFor(() => expect(background.sent('getStagingGallery')).toHaveLength(2));
  });

  it('speaks the interface language (German)', async () => {
    renderStage(withProject(3), {}, 'de');
    expect(await screen.findByText('3 Varianten')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Noch 17 von 20 Varianten frei');
    expect(screen.getByText('Nächste Variante: kein weiterer Credit · noch 17 von 20 frei')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Variante 1 \(Living room, Modern, .*\) mit dem leeren Raum vergleichen$/ })).toHaveLength(1);
  });
});

describe('the History view’s staging projects', () => {
  const projects = [summary({ projectId: 'project-2', photo: OTHER_LISTING_PHOTO, variations: 20, state: 'full' }), summary({ variations: null })];

  it('lists every project with its variations used and state; Open picks its photo and shows its gallery', async () => {
    const user = userEvent.setup();
    const { store } = renderInPanel(<StagingProjectList />, { background: fakeBackground({ listStagingProjects: () => ({ projects }) }), state: { listing: { view: 'history' }, forms: { tool: 'renovate' } } });
    await user.click(await screen.findByText('Staging projects'));
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.history-item__summary')?.textContent)).toEqual(['20 of 20 variations used · Full', 'Variations not checked yet · Open']);
    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: /^Open the staging project of Flat 3, 7 Mill Lane, Leeds, created / }));
    expect(store.getState()).toMatchObject({ listing: { photo: OTHER_LISTING_PHOTO, view: 'listing' }, forms: { tool: 'stage' }, staging: { focus: 'project-2' } });
  });

  it('Remove asks first, saying what stays and what the next staging costs; confirmed, the project leaves the list', async () => {
    const user = userEvent.setup();
    let listed = projects;
    const background = fakeBackground({
      listStagingProjects: () => ({ projects: listed }),
      removeStagingProject: ({ projectId }) => {
        listed = listed.filter((project) => project.projectId !== projectId);
        return { removed: true };
      },
    });
    renderInPanel(<StagingProjectList />, { background, state: { listing: { view: 'history' } } });
    await user.click(await screen.findByText('Staging projects'));
    const remove = screen.getByRole('button', { name: /^Remove the staging project of Flat 3, 7 Mill Lane, Leeds, created / });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: 'Remove project' });
    expect(dialog).toHaveTextContent('The variations you kept stay in your results, and RenovateAI keeps the project. Staging this photo again starts a new project: 1 staging credit.');
    // Cancel (the focused, safe choice) keeps it.
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(background.sent('removeStagingProject')).toEqual([]);
    await user.click(remove);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove project' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(background.sent('removeStagingProject')).toEqual([{ projectId: 'project-2' }]);
    expect(screen.queryByText('Flat 3, 7 Mill Lane, Leeds')).not.toBeInTheDocument();
  });

  it('Remove waits while a staging render is on its way', async () => {
    const user = userEvent.setup();
    const running = job({ id: 'job-s', state: 'running', request: { operation: 'stage', params: { room_type: 'living_room', style: 'modern' } } as never });
    const background = fakeBackground({ listStagingProjects: () => ({ projects }), listJobs: () => ({ jobs: [running] }) });
    renderInPanel(<StagingProjectList />, { background, state: { listing: { view: 'history' }, jobs: { list: [running] } } });
    await user.click(await screen.findByText('Staging projects'));
    await user.click(screen.getAllByRole('button', { name: /^Remove the staging project of / })[0] as HTMLElement);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('A staging render is on its way: remove the project once it is done.');
    expect(within(dialog).getByRole('button', { name: 'Remove project' })).toBeDisabled();
  });

  it('shows nothing without projects, and explains a failed read', async () => {
    const empty = renderInPanel(<StagingProjectList />, { background: fakeBackground({ listStagingProjects: () => ({ projects: [] }) }) });
    await waitFor(() => expect(empty.background.sent('listStagingProjects')).toHaveLength(1));
    expect(empty.container.innerHTML).toBe('');
    empty.unmount();
    renderInPanel(<StagingProjectList />, { background: fakeBackground({ listStagingProjects: () => failure('internal', 'IndexedDB failed') }), locale: 'fr' });
    expect(await screen.findByText(/^Les projets de home staging n’ont pas pu être lus\./)).toBeInTheDocument();
  });
});
