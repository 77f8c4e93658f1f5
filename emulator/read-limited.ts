/** Reads a web stream fully unless it grows past a limit, so a huge body never sits in memory. */

/** The bytes read, or `too_large` once more than `maxBytes` arrived (the stream is then cancelled). */
export async function readLimited(stream: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<Buffer | 'too_large'> {
  if (stream === null) return Buffer.alloc(0);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return 'too_large';
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
