import type { z } from '../zod';

/**
 * Who sent a message. `extension` is a trusted extension page (side panel, options, onboarding);
 * `content` is a content script running inside a web page, which the page can influence.
 */
export type SenderRole = 'extension' | 'content';

/** One message: its request and success-data schemas, and which senders may send it. */
export interface MessageSpec<Req extends z.ZodMiniType, Res extends z.ZodMiniType> {
  readonly request: Req;
  readonly response: Res;
  readonly allowedFrom: readonly SenderRole[];
}

export function message<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(spec: MessageSpec<Req, Res>): MessageSpec<Req, Res> {
  return spec;
}

