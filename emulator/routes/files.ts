/** GET /files/<id>.jpg: the hosted images, without a key, like a CDN. */
import { Hono } from 'hono';
import type { EmulatorContext } from '../context';
import type { AppEnv } from '../http/app-env';

const FILE_NAME = /^(img_[0-9a-f]{16})\.jpg$/;

/** The file route, mounted at /files. */
export function fileRoutes(ctx: EmulatorContext): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/:name', async (c) => {
    const id = FILE_NAME.exec(c.req.param('name'))?.[1];
    const bytes = id === undefined ? undefined : await ctx.files.read(id);
    if (bytes === undefined) return c.json({ message: 'file not found' }, 404);
    // Files never change once written, so caches may keep them.
    return c.body(new Uint8Array(bytes), 200, { 'content-type': 'image/jpeg', 'content-length': String(bytes.length), 'cache-control': 'public, max-age=31536000, immutable' });
  });
}
