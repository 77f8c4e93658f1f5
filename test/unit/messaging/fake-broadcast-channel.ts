/**
 * A BroadcastChannel for unit tests: delivers each message, on a later task, to every other open
 * channel of the same name, as browsers do. Node's own cannot post a second Blob in one thread
 * once a receiver closed ("Message could not be posted"), which the copy channel does on every
 * ask. `refuseNext` makes the next post throw, as a browser does with what it cannot clone.
 */
export class FakeBroadcastChannel {
  static readonly open = new Set<FakeBroadcastChannel>();
  static refuseNext = false;
  onmessage: ((event: MessageEvent<unknown>) => void) | null = null;

  constructor(readonly name: string) {
    FakeBroadcastChannel.open.add(this);
  }

  postMessage(data: unknown): void {
    if (FakeBroadcastChannel.refuseNext) {
      FakeBroadcastChannel.refuseNext = false;
      throw new DOMException('Message could not be posted.', 'DataCloneError');
    }
    for (const channel of FakeBroadcastChannel.open) {
      if (channel === this || channel.name !== this.name) continue;
      setTimeout(() => {
        if (FakeBroadcastChannel.open.has(channel)) channel.onmessage?.({ data } as MessageEvent<unknown>);
      }, 0);
    }
  }

  close(): void {
    FakeBroadcastChannel.open.delete(this);
  }
}
