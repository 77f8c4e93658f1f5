/**
 * Virtual staging: project creation (1 staging credit), up to 20 staged variations per
 * project, the project listing, and the room-type and style lists.
 */
import { Hono } from 'hono';
import { findStagingStyle, isRoomTypeId, ROOM_TYPES, STAGING_STYLES } from '../service-styles/staging';
import { fileUrl, type EmulatorContext } from '../context';
import { reserveCredit } from '../credits';
import type { AppEnv } from '../http/app-env';
import { formFile, pathId, requireJsonObject, requireMultipart, requiredString } from '../http/fields';
import { badRequest, notFound } from '../http/http-error';
import { newId } from '../ids';
import { stageRoom } from '../images/staging';
import { MAX_ID_LENGTH, MAX_VARIATIONS } from '../limits';
import type { StagingProject } from '../state';
import { imageFromFile, readStoredFile } from './image-input';
import { requestSeed, runRender } from './render';
import { takeAlteration } from './alteration';

/** The 400 message past the variation limit. */
export const VARIATION_LIMIT_MESSAGE = `variation limit reached: a project holds at most ${MAX_VARIATIONS} staging variations`;

function findProject(ctx: EmulatorContext, id: string): StagingProject {
  const project = ctx.state.projects.get(pathId(id, 'project_id'));
  if (project === undefined) throw notFound('project');
  return project;
}

function projectBody(ctx: EmulatorContext, project: StagingProject): Record<string, unknown> {
  return {
    project_id: project.id,
    input_image_url: fileUrl(ctx, project.inputFileId),
    generations: project.generations.map((g) => ({ id: g.id, staged_image_url: fileUrl(ctx, g.fileId), created_at: g.createdAt, style: g.style, room_type: g.roomType })),
  };
}

/** The staging routes. */
export function stagingRoutes(ctx: EmulatorContext): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/virtual-staging/room-types', (c) => c.json({ room_types: ROOM_TYPES.map(({ id, name }) => ({ id, name })) }, 200))
    .get('/virtual-staging/styles', (c) => c.json({ styles: STAGING_STYLES.map(({ id, name }) => ({ id, name })) }, 200))
    .post('/virtual-staging/projects/create', async (c) => {
      const file = formFile(requireMultipart(c.var.body), 'image');
      if (file === undefined) throw badRequest('image (file) is required');
      const refund = reserveCredit(ctx.state, 'staging');
      try {
        const image = await imageFromFile(ctx, 'image', file);
        const project: StagingProject = { id: newId('project'), inputFileId: await ctx.files.save(image.jpeg), generations: [] };
        ctx.state.projects.set(project.id, project);
        return c.json({ project_id: project.id, input_image_url: fileUrl(ctx, project.inputFileId) }, 201);
      } catch (error) {
        refund();
        throw error;
      }
    })
    .post('/virtual-staging/projects/:project_id/stage', async (c) => {
      const project = findProject(ctx, c.req.param('project_id'));
      const body = requireJsonObject(c.var.body);
      const roomType = requiredString(body, 'room_type', MAX_ID_LENGTH);
      const styleId = requiredString(body, 'style', MAX_ID_LENGTH);
      if (!isRoomTypeId(roomType)) throw badRequest(`unknown room_type "${roomType}" (see GET /virtual-staging/room-types)`);
      const style = findStagingStyle(styleId);
      if (style === undefined) throw badRequest(`unknown style "${styleId}" (see GET /virtual-staging/styles)`);
      if (project.generations.length >= MAX_VARIATIONS) throw badRequest(VARIATION_LIMIT_MESSAGE);
      const alter = takeAlteration(ctx, c);
      const fileId = await runRender(ctx, {
        credit: undefined,
        seed: requestSeed(c.req.path, c.var.body),
        signal: c.req.raw.signal,
        work: async () => stageRoom(await readStoredFile(ctx, project.inputFileId), roomType, style.colours, alter),
      });
      // Checked again: concurrent stage requests may have filled the project meanwhile.
      if (project.generations.length >= MAX_VARIATIONS) {
        await ctx.files.remove(fileId);
        throw badRequest(VARIATION_LIMIT_MESSAGE);
      }
      project.generations.push({ id: newId('generation'), fileId, createdAt: new Date().toISOString(), style: style.id, roomType });
      return c.json({ status: 'success', staged_image_url: fileUrl(ctx, fileId), project_id: project.id }, 201);
    })
    .get('/virtual-staging/projects/:project_id', (c) => c.json(projectBody(ctx, findProject(ctx, c.req.param('project_id'))), 200));
}
