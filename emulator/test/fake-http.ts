/**
 * A stand-in for the emulator's network transport (the `httpGet` option): it answers from a
 * table, records every URL asked for, and never opens a connection, so tests about addresses
 * that must never be contacted (cloud metadata) cannot reach them even when the code is wrong.
 */
import type { HttpAnswer, HttpGet } from '../http-get';

/** One canned answer: an image, a redirect, or a status. */
export type FakeAnswer = { readonly image: Buffer } | { readonly redirect: string } | { readonly status: number };

/** The transport and the URLs it was asked for. */
export interface FakeHttp {
  readonly get: HttpGet;
  readonly requested: string[];
}

function answer(status: number, headers: Record<string, string>, body: Uint8Array): HttpAnswer {
  return {
    status,
    header: (name) => headers[name.toLowerCase()] ?? null,
    body: new ReadableStream({
      start(controller) {
        if (body.byteLength > 0) controller.enqueue(body);
        controller.close();
      },
    }),
  };
}

/** `route(url)` picks the answer; undefined answers 404. */
export function fakeHttp(route: (url: URL) => FakeAnswer | undefined): FakeHttp {
  const requested: string[] = [];
  const get: HttpGet = async (url) => {
    requested.push(url.href);
    const chosen = route(url);
    if (chosen === undefined) return answer(404, {}, new Uint8Array());
    if ('image' in chosen) return answer(200, { 'content-type': 'image/jpeg', 'content-length': String(chosen.image.length) }, new Uint8Array(chosen.image));
    if ('redirect' in chosen) return answer(302, { location: chosen.redirect }, new Uint8Array());
    return answer(chosen.status, {}, new Uint8Array());
  };
  return { get, requested };
}
