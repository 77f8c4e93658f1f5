/**
 * Contract: staging projects as a workflow (issue #15), from the panel's messages down to the live
 * emulator: the real background context (fake-indexeddb, the job queue, the extension's API
 * client) stages variations of a photo, lists the project's gallery (GET
 * /virtual-staging/projects/{id}), meets the 20-variation limit as the spec says (the 21st stage
 * request answers 400), and tells a project the service lost, or a malformed gallery, apart.
 */
import { IDBFactory } from 'fake-indexeddb';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { FetchFn } from '../../lib/acquisition/acquisition';
import { MAX_VARIATIONS } from '../../lib/api/limits';
import { sendMessage } from '../../lib/messaging/client';
import type { MessageName, Reply, RequestOf, ResponseOf } from '../../lib/messaging/protocol';
import { createRouter } from '../../lib/messaging/router';
import { createBackgroundContext } from '../../entrypoints/background/context';
import { createHandlers, type HandlerDeps } from '../../entrypoints/background/handlers';
import type { SiteRegistrar } from '../../entrypoints/background/sites';
import { stagingHandlers } from '../../entrypoints/background/staging-handlers';
import { eventually, pickedPhoto } from '../unit/queue/fakes';
import { KEY, livingRoom, startContract, to, type Contract } from './support';
import { costOf } from './costs';

const PHOTO = 'http://127.0.0.1:9/listing/empty-room.jpg';
const SELF = { id: 'ext', origin: 'chrome-extension://ext' };
const PANEL = { id: 'ext', url: 'chrome-extension://ext/sidepanel.html' };
const STAGING_CREDITS = 5;

let c: Contract;
let room: Uint8Array;

beforeAll(async () => {
  c = await startContract({ stagingCredits: STAGING_CREDITS });
  // The emulator's test room, at a size a listing photo has (the extension refuses photos under 256 px).
  room = new Uint8Array(await sharp(await livingRoom()).resize(640, 480).jpeg().toBuffer());
});
afterAll(async () => {
  await c.emu.close();
});

type Panel = <N extends MessageName>(name: N, payload: RequestOf<N>) => Promise<Reply<ResponseOf<N>>>;

/** The listing photo from a loopback "site"; everything else (the emulator, its files) over the network. */
const fetchFn: FetchFn = async (url, init) => (url === PHOTO ? new Response(new Uint8Array(room).buffer, { status: 200, headers: { 'content-type': 'image/jpeg' } }) : fetch(url, init));

/** A background on a fresh database (or `factory`'s, as after a restart), connected to the emulator. */
async function background(factory = new IDBFactory()): Promise<Panel> {
  const ctx = await createBackgroundContext({ idbFactory: factory, fetch: fetchFn, events: { toPages: () => undefined, toTab: () => undefined } });
  const deps: HandlerDeps = { ready: Promise.resolve(ctx), events: { toPages: () => undefined, toTab: () => undefined }, sites: {} as SiteRegistrar };
  const router = createRouter({ ...createHandlers(deps), ...stagingHandlers(deps, { fetch: fetchFn }) }, SELF);
  const panel: Panel = (name, payload) => sendMessage((envelope) => Promise.resolve(router(envelope, PANEL)), name, payload);
  const saved = await panel('saveConnection', { apiBase: c.emu.baseUrl, apiKey: KEY });
  if (!saved.ok) throw new Error(saved.message);
  return panel;
}

function data<T>(reply: Reply<T>): T {
  if (!reply.ok) throw new Error(`${reply.code}: ${reply.message}`);
  return reply.data;
}

/** Stages the photo through the queue (a new variation each time) and answers the finished job. */
async function stage(panel: Panel, room_type: string, style: string) {
  const { job } = data(await panel('startJob', { job: { operation: 'stage', params: { room_type, style } }, photo: pickedPhoto(PHOTO), newVariation: true }));
  let finished: ResponseOf<'listJobs'>['jobs'][number] | undefined;
  await eventually(async () => {
    finished = data(await panel('listJobs', {})).jobs.find((candidate) => candidate.id === job.id && (candidate.state === 'done' || candidate.state === 'failed'));
    return finished !== undefined;
  }, 20_000);
  if (!finished) throw new Error('the job did not finish');
  return finished;
}

const stagingCredits = async (): Promise<number> => (await c.api.getPlanDetails()).staging_credits;

beforeEach(async () => {
  fakeBrowser.reset();
  await c.reset();
});

describe('staging projects against the emulator', () => {
  it('three variations of a photo: one project, one staging credit; the gallery lists all three, found again after a restart', async () => {
    const factory = new IDBFactory();
    const panel = await background(factory);
    for (const [roomType, style] of [['living_room', 'modern'], ['bedroom', 'coastal'], ['dining_room', 'scandinavian']] as const) {
      expect((await stage(panel, roomType, style)).state).toBe('done');
    }
    expect(await stagingCredits()).toBe(STAGING_CREDITS - costOf('stage', 'staging'));
    expect(to(await c.requests(), '/virtual-staging/projects/create')).toHaveLength(1);

    const restarted = await background(factory);
    const { project } = data(await restarted('findStagingProject', { photoUrl: PHOTO }));
    expect(project).toMatchObject({ photo: { url: PHOTO }, state: 'open', max: MAX_VARIATIONS });
    const gallery = data(await restarted('getStagingGallery', { projectId: project?.projectId ?? '' }));
    expect(gallery.variations.map((v) => [v.roomType, v.style])).toEqual([
      ['living_room', 'modern'],
      ['bedroom', 'coastal'],
      ['dining_room', 'scandinavian'],
    ]);
    for (const variation of gallery.variations) {
      expect(Number.isNaN(Date.parse(variation.createdAt))).toBe(false);
      expect(variation.historyId).not.toBeNull();
    }
    expect(gallery.remaining).toBe(MAX_VARIATIONS - 3);
    expect((await c.imageAt(gallery.inputImageUrl)).format).toBe('jpeg');
  }, 60_000);

  it('the 20-variation limit: the service refuses the 21st with a 400 (variation_limit); the full project stays listed and the next staging starts a new one', async () => {
    const panel = await background();
    for (let i = 0; i < MAX_VARIATIONS; i++) expect((await stage(panel, i % 2 === 0 ? 'living_room' : 'bedroom', 'modern')).state).toBe('done');
    const { project } = data(await panel('findStagingProject', { photoUrl: PHOTO }));
    const projectId = project?.projectId ?? '';
    const full = data(await panel('getStagingGallery', { projectId }));
    expect(full.variations).toHaveLength(MAX_VARIATIONS);
    expect(full.remaining).toBe(0);
    expect(full.project.state).toBe('full');

    // The panel never asks for a 21st; a request that does anyway meets the service's own limit.
    const refused = await stage(panel, 'living_room', 'coastal');
    expect(refused).toMatchObject({ state: 'failed', error: { code: 'variation_limit' } });
    const stageCalls = to(await c.requests(), `/virtual-staging/projects/${projectId}/stage`);
    expect(stageCalls.at(-1)?.status).toBe(400);
    expect(data(await panel('findStagingProject', { photoUrl: PHOTO })).project).toMatchObject({ projectId, state: 'closed' });
    expect(data(await panel('getStagingGallery', { projectId })).variations).toHaveLength(MAX_VARIATIONS);

    expect((await stage(panel, 'living_room', 'coastal')).state).toBe('done');
    const next = data(await panel('findStagingProject', { photoUrl: PHOTO })).project;
    expect(next?.projectId).not.toBe(projectId);
    expect(await stagingCredits()).toBe(STAGING_CREDITS - 2 * costOf('stage', 'staging'));
    expect(data(await panel('listStagingProjects', {})).projects.map((p) => p.state)).toEqual(['open', 'closed']);
  }, 120_000);

  it('a project the emulator no longer knows (reset) is marked gone; a malformed gallery is named as such', async () => {
    const panel = await background();
    await stage(panel, 'living_room', 'modern');
    const projectId = data(await panel('findStagingProject', { photoUrl: PHOTO })).project?.projectId ?? '';

    await c.fault({ path: `/virtual-staging/projects/${projectId}`, method: 'GET', status: 200, body: { project_id: projectId, input_image_url: 'x', generations: [{ id: 'g' }] }, times: 1 });
    expect(await panel('getStagingGallery', { projectId })).toMatchObject({ ok: false, code: 'invalid_response' });
    expect(data(await panel('findStagingProject', { photoUrl: PHOTO })).project?.state).toBe('open');

    await c.reset();
    const gone = await panel('getStagingGallery', { projectId });
    expect(gone).toMatchObject({ ok: false, code: 'not_found' });
    expect(data(await panel('findStagingProject', { photoUrl: PHOTO })).project).toMatchObject({ projectId, state: 'gone' });
    expect(data(await panel('getHistory', {})).entries).toHaveLength(1);
  }, 60_000);
});
