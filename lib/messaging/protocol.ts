import { z } from 'zod';
import { ErrorCode } from '../errors';

/**
 * Who sent a message. `extension` is a trusted extension page (side panel, options, onboarding);
 * `content` is a content script running inside a web page, which the page can influence.
 */
export type SenderRole = 'extension' | 'content';

/** One message: its request and success-data schemas, and which senders may send it. */
export interface MessageSpec<Req extends z.ZodType, Res extends z.ZodType> {
  readonly request: Req;
  readonly response: Res;
  readonly allowedFrom: readonly SenderRole[];
}

function message<Req extends z.ZodType, Res extends z.ZodType>(spec: MessageSpec<Req, Res>): MessageSpec<Req, Res> {
  return spec;
}

/**
 * The one message map between every context and the background. Each entry is validated with
 * zod on both ends; a content script may send only what lists `content` in `allowedFrom`.
 */
export const PROTOCOL = {
  /** Liveness check: answers the extension's version and the browser it runs in. */
  ping: message({
    request: z.object({}),
    response: z.object({ version: z.string(), browser: z.string() }),
    allowedFrom: ['extension', 'content'],
  }),
} as const;

export type Protocol = typeof PROTOCOL;
export type MessageName = keyof Protocol;
export type RequestOf<N extends MessageName> = z.input<Protocol[N]['request']>;
export type ResponseOf<N extends MessageName> = z.output<Protocol[N]['response']>;

/** The wire envelope of a request. The `channel` keeps other extensions' or pages' messages out. */
export const Envelope = z.object({
  channel: z.literal('reimagine/v1'),
  name: z.string(),
  payload: z.unknown(),
});
export type Envelope = z.infer<typeof Envelope>;

/** A failed reply: never a thrown error across contexts, always a code a UI can explain. */
export const Failure = z.object({ ok: z.literal(false), code: ErrorCode, message: z.string() });
export type Failure = z.infer<typeof Failure>;

/** A reply: `{ok:true, data}` or a `Failure`. */
export type Reply<T> = { ok: true; data: T } | Failure;

/** Builds the reply schema of one message, for validation on receipt. */
export function replySchema<N extends MessageName>(name: N) {
  return z.discriminatedUnion('ok', [z.object({ ok: z.literal(true), data: PROTOCOL[name].response }), Failure]);
}
