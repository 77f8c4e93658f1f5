/**
 * The one network request image fetching makes: a GET over node:http or node:https that follows
 * no redirects (fetch-image.ts follows them by hand, checking each hop) and, unless link-local
 * addresses are allowed, resolves host names through `guardedLookup`, so no connection to a
 * link-local address is ever opened. Node's fetch cannot take a custom lookup, hence this.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import { guardedLookup } from './link-local';

/** The parts of an HTTP answer image fetching reads. */
export interface HttpAnswer {
  readonly status: number;
  header(name: string): string | null;
  /** The body; cancel it to drop the connection. */
  readonly body: ReadableStream<Uint8Array>;
}

/** Sends a GET and resolves once the answer's head has arrived. */
export type HttpGet = (url: URL, init: { readonly signal: AbortSignal; readonly headers: Readonly<Record<string, string>> }) => Promise<HttpAnswer>;

function answerOf(response: IncomingMessage): HttpAnswer {
  return {
    status: response.statusCode ?? 0,
    header: (name) => {
      const value = response.headers[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
    body: Readable.toWeb(response) as ReadableStream<Uint8Array>,
  };
}

/** The real transport; `lookup` replaces the guarded DNS lookup (tests). */
export function createHttpGet(options: { readonly allowLinkLocal: boolean; readonly lookup?: LookupFunction }): HttpGet {
  const lookup = options.allowLinkLocal ? undefined : (options.lookup ?? guardedLookup());
  return (url, init) =>
    new Promise((resolve, reject) => {
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      // A fresh connection per request (agent: false): a pooled socket could skip the lookup.
      const req = send(url, { method: 'GET', headers: init.headers, signal: init.signal, agent: false, lookup }, (response) => resolve(answerOf(response)));
      req.on('error', reject);
      req.end();
    });
}
