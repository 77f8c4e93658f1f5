/** Everything a route needs from the running emulator, passed explicitly instead of via globals. */
import type { ImageFetchDeps } from './fetch-image';
import type { FaultQueue } from './faults';
import type { FileStore } from './file-store';
import type { EmulatorOptions } from './options';
import type { RequestLog } from './request-log';
import type { EmulatorState } from './state';

/** The running emulator as routes see it. */
export interface EmulatorContext {
  readonly options: EmulatorOptions;
  readonly state: EmulatorState;
  readonly files: FileStore;
  readonly faults: FaultQueue;
  readonly requests: RequestLog;
  /** `http://127.0.0.1:PORT`, the origin hosted file URLs use. */
  readonly origin: string;
  /** Aborts when the emulator closes, ending delays and background batches. */
  readonly lifetime: AbortSignal;
  readonly fetchDeps: ImageFetchDeps;
}

/** The public URL of a hosted file. */
export function fileUrl(ctx: Pick<EmulatorContext, 'origin'>, fileId: string): string {
  return `${ctx.origin}/files/${fileId}.jpg`;
}
