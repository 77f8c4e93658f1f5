/**
 * Contract: Virtual Staging (room types, styles, project create, stage, project get) through the
 * extension's client against the live emulator, including the variation limit and the
 * staging credit a project costs.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_VARIATIONS } from '../../lib/api/limits';
import { bedroom, blob, expectApiError, fields, HEIGHT, keysOf, livingRoom, NOT_AN_IMAGE, startContract, to, WIDTH, type Contract } from './support';
import { costOf } from './costs';
import { createStagingProjectCall, stageProjectCall } from '../../lib/operations/stage';

const STAGING_CREDITS = 3;
const PROJECT_FIELDS = fields('project_id', 'input_image_url', 'generations');
const GENERATION_FIELDS = fields('id', 'staged_image_url', 'created_at', 'style', 'room_type');
const STAGE_FIELDS = fields('status', 'staged_image_url', 'project_id');
const UNKNOWN_PROJECT = 'project_does_not_exist';

let c: Contract;
let roomPhoto: Blob;
let bedroomPhoto: Blob;

beforeAll(async () => {
  c = await startContract({ stagingCredits: STAGING_CREDITS });
  roomPhoto = blob(await livingRoom());
  bedroomPhoto = blob(await bedroom());
});
afterAll(async () => {
  await c.emu.close();
});
beforeEach(async () => {
  await c.reset();
});

const stagingCredits = async (): Promise<number> => (await c.api.getPlanDetails()).staging_credits;

describe('GET /virtual-staging/room-types and /virtual-staging/styles (getRoomTypes, getStagingStyles)', () => {
  it('200: room types as {id, name}, including living_room and bedroom', async () => {
    const roomTypes = await c.api.getRoomTypes();
    expect(roomTypes.length).toBeGreaterThan(1);
    for (const option of roomTypes) expect(keysOf(option)).toEqual(fields('id', 'name'));
    expect(roomTypes).toEqual(expect.arrayContaining([{ id: 'living_room', name: 'Living room' }, expect.objectContaining({ id: 'bedroom' })]));
    expect(c.lastWire('GET', '/virtual-staging/room-types').status).toBe(200);
  });

  it('200: staging styles as {id, name}, including the spec examples modern and coastal', async () => {
    const styles = await c.api.getStagingStyles();
    for (const option of styles) expect(keysOf(option)).toEqual(fields('id', 'name'));
    expect(styles.map((s) => s.id)).toEqual(expect.arrayContaining(['modern', 'coastal']));
    expect(new Set(styles.map((s) => s.id)).size).toBe(styles.length);
  });
});

describe('POST /virtual-staging/projects/create (createStagingProject)', () => {
  it('201: exactly {project_id, input_image_url}; the input is hosted at the photo size; its declared staging credit', async () => {
    const project = await c.api.send(createStagingProjectCall, { image: roomPhoto });
    expect(keysOf(project)).toEqual(fields('project_id', 'input_image_url'));
    const wire = c.lastWire('POST', '/virtual-staging/projects/create');
    expect(wire.status).toBe(201);
    expect(keysOf(wire.body)).toEqual(fields('project_id', 'input_image_url'));
    expect(project.project_id).toMatch(/\S/);
    expect(await c.imageAt(project.input_image_url)).toMatchObject({ width: WIDTH, height: HEIGHT, format: 'jpeg' });
    expect(await stagingCredits()).toBe(STAGING_CREDITS - costOf('stage', 'staging'));
  });

  it('400 bad_request: an invalid image; no staging credit spent', async () => {
    await expectApiError(c.api.send(createStagingProjectCall, { image: NOT_AN_IMAGE() }), 'bad_request', 400);
    expect(await stagingCredits()).toBe(STAGING_CREDITS);
  });

  it('400 "exceeded project limit" -> insufficient_credits (injected: the emulator answers 402 instead)', async () => {
    await c.fault({ path: '/virtual-staging/projects/create', status: 400, body: { message: 'exceeded project limit' } });
    await expectApiError(c.api.send(createStagingProjectCall, { image: roomPhoto }), 'insufficient_credits', 400);
  });

  it('402 insufficient_credits: no staging credits left', async () => {
    await c.setCredits({ staging_credits: 0 });
    const error = await expectApiError(c.api.send(createStagingProjectCall, { image: roomPhoto }), 'insufficient_credits', 402);
    expect(error.serverMessage).toMatch(/credit/);
  });
});

describe('POST /virtual-staging/projects/{project_id}/stage (stageProject) and GET the project (getStagingProject)', () => {
  it('201: {status, staged_image_url, project_id}; the project lists the generation; staging is free', async () => {
    const project = await c.api.send(createStagingProjectCall, { image: roomPhoto });
    const empty = await c.api.getStagingProject({ project_id: project.project_id });
    expect(keysOf(empty)).toEqual(PROJECT_FIELDS);
    expect(empty).toEqual({ ...project, generations: [] });

    const creditsBefore = await stagingCredits();
    const staged = await c.api.send(stageProjectCall, { project_id: project.project_id, room_type: 'living_room', style: 'coastal' });
    expect(keysOf(staged)).toEqual(STAGE_FIELDS);
    const wire = c.lastWire('POST', `/virtual-staging/projects/${project.project_id}/stage`);
    expect(wire.status).toBe(201);
    expect(keysOf(wire.body)).toEqual(STAGE_FIELDS);
    expect(staged).toEqual({ status: 'success', staged_image_url: expect.any(String), project_id: project.project_id });
    expect(await c.imageAt(staged.staged_image_url)).toMatchObject({ width: WIDTH, height: HEIGHT, format: 'jpeg' });
    expect(await stagingCredits()).toBe(creditsBefore);

    const second = await c.api.send(stageProjectCall, { project_id: project.project_id, room_type: 'bedroom', style: 'modern' });
    const listed = await c.api.getStagingProject({ project_id: project.project_id });
    expect(keysOf(listed)).toEqual(PROJECT_FIELDS);
    expect(listed.project_id).toBe(project.project_id);
    expect(listed.input_image_url).toBe(project.input_image_url);
    const wireProject = c.lastWire('GET', `/virtual-staging/projects/${project.project_id}`).body as { generations: unknown[] };
    for (const generation of wireProject.generations) expect(keysOf(generation)).toEqual(GENERATION_FIELDS);
    expect(listed.generations).toEqual([
      { id: expect.stringMatching(/\S/), staged_image_url: staged.staged_image_url, created_at: expect.any(String), style: 'coastal', room_type: 'living_room' },
      { id: expect.stringMatching(/\S/), staged_image_url: second.staged_image_url, created_at: expect.any(String), style: 'modern', room_type: 'bedroom' },
    ]);
    for (const generation of listed.generations) expect(Number.isNaN(Date.parse(generation.created_at))).toBe(false);
  });

  it('400 bad_request: an unknown room_type, and an unknown style', async () => {
    const project = await c.api.send(createStagingProjectCall, { image: bedroomPhoto });
    const roomError = await expectApiError(c.api.send(stageProjectCall, { project_id: project.project_id, room_type: 'ballroom', style: 'modern' }), 'bad_request', 400);
    expect(roomError.serverMessage).toMatch(/room_type/);
    await expectApiError(c.api.send(stageProjectCall, { project_id: project.project_id, room_type: 'bedroom', style: 'baroque-nonexistent' }), 'bad_request', 400);
    expect((await c.api.getStagingProject({ project_id: project.project_id })).generations).toEqual([]);
  });

  it('400 variation_limit: the variation after MAX_VARIATIONS (lib/api/limits.ts) of a project', async () => {
    const project = await c.api.send(createStagingProjectCall, { image: roomPhoto });
    for (let i = 0; i < MAX_VARIATIONS; i++) {
      await c.api.send(stageProjectCall, { project_id: project.project_id, room_type: i % 2 === 0 ? 'living_room' : 'bedroom', style: 'modern' });
    }
    const error = await expectApiError(c.api.send(stageProjectCall, { project_id: project.project_id, room_type: 'living_room', style: 'coastal' }), 'variation_limit', 400);
    expect(error.serverMessage).toContain(String(MAX_VARIATIONS));
    expect((await c.api.getStagingProject({ project_id: project.project_id })).generations).toHaveLength(MAX_VARIATIONS);
    expect(to(await c.requests(), `/virtual-staging/projects/${project.project_id}/stage`)).toHaveLength(MAX_VARIATIONS + 1);
  });

  it('404 not_found: an unknown project, on get and on stage', async () => {
    await expectApiError(c.api.getStagingProject({ project_id: UNKNOWN_PROJECT }), 'not_found', 404);
    await expectApiError(c.api.send(stageProjectCall, { project_id: UNKNOWN_PROJECT, room_type: 'living_room', style: 'modern' }), 'not_found', 404);
  });
});
