/**
 * Contract: what the client puts on the wire, as the emulator's request log saw it. One session
 * calls all 17 methods successfully; every request carries the key, and every body carries
 * exactly the spec's field names. Credits move as the spec and the emulator's rules say.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blob, exterior, fields, kitchen, livingRoom, orangeTealStyle, startContract, until, type Contract, type LoggedRequest } from './support';
import { costOf } from './costs';
import type { Operation } from '../../lib/operations/index';
import { analyzeCall } from '../../lib/operations/analyze';
import { kitchenCabinetsCall } from '../../lib/operations/kitchen-cabinets';
import { renovateCall } from '../../lib/operations/renovate';
import { createStagingProjectCall, stageProjectCall } from '../../lib/operations/stage';
import { styleTransferCall } from '../../lib/operations/style-transfer';
import { creativeUpscaleCall } from '../../lib/operations/upscale';

const RENOVATION_CREDITS = 20;
const STAGING_CREDITS = 5;

/** The session's four renders, in order. */
const RENDERS = ['renovate', 'kitchenCabinets', 'upscale', 'styleTransfer'] as const satisfies readonly Operation[];

/** Renovation credits left after these renders, each at the cost its operation declares. */
const renovationAfter = (...operations: readonly Operation[]): number => RENOVATION_CREDITS - operations.reduce((sum, operation) => sum + costOf(operation, 'renovation'), 0);

let c: Contract;

beforeAll(async () => {
  c = await startContract({ renovationCredits: RENOVATION_CREDITS, stagingCredits: STAGING_CREDITS });
});
afterAll(async () => {
  await c.emu.close();
});

/** A log entry reduced to what the contract fixes: method, path, status and sorted field names. */
function summary(entry: LoggedRequest): { method: string; path: string; status: number | null; fields: string[] } {
  return { method: entry.method, path: entry.path, status: entry.status, fields: [...entry.fields].sort() };
}

describe('a session through all 17 methods', () => {
  it('sends the key on every request and exactly the spec field names in every body; credits go down by each render’s declared cost', async () => {
    const [kitchenBytes, roomBytes, exteriorBytes, styleBytes] = await Promise.all([kitchen(), livingRoom(), exterior(), orangeTealStyle()]);
    const [kitchenPhoto, roomPhoto, exteriorPhoto, stylePhoto] = [blob(kitchenBytes), blob(roomBytes), blob(exteriorBytes), blob(styleBytes)];
    const api = c.api;

    const start = await api.getPlanDetails();
    expect(start).toMatchObject({ renovation_credits: RENOVATION_CREDITS, staging_credits: STAGING_CREDITS });
    await api.listAssets();
    const styles = await api.getStyles();
    const styleId = styles.interior_styles[0]?.id ?? '';

    const kitchenAsset = await api.uploadAsset({ image: kitchenPhoto, asset_name: 'Kitchen' });
    const roomAsset = await api.uploadAsset({ image: roomPhoto, asset_name: 'Room' });

    await api.send(renovateCall, { asset_id: roomAsset.id, style_id: styleId, renovation_spectrum: 'enhance', guidance: 'light oak floor boards' });
    expect((await api.getPlanDetails()).renovation_credits).toBe(renovationAfter('renovate'));
    await api.send(kitchenCabinetsCall, { asset_id: kitchenAsset.id, style_id: styleId, renovation_spectrum: 'renovate', guidance: 'sage green shaker doors' });
    expect((await api.getPlanDetails()).renovation_credits).toBe(renovationAfter('renovate', 'kitchenCabinets'));
    await api.send(creativeUpscaleCall, { image: roomPhoto, creativity: 0.25 });
    expect((await api.getPlanDetails()).renovation_credits).toBe(renovationAfter('renovate', 'kitchenCabinets', 'upscale'));
    await api.send(styleTransferCall, { asset_id: roomAsset.id, style_image: stylePhoto });
    expect((await api.getPlanDetails()).renovation_credits).toBe(renovationAfter(...RENDERS));

    await api.send(analyzeCall, { image: exteriorPhoto, analysis_type: 'advanced' });
    const batch = await api.analyzeBatch({ images: [{ image_url: kitchenAsset.preview_url, image_id: 'k1' }], analysis_type: 'normal' });
    await until(async () => ((await api.getBatchAnalysis({ batch_id: batch.batch_id })).status === 'completed' ? true : undefined));

    const project = await api.send(createStagingProjectCall, { image: roomPhoto });
    expect((await api.getPlanDetails()).staging_credits).toBe(STAGING_CREDITS - costOf('stage', 'staging'));
    const [roomType] = await api.getRoomTypes();
    const [stagingStyle] = await api.getStagingStyles();
    await api.send(stageProjectCall, { project_id: project.project_id, room_type: roomType?.id ?? '', style: stagingStyle?.id ?? '' });
    await api.getStagingProject({ project_id: project.project_id });
    await api.deleteAsset({ asset_id: kitchenAsset.id });

    const end = await api.getPlanDetails();
    // Analysis and staging variations are free; only the 4 renders and the project were charged.
    expect(end).toMatchObject({ renovation_credits: renovationAfter(...RENDERS), staging_credits: STAGING_CREDITS - costOf('stage', 'staging') });

    const log = await c.requests();
    for (const entry of log) expect(entry, `${entry.method} ${entry.path}`).toMatchObject({ key_sent: true, key_valid: true });
    expect(JSON.stringify(log)).not.toContain(c.emu.apiKey);

    const polls = log.filter((e) => e.path === `/analyze/batch/${batch.batch_id}`);
    expect(polls.length).toBeGreaterThan(0);
    const plan = { method: 'GET', path: '/plan/details', status: 200, fields: [] };
    const stagePath = `/virtual-staging/projects/${project.project_id}`;
    expect(log.filter((e) => e.path !== polls[0]?.path).map(summary)).toEqual([
      plan,
      { method: 'GET', path: '/assets', status: 200, fields: [] },
      { method: 'GET', path: '/styles', status: 200, fields: [] },
      { method: 'POST', path: '/assets/upload', status: 200, fields: fields('image', 'asset_name') },
      { method: 'POST', path: '/assets/upload', status: 200, fields: fields('image', 'asset_name') },
      { method: 'POST', path: '/renovate', status: 200, fields: fields('asset_id', 'style_id', 'renovation_spectrum', 'guidance') },
      plan,
      { method: 'POST', path: '/kitchen_cabinets', status: 200, fields: fields('asset_id', 'style_id', 'renovation_spectrum', 'guidance') },
      plan,
      { method: 'POST', path: '/creative_upscale', status: 200, fields: fields('image', 'creativity') },
      plan,
      { method: 'POST', path: '/style_transfer', status: 200, fields: fields('asset_id', 'style_image') },
      plan,
      { method: 'POST', path: '/analyze', status: 200, fields: fields('image', 'analysis_type') },
      { method: 'POST', path: '/analyze/batch', status: 200, fields: fields('images', 'analysis_type') },
      { method: 'POST', path: '/virtual-staging/projects/create', status: 201, fields: ['image'] },
      plan,
      { method: 'GET', path: '/virtual-staging/room-types', status: 200, fields: [] },
      { method: 'GET', path: '/virtual-staging/styles', status: 200, fields: [] },
      { method: 'POST', path: `${stagePath}/stage`, status: 201, fields: fields('room_type', 'style') },
      { method: 'GET', path: stagePath, status: 200, fields: [] },
      { method: 'POST', path: '/assets/delete', status: 200, fields: ['asset_id'] },
      plan,
    ]);
    for (const poll of polls) expect(summary(poll)).toEqual({ method: 'GET', path: `/analyze/batch/${batch.batch_id}`, status: 200, fields: [] });
  });
});
