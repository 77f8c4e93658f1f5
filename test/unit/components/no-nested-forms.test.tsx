// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import './setup';
import { render, screen } from '@testing-library/react';
import { SidePanelApp } from '../../../components/panel/SidePanelApp';
import { OptionsApp } from '../../../components/options/OptionsApp';
import type { Product } from '../../../lib/materials/product';
import { fakeBackground } from './fake-background';
import { renderInPanel } from './render';
import { GoalForm } from '../../../components/panel/GoalForm';

/**
 * A newcomer saw React warn "<form> cannot be a descendant of <form>": the catalog's product form
 * once sat inside the Renovate form (through the panel's materials editor). The panel now only
 * ticks catalog products and the product form lives on the options page; this keeps it that way:
 * no form inside a form on either page, and no such warning.
 */
const OAK: Product = {
  material_id: 'OAK-1',
  material_name: 'White oak',
  color_id: '',
  color_name: '',
  image_url: 'https://cdn.example.com/oak.jpg',
  installation_location: 'FLOORS',
  metadata: {},
};

/** Collects React's console errors about nesting while `run` renders. */
async function nestingWarnings(run: () => Promise<void>): Promise<string[]> {
  const error = vi.spyOn(console, 'error');
  await run();
  return error.mock.calls.map((args) => args.map(String).join(' ')).filter((text) => /cannot be a descendant of|cannot contain a nested/.test(text));
}

describe('no form inside a form', () => {
  it('the side panel with the Renovate goal and its materials picker', async () => {
    const warnings = await nestingWarnings(async () => {
      render(<SidePanelApp background={fakeBackground()} />);
      await screen.findByRole('group', { name: /renovat/i });
    });
    expect(document.querySelectorAll('form form')).toHaveLength(0);
    expect(warnings).toEqual([]);
  });

  it('the Renovate form with catalog products to tick', async () => {
    const warnings = await nestingWarnings(async () => {
      renderInPanel(<GoalForm goal="renovate" />, { state: { materials: { products: [OAK] } } });
      await screen.findByRole('checkbox', { name: /White oak/ });
    });
    expect(document.querySelectorAll('form form')).toHaveLength(0);
    expect(warnings).toEqual([]);
  });

  it('the options page, where the product form lives', async () => {
    const warnings = await nestingWarnings(async () => {
      render(<OptionsApp background={fakeBackground()} />);
      await screen.findByRole('form', { name: /product/i });
    });
    expect(document.querySelectorAll('form form')).toHaveLength(0);
    expect(warnings).toEqual([]);
  });
});
