import { describe, expect, test } from 'vitest';
import type { Material } from '../../../lib/api/schemas';
import { closestOption, emptyLook, withInteriorStyle, withStagingStyle, type ListingLook, type LookOptions } from '../../../lib/look/look';
import { materialsFor } from '../../../lib/look/materials';
import { creditsOf, planLook, stagingRoomId } from '../../../lib/look/plan';
import { heroSteps } from '../../../lib/look/hero';
import type { PhotoRole } from '../../../lib/look/roles';

const material = (id: string, installation_location: Material['installation_location']): Material => ({ material_id: id, image_url: `https://example.com/${id}.jpg`, installation_location });
const OAK = material('oak', 'FLOORS');
const SHAKER = material('shaker', 'KITCHEN_CABINETS');
const QUARTZ = material('quartz', 'COUNTERTOPS');
const CEDAR = material('cedar', 'EXTERIOR_SIDING');

const OPTIONS: LookOptions = {
  interior: [
    { id: 'scandi', name: 'Scandinavian', description: '' },
    { id: 'modern-farmhouse', name: 'Modern farmhouse', description: '' },
  ],
  exterior: [
    { id: 'classic', name: 'Classic', description: '' },
    { id: 'modern-ext', name: 'Modern', description: '' },
  ],
  stagingStyles: [
    { id: 'scandinavian', name: 'Scandinavian' },
    { id: 'farmhouse', name: 'Farmhouse' },
  ],
};

const look: ListingLook = { ...withInteriorStyle(emptyLook(), 'modern-farmhouse', OPTIONS), interior: { ...emptyLook().interior, style_id: 'modern-farmhouse', materials: [OAK, SHAKER, QUARTZ, CEDAR] } };

const ROLES: Record<string, PhotoRole> = {
  'https://x.test/front.jpg': { kind: 'exterior' },
  'https://x.test/kitchen.jpg': { kind: 'room', room: 'kitchen' },
  'https://x.test/living.jpg': { kind: 'room', room: 'living_room' },
  'https://x.test/empty.jpg': { kind: 'empty', room: 'bedroom' },
  'https://x.test/plan.jpg': { kind: 'skip', what: 'floor_plan' },
};
const URLS = [...Object.keys(ROLES), 'https://x.test/unknown.jpg'];

describe('the look', () => {
  test('an interior style proposes the exterior and staging styles that share its words', () => {
    expect(look.exterior.style_id).toBe('modern-ext');
    expect(look.staging).toEqual({ style: 'farmhouse', proposed: true });
    expect(closestOption('Nothing alike', OPTIONS.stagingStyles)?.id).toBe('scandinavian');
  });

  test('a staging style the realtor picked is kept when the interior style changes; the exterior picked stays too', () => {
    const chosen = withStagingStyle(look, 'scandinavian');
    const changed = withInteriorStyle(chosen, 'scandi', OPTIONS);
    expect(changed.staging).toEqual({ style: 'scandinavian', proposed: false });
    expect(changed.exterior.style_id).toBe('modern-ext');
    expect(withInteriorStyle(look, 'scandi', OPTIONS).staging.style).toBe('scandinavian');
  });
});

describe('materials go where their location applies', () => {
  test.each([
    [{ kind: 'room', room: 'kitchen' }, ['oak', 'shaker', 'quartz']],
    [{ kind: 'room', room: 'bathroom' }, ['oak', 'quartz']],
    [{ kind: 'room', room: 'bedroom' }, ['oak']],
    [{ kind: 'exterior' }, ['cedar']],
    [{ kind: 'empty', room: 'bedroom' }, []],
  ] as [PhotoRole, string[]][])('%j', (role, ids) => {
    expect(materialsFor([OAK, SHAKER, QUARTZ, CEDAR], role).map((m) => m.material_id)).toEqual(ids);
  });
});

describe('the plan: each photo the operation its role calls for', () => {
  test('exterior in the exterior style, rooms renovated, empty rooms staged, not-rooms and unknown photos skipped', () => {
    const plan = planLook(look, URLS, ROLES);
    expect(plan.steps.map((step) => [step.url.split('/').pop(), step.request.operation])).toEqual([
      ['front.jpg', 'renovate'],
      ['kitchen.jpg', 'renovate'],
      ['living.jpg', 'renovate'],
      ['empty.jpg', 'stage'],
    ]);
    expect(plan.steps[0]?.request.params).toEqual({ style_id: 'modern-ext', renovation_spectrum: 'enhance', materials: [CEDAR] });
    expect(plan.steps[1]?.request.params).toMatchObject({ style_id: 'modern-farmhouse', materials: [OAK, SHAKER, QUARTZ] });
    expect(plan.steps[3]?.request.params).toEqual({ room_type: 'bedroom', style: 'farmhouse' });
    expect(plan.skipped).toEqual(['https://x.test/plan.jpg']);
    expect(plan.unassigned).toEqual(['https://x.test/unknown.jpg']);
    expect(plan.credits).toEqual({ renovation: 3, staging: 1 });
    expect(plan.gaps).toEqual([]);
  });

  test('kitchens get the kitchen cabinets too when the look says so, and it is counted', () => {
    const plan = planLook({ ...look, kitchenCabinets: true }, URLS, ROLES);
    const kitchen = plan.steps.filter((step) => step.url.endsWith('kitchen.jpg')).map((step) => step.request);
    expect(kitchen.map((request) => request.operation)).toEqual(['renovate', 'kitchenCabinets']);
    expect(kitchen[1]?.params).toEqual({ style_id: 'modern-farmhouse', renovation_spectrum: 'renovate' });
    expect(plan.credits).toEqual({ renovation: 4, staging: 1 });
  });

  test('a look missing what its photos need says so', () => {
    expect(planLook(emptyLook(), URLS, ROLES).gaps).toEqual(['interior', 'exterior', 'staging']);
    expect(planLook(emptyLook(), ['https://x.test/plan.jpg'], ROLES).gaps).toEqual([]);
  });

  test('staging room ids follow the service’s list', () => {
    expect(stagingRoomId('bedroom', [])).toBe('bedroom');
    expect(stagingRoomId('bedroom', [{ id: 'br', name: 'Bedroom' }, { id: 'lr', name: 'Living room' }])).toBe('br');
    expect(stagingRoomId('other_room', [{ id: 'lr', name: 'Living room' }])).toBe('lr');
  });

  test('credits count each request by its operation’s declared cost', () => {
    expect(creditsOf([])).toEqual({ renovation: 0, staging: 0 });
  });
});

describe('matching a hero', () => {
  test('the others on the hero’s side follow it by style transfer; the hero, the other side and not-rooms get nothing', () => {
    const photos = Object.entries(ROLES).map(([url, role]) => ({ url, role }));
    const steps = heroSteps({ url: 'https://x.test/living.jpg', role: { kind: 'room', room: 'living_room' } }, 'https://api.test/hero.jpg', photos);
    expect(steps.map((step) => step.url.split('/').pop())).toEqual(['kitchen.jpg', 'empty.jpg']);
    expect(steps[0]?.request).toEqual({ operation: 'styleTransfer', params: { style: { kind: 'url', url: 'https://api.test/hero.jpg' } } });
    expect(heroSteps({ url: 'https://x.test/plan.jpg', role: { kind: 'skip', what: 'map' } }, 'https://api.test/h.jpg', photos)).toEqual([]);
  });
});
