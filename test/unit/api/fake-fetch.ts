/**
 * A fake `fetch` for API client tests: records every request exactly as the client built it and
 * answers from a script of replies, so tests assert on real requests without a network.
 */

/** One request as the client handed it to fetch. */
export interface RecordedRequest {
  readonly url: string;
  readonly method: string;
  /** The headers object the client passed (what fetch would send, minus what fetch adds). */
  readonly headers: Headers;
  readonly init: RequestInit;
  readonly signal: AbortSignal | undefined;
  /** The JSON body, parsed. Throws when the body is not a JSON string. */
  json(): unknown;
  /** The multipart body. Throws when the body is not FormData. */
  form(): FormData;
  /** The request as fetch itself would build it (so Content-Type gets its multipart boundary). */
  toRequest(): Request;
}

/** Produces the answer to one call: a Response, or a rejection (throw) like a network failure. */
export type Reply = (request: RecordedRequest) => Response | Promise<Response>;

/** The fake and what it saw. */
export interface FakeFetch {
  readonly fetch: typeof fetch;
  readonly requests: RecordedRequest[];
}

/**
 * A fetch answering call n with `replies[n]`, and every later call with the last reply.
 * Replies are factories because a Response body can be read once only.
 */
export function createFakeFetch(...replies: Reply[]): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fake = async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = new Headers(init.headers);
    const recorded: RecordedRequest = {
      url,
      method: init.method ?? 'GET',
      headers,
      init,
      signal: init.signal ?? undefined,
      json: () => {
        if (typeof init.body !== 'string') throw new Error('request body is not a JSON string');
        return JSON.parse(init.body) as unknown;
      },
      form: () => {
        if (!(init.body instanceof FormData)) throw new Error('request body is not FormData');
        return init.body;
      },
      toRequest: () => new Request(url, { method: init.method, headers: init.headers, body: init.body }),
    };
    requests.push(recorded);
    const reply = replies[Math.min(requests.length - 1, replies.length - 1)];
    if (reply === undefined) throw new Error('fake fetch has no reply scripted');
    return reply(recorded);
  };
  return { fetch: fake, requests };
}

/** A JSON response. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** A plain-text (or empty) response. */
export function text(status: number, body = '', headers: Record<string, string> = {}): Reply {
  // 204/205/304 must not carry a body at all.
  const nullBody = status === 204 || status === 205 || status === 304;
  return () => new Response(nullBody ? null : body, { status, headers: { 'Content-Type': 'text/plain', ...headers } });
}

/** A redirect as Node's fetch hands it over with `redirect: 'manual'`: the 3xx itself. */
export function redirect(status: number, location: string): Reply {
  return () => new Response('moved', { status, headers: { Location: location } });
}

/**
 * A redirect as a browser hands it over with `redirect: 'manual'`: type `opaqueredirect`, status 0,
 * no headers (the Response constructor cannot make one, so its getters are shadowed).
 */
export const opaqueRedirect: Reply = () => {
  const response = new Response(null, { status: 200 });
  Object.defineProperty(response, 'type', { value: 'opaqueredirect' });
  Object.defineProperty(response, 'status', { value: 0 });
  Object.defineProperty(response, 'ok', { value: false });
  return response;
};

/** A rejection the way fetch reports an unreachable host. */
export const networkError: Reply = () => Promise.reject(new TypeError('fetch failed'));

/** Never answers and ignores the abort signal, like a misbehaving fetch polyfill. */
export const hang: Reply = () => new Promise<Response>(() => undefined);

/** Never answers until the request's signal aborts, then rejects like a real fetch. */
export const hangUntilAborted: Reply = (request) =>
  new Promise<Response>((_resolve, reject) => {
    const signal = request.signal;
    if (signal === undefined) return;
    if (signal.aborted) reject(new DOMException('aborted', 'AbortError'));
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
  });

/** A sleep that returns at once and remembers what it was asked to wait. */
export function instantSleep(): { sleep: (ms: number, signal?: AbortSignal) => Promise<void>; waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    sleep: (ms, signal) => {
      waits.push(ms);
      return signal?.aborted === true ? Promise.reject(signal.reason) : Promise.resolve();
    },
  };
}

/** A small image blob of the given type. */
export function imageBlob(type = 'image/jpeg', bytes: readonly number[] = [0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]): Blob {
  return new Blob([new Uint8Array(bytes)], { type });
}

/** The bytes of a blob, for comparing what was sent with what was given. */
export async function bytesOf(blob: Blob): Promise<number[]> {
  return Array.from(new Uint8Array(await blob.arrayBuffer()));
}
