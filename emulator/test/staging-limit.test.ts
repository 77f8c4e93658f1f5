/**
 * The 20-variation limit of a staging project under concurrent requests (spec section 8: the
 * variation past 20 answers 400): requests racing for the last places never leave a project
 * with more than 20 variations, and each refusal names the limit.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_VARIATIONS } from '../limits';
import { blob, startTestEmulator, type TestEmulator } from './helpers';
import { livingRoom } from './images';

let emu: TestEmulator;

beforeAll(async () => {
  emu = await startTestEmulator({ stagingCredits: 2 });
});
afterAll(async () => {
  await emu.handle.close();
});

it('five requests racing for the last two places: two 201s, three 400s naming the limit, 20 variations listed', async () => {
  const created = (await (await emu.postForm('/virtual-staging/projects/create', { image: blob(await livingRoom()) })).json()) as { project_id: string };
  const stage = () => emu.postJson(`/virtual-staging/projects/${created.project_id}/stage`, { room_type: 'bedroom', style: 'modern' });
  for (let i = 0; i < MAX_VARIATIONS - 2; i++) expect((await stage()).status).toBe(201);
  const raced = await Promise.all(Array.from({ length: 5 }, stage));
  expect(raced.map((r) => r.status).sort()).toEqual([201, 201, 400, 400, 400]);
  for (const refused of raced.filter((r) => r.status === 400)) expect(((await refused.json()) as { message: string }).message).toMatch(/variation limit/);
  const listed = (await (await emu.api(`/virtual-staging/projects/${created.project_id}`)).json()) as { generations: unknown[] };
  expect(listed.generations).toHaveLength(MAX_VARIATIONS);
  // Staging variations spends no credit: only the project did.
  expect(emu.handle.state.stagingCredits).toBe(1);
});
