/** GET /styles: the renovation styles, without the emulator-only palettes. */
import { Hono } from 'hono';
import { RENOVATION_STYLES, type RenovationStyle } from '../service-styles/renovation-styles';
import type { AppEnv } from '../http/app-env';

const styleBody = (s: RenovationStyle): { id: string; name: string; description: string } => ({ id: s.id, name: s.name, description: s.description });

/** The styles route. */
export function styleRoutes(): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/styles', (c) => {
    const interior = RENOVATION_STYLES.filter((s) => s.kind === 'interior').map(styleBody);
    const exterior = RENOVATION_STYLES.filter((s) => s.kind === 'exterior').map(styleBody);
    return c.json({ interior_styles: interior, exterior_styles: exterior, total_found: interior.length + exterior.length }, 200);
  });
}
