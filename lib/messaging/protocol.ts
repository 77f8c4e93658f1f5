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
/** Where a photo was found: the listing it belongs to. */
export const ListingContext = z.object({
  /** The listing page's URL (or the page the photo was on). */
  listingUrl: z.string(),
  /** Site id from the catalog (`zillow`, `rightmove`, ...) or `generic`. */
  site: z.string(),
  title: z.string().optional(),
  address: z.string().optional(),
  price: z.string().optional(),
  /** Every photo URL of the listing, largest variants, in page order. */
  photoUrls: z.array(z.string()),
});
export type ListingContext = z.infer<typeof ListingContext>;

/** A photo picked on a page: its largest-variant URL and its listing. */
export const PickedPhoto = z.object({
  url: z.string().min(1),
  listing: ListingContext,
});
export type PickedPhoto = z.infer<typeof PickedPhoto>;

export const PROTOCOL = {
  /** Liveness check: answers the extension's version and the browser it runs in. */
  ping: message({
    request: z.object({}),
    response: z.object({ version: z.string(), browser: z.string() }),
    allowedFrom: ['extension', 'content'],
  }),
  /**
   * A trusted click on a photo's Reimagine button: open the side panel with that photo. The
   * content script may only ask this; rendering is always started from the panel.
   */
  openPhoto: message({
    request: PickedPhoto,
    response: z.object({ opened: z.boolean() }),
    allowedFrom: ['content', 'extension'],
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
