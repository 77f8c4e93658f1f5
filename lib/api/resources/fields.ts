import { isHttpUrl } from '../../util/url';
import { z } from 'zod';

/** Field shapes the resource schemas share: how absent, echoed and required values are read. */

/**
 * A field the server may send as `null`, omit, or fill. `null` becomes `undefined` so callers
 * deal with one "absent" value, while a present value of the wrong type is still rejected.
 */
export function optionalField<T extends z.ZodType>(schema: T) {
  return schema
    .nullish()
    .transform((value) => value ?? undefined)
    .optional();
}

/**
 * An echo of a request parameter on a credit-spending result (`creativity`, `style_id`...). The
 * render has been paid for by the time we read it, so a missing or malformed echo is dropped
 * rather than allowed to throw the paid result away.
 */
export function echoField<T extends z.ZodType>(schema: T) {
  return schema.optional().catch(undefined);
}

/**
 * `status: "success"` on style-transfer and staging results. The 2xx already says success, so an
 * absent status is read as success; any other value means the server contradicts itself, and its
 * URL can't be trusted, so that is rejected.
 */
export const SuccessStatus = z.literal('success').default('success');

/** A string the caller must be able to use: an identifier. Empty is useless. */
export const NonEmpty = z.string().min(1);

/**
 * A rendered image's URL: an absolute http(s) URL. It becomes a link the user opens, a download
 * and an `<img>` source, so a `javascript:`, `data:` or relative value from a broken or hostile
 * server is an invalid response, never stored.
 */
export const ResultUrl = z.string().refine(isHttpUrl, 'expected an absolute http(s) URL');
