import { describe, expect, test } from 'vitest';
import { CREATIVITY, GUIDANCE, MAX_MATERIALS } from '../../../lib/api/limits';
import { resultFileName } from '../../../lib/format/filename';
import { defaultForms } from '../../../components/panel/store/forms';
import { goalRequest } from '../../../components/panel/store/tools';
import { disclosureOf, historyParams, JobRequest, Operation, operationLabel, OPERATIONS, summarizeParams } from '../../../lib/operations';

/**
 * One operation is one module: everything the rest of the code knows about an operation comes
 * from its definition, and its request schema enforces the limits of lib/api/limits.ts.
 */

const MATERIAL = {
  material_id: 'SKU-1',
  material_name: 'Oak',
  color_id: 'c1',
  color_name: 'Natural',
  image_url: 'https://cdn.example.com/oak.jpg',
  installation_location: 'FLOORS',
  metadata: {},
};

/** The least each operation needs besides its defaults (its defaults then must still validate). */
const COMPLETE: Readonly<Record<Operation, Record<string, unknown>>> = {
  renovate: { guidance: 'oak floors throughout' },
  kitchenCabinets: { guidance: 'white shaker doors' },
  styleTransfer: { style: { kind: 'url', url: 'https://cdn.example.com/mood.jpg' } },
  upscale: {},
  stage: { room_type: 'bedroom', style: 'modern' },
  analyze: {},
};

function renovate(params: Record<string, unknown>) {
  return JobRequest.safeParse({ operation: 'renovate', params });
}

describe('every operation declares itself once', () => {
  test.each(Object.values(OPERATIONS).map((op) => [op.id, op] as const))('%s', (id, op) => {
    expect(Operation.options).toContain(id);
    expect(operationLabel(id, 'en').length).toBeGreaterThan(0);
    expect(JobRequest.safeParse({ operation: id, params: { ...COMPLETE[id], ...op.defaults } }).success, 'its defaults are parameters it accepts').toBe(true);
    expect(op.slug).toMatch(/^[a-z][a-z-]*$/);
    expect(['virtually-staged', 'digitally-altered']).toContain(op.disclosure);
    expect(op.credits.perRun).toBeGreaterThanOrEqual(0);
    expect(resultFileName(id, Date.UTC(2026, 0, 2, 3, 4, 5), 'image/png')).toMatch(new RegExp(`^reimagine-${op.slug}-\\d{8}-\\d{6}\\.png$`));
    expect(disclosureOf(id)).toBe(op.disclosure);
  });

  test("a fresh panel starts each goal's form from its operation's defaults", () => {
    const forms = defaultForms();
    expect(forms.renovate.spectrum).toBe(OPERATIONS.renovate.defaults.renovation_spectrum);
    expect(OPERATIONS.kitchenCabinets.defaults).toEqual(OPERATIONS.renovate.defaults);
    expect(goalRequest('upscale', forms)).toEqual({ operation: 'upscale', params: OPERATIONS.upscale.defaults });
    expect(OPERATIONS.upscale.defaults.creativity).toBe(CREATIVITY.default);
  });

  test('slugs are distinct, so file names say which operation made them', () => {
    const slugs = Object.values(OPERATIONS).map((op) => op.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  test('only staging says "virtually staged"', () => {
    expect(Object.values(OPERATIONS).filter((op) => op.disclosure === 'virtually-staged').map((op) => op.id)).toEqual(['stage']);
  });
});

describe('request schemas enforce the limits at their edge', () => {
  test(`materials: ${MAX_MATERIALS} accepted, one more refused`, () => {
    expect(renovate({ style_id: 's', materials: Array.from({ length: MAX_MATERIALS }, () => MATERIAL) }).success).toBe(true);
    expect(renovate({ style_id: 's', materials: Array.from({ length: MAX_MATERIALS + 1 }, () => MATERIAL) }).success).toBe(false);
  });

  test(`guidance: ${GUIDANCE.maxLength} characters accepted, one more refused`, () => {
    expect(renovate({ guidance: 'a'.repeat(GUIDANCE.maxLength) }).success).toBe(true);
    expect(renovate({ guidance: 'a'.repeat(GUIDANCE.maxLength + 1) }).success).toBe(false);
    expect(JobRequest.safeParse({ operation: 'kitchenCabinets', params: { guidance: 'a'.repeat(GUIDANCE.maxLength + 1) } }).success).toBe(false);
  });

  test('a style or guidance is required (blank guidance is none), with the same message everywhere', () => {
    const refused = renovate({ guidance: '   ', renovation_spectrum: 'tweak' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('Pick a style or write guidance.');
    expect(JobRequest.safeParse({ operation: 'kitchenCabinets', params: { renovation_spectrum: 'tweak' } }).success).toBe(false);
    expect(renovate({ guidance: 'white oak floors' }).success).toBe(true);
  });

  test('creativity within its bounds only', () => {
    for (const creativity of [CREATIVITY.min, CREATIVITY.default, CREATIVITY.max]) {
      expect(JobRequest.safeParse({ operation: 'upscale', params: { creativity } }).success).toBe(true);
    }
    expect(JobRequest.safeParse({ operation: 'upscale', params: { creativity: CREATIVITY.max + 0.01 } }).success).toBe(false);
    expect(JobRequest.safeParse({ operation: 'upscale', params: { creativity: CREATIVITY.min - 0.01 } }).success).toBe(false);
  });

  test('an unknown operation is refused', () => {
    expect(JobRequest.safeParse({ operation: 'teleport', params: {} }).success).toBe(false);
  });
});

describe('what history keeps and shows', () => {
  test('a style file is summarised, never stored as its data URL', () => {
    const request = JobRequest.parse({ operation: 'styleTransfer', params: { style: { kind: 'file', dataUrl: 'data:image/png;base64,AAAA', name: 'mood.png' } } });
    expect(historyParams(request)).toEqual({ style: { kind: 'file', name: 'mood.png' } });
    const byUrl = JobRequest.parse({ operation: 'styleTransfer', params: { style: { kind: 'url', url: 'https://x.example/a.jpg' } } });
    expect(historyParams(byUrl)).toEqual(byUrl.params);
  });

  test('summaries read each operation\'s own parameters', () => {
    expect(summarizeParams('renovate', { style_id: 'scandi', renovation_spectrum: 'renovate', guidance: 'white oak floors', materials: [MATERIAL] }, { style: (id) => (id === 'scandi' ? 'Scandinavian' : undefined) })).toBe(
      'Scandinavian · Renovate · “white oak floors” · 1 material',
    );
    // Without the service's lists, ids are made readable, never shown as the API spells them.
    expect(summarizeParams('stage', { room_type: 'living_room', style: 'mid_century' })).toBe('Living room · Mid century');
    expect(summarizeParams('stage', { room_type: 'living_room', style: 'mid_century' }, { roomType: () => 'Living room', stagingStyle: () => 'Mid-century' })).toBe('Living room · Mid-century');
    expect(summarizeParams('upscale', { creativity: 0.35 })).toBe('creativity 0.35');
    expect(summarizeParams('analyze', {})).toBe('');
  });
});
