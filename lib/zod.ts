import { z } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * zod/mini (the background's bundle budget, #17: classic zod's method chains cannot be
 * tree-shaken), with the English messages classic zod loads by itself. mini loads no locale, so
 * every issue would read "Invalid input"; ours reach the user (an `invalid_response` or
 * `bad_request` detail, a setting refused, a quarantined record's reason). Schemas import `z`
 * from here, so the messages are set before anything is parsed.
 */
z.config(en());

export { z };
