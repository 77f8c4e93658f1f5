import { isHttpUrl } from '../../util/url';
import { z } from '../../zod';

/** Field shapes the resource schemas share: how absent, echoed and required values are read. */

/**
 * A field the server may send as `null`, omit, or fill. `null` becomes `undefined` so callers
 * deal with one "absent" value, while a present value of the wrong type is still rejected.
 */
export function optionalField<T extends z.ZodMiniType>(schema: T) {
  return z.optional(z.pipe(z.nullish(schema), z.transform((value) => value ?? undefined)));
}

/**
 * An echo of a request parameter on a credit-spending result (`creativity`, `style_id`...). The
 * render has been paid for by the time we read it, so a missing or malformed echo is dropped
 * rather than allowed to throw the paid result away.
 */
export function echoField<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined);
}

/**
 * `status: "success"` on style-transfer and staging results. The 2xx already says success, so an
 * absent status is read as success; any other value means the server contradicts itself, and its
 * URL can't be trusted, so that is rejected.
 */
export const SuccessStatus = z._default(z.literal('success'), 'success');

/** A string the caller must be able to use: an identifier. Empty is useless. */
export const NonEmpty = z.string().check(z.minLength(1));

/**
 * A rendered image's URL: an absolute http(s) URL. It becomes a link the user opens, a download
 * and an `<img>` source, so a `javascript:`, `data:` or relative value from a broken or hostile
 * server is an invalid response, never stored.
 */
export const ResultUrl = z.string().check(z.refine(isHttpUrl, 'expected an absolute http(s) URL'));
