// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import './setup';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FixtureStatus } from '../../../components/panel/fixture/fixture-checks';
import type { FixtureReport } from '../../../lib/fixture-check/types';
import { CompareView } from '../../../components/panel/compare/CompareView';
import { FixtureNotice, fixtureDrawing } from '../../../components/panel/fixture/FixtureNotice';
import { PanelHeader } from '../../../components/panel/PanelHeader';
import { entry, PHOTO } from './fake-background';
import { renderInPanel } from './render';
import { PersistedPanel } from '../../../components/panel/store/persistence';

/**
 * The fixture check in the panel (#30): a flagged result's sentence, rule and confirmation; the
 * structure lines' toggle and the outlines over the comparison; Export listing holding a flagged
 * result until it is confirmed. The verdicts are set here (the worker is lib/fixture-check's,
 * measured in test/unit/fixture-check/).
 */
const statuses = new Map<string, FixtureStatus>();
vi.mock('../../../components/panel/fixture/fixture-checks', () => ({
  requestFixtureCheck: vi.fn(),
  fixtureStatus: (id: string) => statuses.get(id),
  useFixtureChecks: () => 0,
  useFixtureCheck: (e: { id: string } | undefined) => (e ? statuses.get(e.id) : undefined),
}));

const FLAGGED: FixtureReport = {
  flagged: true,
  findings: [{ kind: 'opening-moved', box: { x: 0.05, y: 0.2, w: 0.3, h: 0.5 }, strength: 0.8 }],
  lines: [{ x0: 0.1, y0: 0.2, x1: 0.1, y1: 0.7 }],
};
const PASSED: FixtureReport = { flagged: false, findings: [], lines: FLAGGED.lines };

beforeEach(() => statuses.clear());

describe('the fixture check in the panel', () => {
  it('names what seems changed and the rule, and records the confirmation', async () => {
    const onConfirm = vi.fn();
    const { rerender } = render(<FixtureNotice status={{ state: 'done', report: FLAGGED }} onConfirm={onConfirm} />);
    expect(screen.getByText('A window or door seems to have moved in this result (outlined).')).toBeTruthy();
    expect(screen.getByText(/NAR Standard of Practice 12-10, MLS rules, California AB 723/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'I checked it, allow export' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    rerender(<FixtureNotice status={{ state: 'done', report: FLAGGED }} confirmed onConfirm={onConfirm} />);
    expect(screen.getByText('You checked this result: it can be exported.')).toBeTruthy();
    rerender(<FixtureNotice status={{ state: 'done', report: PASSED }} />);
    expect(screen.getByRole('status').textContent).toBe('Windows and doors look unchanged.');
    rerender(<FixtureNotice status={{ state: 'failed' }} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('outlines the flagged region on both images and toggles the structure lines over the result', async () => {
    const { container } = render(<CompareView beforeSrc="https://photos.example.com/1.jpg" afterSrc="blob:x" fixture={fixtureDrawing({ state: 'done', report: FLAGGED })} />);
    expect(container.querySelectorAll('.compare__fixture-outline')).toHaveLength(2);
    expect(container.querySelectorAll('.compare__structure-line')).toHaveLength(0);
    const toggle = screen.getByRole('button', { name: 'Structure lines' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(container.querySelectorAll('.compare__structure-line')).toHaveLength(1);
  });

  it('offers no toggle without a check', () => {
    render(<CompareView beforeSrc="https://photos.example.com/1.jpg" afterSrc="blob:x" />);
    expect(screen.queryByRole('button', { name: 'Structure lines' })).toBeNull();
  });

  it('holds a flagged result back from Export listing until it is confirmed', async () => {
    const user = userEvent.setup();
    const flagged = entry();
    const passed = entry({ id: 'h-2', operation: 'stage', params: { room_type: 'living_room', style: 'modern' }, disclosure: 'virtually-staged', photo: { ...PHOTO, url: PHOTO.listing.photoUrls[2] ?? '' } });
    statuses.set(flagged.id, { state: 'done', report: FLAGGED });
    statuses.set(passed.id, { state: 'done', report: PASSED });
    const { store } = renderInPanel(<PanelHeader />, { state: { listing: { view: 'listing' }, history: { results: [flagged, passed] } } });
    await user.click(screen.getByRole('button', { name: 'Export listing' }));
    const dialog = screen.getByRole('dialog', { name: 'Export listing' });
    const [first, second] = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect([first?.checked, first?.disabled, second?.checked]).toEqual([false, true, true]);
    expect(within(dialog).getByText('Windows or doors may have changed: check it in the comparison first.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Download ZIP (1 photo)' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'I checked it, allow export' }));
    expect(store.getState().fixture.confirmed).toEqual([flagged.id]);
    expect([first?.checked, first?.disabled]).toEqual([true, false]);
    expect(within(dialog).getByRole('button', { name: 'Download ZIP (2 photos)' })).toBeTruthy();
  });

  it('waits for a check still running before Download: the photo never goes out unchecked', async () => {
    const user = userEvent.setup();
    const running = entry();
    statuses.set(running.id, { state: 'checking' });
    renderInPanel(<PanelHeader />, { state: { listing: { view: 'listing' }, history: { results: [running] } } });
    await user.click(screen.getByRole('button', { name: 'Export listing' }));
    const dialog = screen.getByRole('dialog', { name: 'Export listing' });
    expect(within(dialog).getByRole('button', { name: 'Download ZIP (1 photo)' })).toBeDisabled();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Checking that windows and doors are unchanged…');
  });

  it('keeps confirmations with the panel state; an older state without them reads as none confirmed', () => {
    expect(PersistedPanel.parse({}).fixtureConfirmed).toEqual([]);
    expect(PersistedPanel.parse({ fixtureConfirmed: ['h-1'] }).fixtureConfirmed).toEqual(['h-1']);
    expect(PersistedPanel.parse({ fixtureConfirmed: 'h-1' }).fixtureConfirmed).toEqual([]);
  });
});
