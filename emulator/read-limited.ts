/** Reads a web stream fully unless it grows past a limit, so a huge body never sits in memory. */

/**
 * The bytes read, or `too_large` once more than `maxBytes` arrived. On `too_large` the stream is
 * cancelled, or with `drain` read to its end and discarded: a request body must be drained, or
 * the connection is torn down under a client still sending and it never sees the 400.
 */
export async function readLimited(stream: ReadableStream<Uint8Array> | null, maxBytes: number, options: { readonly drain?: boolean } = {}): Promise<Buffer | 'too_large'> {
  if (stream === null) return Buffer.alloc(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      if (options.drain === true) {
        // Discarded as it arrives; the server's request timeout bounds how long this can go on.
        let rest = await reader.read();
        while (!rest.done) rest = await reader.read();
      } else await reader.cancel().catch(() => undefined);
      return 'too_large';
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
