/**
 * Zod schemas for the Renovation Visualization API v1, one per resource of the spec
 * (`/work/shared/spec/renovation-api-v1.md`), field names exactly as on the wire (snake_case).
 * This is the module to import them from; they are written by topic in `./resources/`, with the
 * field shapes they share (`./resources/fields`). The renders' requests and results are declared
 * by their operations (lib/operations/), from these shapes.
 *
 * `Plan`, `RenovationSpectrum`, `InstallationLocation` and `Material` are the canonical schemas
 * of those shapes for the whole extension (jobs, messages, forms): import them, never restate them.
 *
 * Response schemas are deliberately non-strict: unknown fields are accepted and dropped, so a
 * server that adds fields never breaks the extension. Fields the caller relies on are required and
 * typed; a body that lacks one is rejected (the transport turns that into `invalid_response`).
 * See `lib/api/README.md` for which fields are required and why.
 */
export * from './resources/account';
export * from './resources/renovation';
export * from './resources/analyzer';
export * from './resources/staging';
export * from './resources/fields';
