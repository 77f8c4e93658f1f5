import { CHANNEL } from '../protocol-names';
import { Envelope, PROTOCOL, replySchema, type MessageName, type Reply, type RequestOf, type ResponseOf } from './protocol';

/** Sends one envelope and resolves with whatever the other side replied (e.g. `browser.runtime.sendMessage`). */
export type SendFn = (envelope: Envelope) => Promise<unknown>;

/**
 * Sends a typed message and validates the reply. Never throws: a transport failure, a missing
 * receiver or a malformed reply all come back as `{ok:false}` with a code.
 */
export async function sendMessage<N extends MessageName>(send: SendFn, name: N, payload: RequestOf<N>): Promise<Reply<ResponseOf<N>>> {
  const request = PROTOCOL[name].request.safeParse(payload);
  if (!request.success) {
    return { ok: false, code: 'bad_message', message: `Invalid ${name} request: ${request.error.issues[0]?.message ?? 'unknown'}` };
  }
  let raw: unknown;
  try {
    raw = await send({ channel: CHANNEL, name, payload: request.data });
  } catch (error) {
    return { ok: false, code: 'internal', message: `Reimagine's background did not answer: ${errorText(error)}` };
  }
  const reply = replySchema(name).safeParse(raw);
  if (!reply.success) {
    return { ok: false, code: 'invalid_response', message: `Malformed ${name} reply from the background.` };
  }
  return reply.data as Reply<ResponseOf<N>>;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
