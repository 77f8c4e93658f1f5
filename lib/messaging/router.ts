import { classifyError } from '../errors';
import { Envelope, PROTOCOL, type Failure, type MessageName, type Reply, type ResponseOf, type SenderRole } from './protocol';
import type { z } from '../zod';

/** The parts of `runtime.MessageSender` the router looks at. */
export interface SenderInfo {
  readonly id?: string;
  readonly url?: string;
  readonly tab?: { readonly id?: number; readonly url?: string };
  readonly frameId?: number;
}

/** What a handler learns about its caller. */
export interface CallContext {
  readonly role: SenderRole;
  /** The sender's tab, for content scripts (their own tab is the only one they may touch). */
  readonly tabId: number | undefined;
  /** The sender's frame in that tab (0: the top frame). */
  readonly frameId?: number;
  readonly url: string | undefined;
}

/** One handler per message name, taking the validated request. */
export type Handlers = {
  [N in MessageName]: (request: z.output<(typeof PROTOCOL)[N]['request']>, context: CallContext) => Promise<ResponseOf<N>>;
};

/**
 * Classifies a sender. Only pages of our own origin are `extension`; anything in a tab of a web
 * page is `content`; a message from another extension is rejected (`undefined`).
 */
export function senderRole(sender: SenderInfo, ownId: string, ownOrigin: string): SenderRole | undefined {
  if (sender.id !== ownId) return undefined;
  if (sender.url?.startsWith(ownOrigin)) return 'extension';
  return sender.tab ? 'content' : undefined;
}

/**
 * Builds the background's `runtime.onMessage` listener. It answers only our envelopes (returns
 * `undefined` for anything else so other listeners may answer), validates the request, checks
 * the sender, and turns every thrown error into a `Failure`: nothing throws across contexts.
 */
export function createRouter(handlers: Handlers, self: { id: string; origin: string }) {
  return (raw: unknown, sender: SenderInfo): Promise<Reply<unknown>> | undefined => {
    const envelope = Envelope.safeParse(raw);
    if (!envelope.success) return undefined;
    return dispatch(handlers, envelope.data, sender, self);
  };
}

async function dispatch(handlers: Handlers, envelope: Envelope, sender: SenderInfo, self: { id: string; origin: string }): Promise<Reply<unknown>> {
  const name = envelope.name;
  if (!isMessageName(name)) return fail('bad_message', `Unknown message "${name}".`);
  const role = senderRole(sender, self.id, self.origin);
  const spec = PROTOCOL[name];
  if (!role || !spec.allowedFrom.includes(role)) return fail('forbidden_sender', `"${name}" is not allowed from this sender.`);
  const request = spec.request.safeParse(envelope.payload);
  if (!request.success) {
    const issue = request.error.issues[0];
    return fail('bad_message', `Invalid ${name} request at "${issue?.path.join('.') ?? ''}": ${issue?.message ?? 'invalid'}`);
  }
  try {
    const handler = handlers[name] as (req: unknown, ctx: CallContext) => Promise<unknown>;
    const data = await handler(request.data, { role, tabId: sender.tab?.id, frameId: sender.frameId, url: sender.url ?? sender.tab?.url });
    const reply = spec.response.safeParse(data);
    if (reply.success) return { ok: true, data: reply.data };
    // Data the background read does not fit the reply (a corrupt stored record): a sentence naming
    // where, never zod's raw issue list.
    const issue = reply.error.issues[0];
    return fail('internal', `Reimagine could not answer ${name}: the data it read is not valid at "${issue?.path.join('.') ?? ''}".`);
  } catch (error) {
    const { code, message } = classifyError(error);
    return fail(code, message);
  }
}

function isMessageName(name: string): name is MessageName {
  return Object.hasOwn(PROTOCOL, name);
}

function fail(code: Failure['code'], message: string): Failure {
  return { ok: false, code, message };
}
