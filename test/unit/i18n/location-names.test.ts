import { expect, it } from 'vitest';
import type { MessageTable } from '../../../lib/i18n/message-types';

/**
 * The installation locations' names ("Floors", "Böden") are translated once, in the `materials`
 * namespace (`lib/materials/location-names.ts` reads them), so the options page and the panel can
 * never call a location two different things.
 */
const english = import.meta.glob<Record<string, MessageTable>>('../../../lib/i18n/messages/*/en.ts', { eager: true });

it('only the materials namespace names the installation locations', () => {
  const holders = Object.entries(english)
    .filter(([, module]) => Object.values(module).some((table) => Object.keys(table).some((key) => /^location[.-]/.test(key))))
    .map(([path]) => /messages\/([^/]+)\/en\.ts$/.exec(path)?.[1]);
  expect(holders).toEqual(['materials']);
});
