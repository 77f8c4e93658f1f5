/** Virtual staging: room types and styles, project creation, variations, the 20-variation limit, listing. */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blob, startTestEmulator, type TestEmulator } from './helpers';
import { HEIGHT, livingRoom, meanDifference, WIDTH } from './images';

let emu: TestEmulator;
let room: Buffer;
let sharedProjectId: string;

beforeAll(async () => {
  emu = await startTestEmulator({ stagingCredits: 10 });
  room = await livingRoom();
  sharedProjectId = (await createProject()).project_id;
});
afterAll(async () => {
  await emu.handle.close();
});

async function createProject(): Promise<{ project_id: string; input_image_url: string }> {
  const response = await emu.postForm('/virtual-staging/projects/create', { image: blob(room) });
  expect(response.status).toBe(201);
  return (await response.json()) as { project_id: string; input_image_url: string };
}

function stage(projectId: string, body: unknown): Promise<Response> {
  return emu.postJson(`/virtual-staging/projects/${projectId}/stage`, body);
}

describe('room types and styles', () => {
  it('GET /virtual-staging/room-types answers {room_types:[{id,name}]}', async () => {
    const body = (await (await emu.api('/virtual-staging/room-types')).json()) as { room_types: { id: string; name: string }[] };
    expect(body.room_types.map((r) => r.id)).toEqual(expect.arrayContaining(['living_room', 'bedroom', 'kitchen', 'dining_room']));
    expect(body.room_types[0]).toEqual({ id: 'living_room', name: 'Living room' });
  });

  it('GET /virtual-staging/styles answers {styles:[{id,name}]} including modern and coastal', async () => {
    const body = (await (await emu.api('/virtual-staging/styles')).json()) as { styles: { id: string; name: string }[] };
    expect(body.styles.map((s) => s.id)).toEqual(expect.arrayContaining(['modern', 'coastal']));
    expect(body.styles[0]).toEqual({ id: 'modern', name: 'Modern' });
  });
});

describe('projects', () => {
  it('creates a project (201, 1 staging credit), stages it (201) and lists generations', async () => {
    const before = (await (await emu.api('/plan/details')).json()) as { plan: { staging_credits: number } };
    const project = await createProject();
    expect(project).toEqual({ project_id: expect.stringMatching(/^project_/), input_image_url: expect.stringContaining('/files/') });
    const after = (await (await emu.api('/plan/details')).json()) as { plan: { staging_credits: number } };
    expect(after.plan.staging_credits).toBe(before.plan.staging_credits - 1);

    const response = await stage(project.project_id, { room_type: 'living_room', style: 'coastal' });
    expect(response.status).toBe(201);
    const staged = (await response.json()) as { status: string; staged_image_url: string; project_id: string };
    expect(staged).toEqual({ status: 'success', staged_image_url: expect.stringContaining('/files/'), project_id: project.project_id });

    const output = await emu.download(staged.staged_image_url);
    expect(await sharp(output).metadata()).toMatchObject({ width: WIDTH, height: HEIGHT });
    expect(await meanDifference(output, await emu.download(project.input_image_url))).toBeGreaterThan(5);

    const bedroom = await stage(project.project_id, { room_type: 'bedroom', style: 'modern' });
    const bedroomImage = await emu.download(((await bedroom.json()) as { staged_image_url: string }).staged_image_url);
    expect(await meanDifference(output, bedroomImage)).toBeGreaterThan(3);

    const listing = await emu.api(`/virtual-staging/projects/${project.project_id}`);
    expect(listing.status).toBe(200);
    const body = (await listing.json()) as { project_id: string; input_image_url: string; generations: { id: string; staged_image_url: string; created_at: string; style: string; room_type: string }[] };
    expect(body.project_id).toBe(project.project_id);
    expect(body.input_image_url).toBe(project.input_image_url);
    expect(body.generations).toHaveLength(2);
    expect(body.generations[0]).toEqual({ id: expect.any(String), staged_image_url: staged.staged_image_url, created_at: expect.any(String), style: 'coastal', room_type: 'living_room' });
    expect(new Date(body.generations[0]?.created_at ?? '').toISOString()).toBe(body.generations[0]?.created_at);
  });

  it('is deterministic: the same variation twice gives identical bytes', async () => {
    const project = await createProject();
    const urls = [];
    for (let i = 0; i < 2; i++) urls.push(((await (await stage(project.project_id, { room_type: 'dining_room', style: 'luxury' })).json()) as { staged_image_url: string }).staged_image_url);
    expect((await emu.download(urls[0] ?? '')).equals(await emu.download(urls[1] ?? ''))).toBe(true);
  });

  it('holds 20 variations; the 21st answers 400 naming the variation limit', async () => {
    const project = await createProject();
    for (let i = 0; i < 20; i++) expect((await stage(project.project_id, { room_type: 'bedroom', style: 'scandinavian' })).status).toBe(201);
    const refused = await stage(project.project_id, { room_type: 'bedroom', style: 'scandinavian' });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toMatch(/variation limit/);
    const listing = (await (await emu.api(`/virtual-staging/projects/${project.project_id}`)).json()) as { generations: unknown[] };
    expect(listing.generations).toHaveLength(20);
  });

  it.each([
    ['an unknown room_type', { room_type: 'garage', style: 'modern' }, /unknown room_type/],
    ['an unknown style', { room_type: 'bedroom', style: 'baroque' }, /unknown style/],
    ['a missing room_type', { style: 'modern' }, /room_type is required/],
    ['a missing style', { room_type: 'bedroom' }, /style is required/],
    ['a non-string style', { room_type: 'bedroom', style: 3 }, /style must be a string/],
  ])('stage answers 400 for %s', async (_label, body, message) => {
    const response = await stage(sharedProjectId, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
  });

  it('answers 404 for unknown projects on GET and stage', async () => {
    const missing = await emu.api('/virtual-staging/projects/project_missing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'project not found' });
    expect((await stage('project_missing', { room_type: 'bedroom', style: 'modern' })).status).toBe(404);
  });

  it('create answers 400 without an image or with a non-image, and does not charge', async () => {
    const credits = emu.handle.state.stagingCredits;
    const missing = await emu.postForm('/virtual-staging/projects/create', { image_url: 'http://127.0.0.1:9/room.jpg' });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toMatch(/image \(file\) is required/);
    expect((await emu.postForm('/virtual-staging/projects/create', { image: blob(Buffer.from('nope'), 'text/plain') })).status).toBe(400);
    expect((await emu.postJson('/virtual-staging/projects/create', {})).status).toBe(400);
    expect(emu.handle.state.stagingCredits).toBe(credits);
  });

  it('answers 402 when staging credits run out', async () => {
    emu.handle.state.stagingCredits = 0;
    const response = await emu.postForm('/virtual-staging/projects/create', { image: blob(room) });
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ message: 'insufficient staging credits' });
    emu.handle.state.stagingCredits = 10;
  });
});
