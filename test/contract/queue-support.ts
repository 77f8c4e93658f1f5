/**
 * The real job queue (store, queue, runner, service, acquisition, the extension's API client)
 * over a fake-indexeddb database, against a live emulator: what the load and fault suites run.
 * Each job gets its own API client whose fetch records what that job sent, so a test can count
 * POSTs per job. A "worker" can be killed: its store stops answering and its connections drop,
 * as when the browser stops the service worker, and a new worker opens the same database.
 */
import { IDBFactory } from 'fake-indexeddb';
import sharp from 'sharp';
import { fetchPhoto, type FetchedPhoto, type FetchFn } from '../../lib/acquisition/acquisition';
import { createPhotoCache } from '../../lib/acquisition/photo-cache';
import { createApiClient } from '../../lib/api/client';
import { jobResultsFromHistory } from '../../lib/library/history';
import { createJobStore, type JobRecord, type JobStore } from '../../lib/queue/job-store';
import { JobQueue } from '../../lib/queue/queue';
import { createJobRunner } from '../../lib/queue/runner';
import { createJobService, type JobService } from '../../lib/queue/service';
import { openReimagineDb } from '../../lib/storage/db';
import { KEY, type Contract } from './support';

/** One API call a job's client sent, and what came back (`null`: no answer, the connection failed). */
export interface SentCall {
  readonly method: string;
  readonly path: string;
  status: number | null;
}

/** 20 photos on a loopback host (private: downloaded by the worker and uploaded, like a local listing). */
export async function makePhotos(count: number): Promise<Map<string, Uint8Array>> {
  const photos = new Map<string, Uint8Array>();
  for (let i = 0; i < count; i++) {
    const background = { r: (i * 53) % 256, g: (i * 97) % 256, b: (i * 151) % 256 };
    const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background } }).jpeg({ quality: 80 }).toBuffer();
    photos.set(`http://127.0.0.1:9/photos/${i}.jpg`, new Uint8Array(bytes));
  }
  return photos;
}

/** A small deterministic generator (mulberry32), so fault injection is the same on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One service-worker instance of the queue. */
export interface Worker {
  readonly store: JobStore;
  readonly queue: JobQueue;
  readonly service: JobService;
  /** What its start settled: jobs found `running` (interrupted, or done from history). */
  readonly recovered: JobRecord[];
  /** The worker dies: its store never answers again and its open API calls are cut. */
  kill(): void;
}

/** What every worker of a test shares: the database, the emulator, the photos, the record of calls. */
export interface Rig {
  readonly factory: IDBFactory;
  /** API calls each job sent, by job id, over every worker. */
  readonly sent: Map<string, SentCall[]>;
  /** A new worker over the same database (opens its own connection, recovers the queue). */
  worker(options?: { concurrency?: number; faultRate?: number; seed?: number }): Promise<Worker>;
  /** Calls of `method path` that `jobId` sent. */
  sentBy(jobId: string, method: string, path: string): SentCall[];
}

/** A store that stops answering when its worker is killed (a dead worker writes nothing). */
function killable(store: JobStore, dead: () => boolean): JobStore {
  const never = new Promise<never>(() => undefined);
  const guarded = {} as Record<string, unknown>;
  for (const [name, method] of Object.entries(store) as [string, (...args: unknown[]) => Promise<unknown>][]) {
    guarded[name] = (...args: unknown[]) => (dead() ? never : method(...args).then((value) => (dead() ? never : value)));
  }
  return guarded as unknown as JobStore;
}

/** Builds the rig for one test. */
export function queueRig(contract: Contract, photos: ReadonlyMap<string, Uint8Array>): Rig {
  const factory = new IDBFactory();
  const sent = new Map<string, SentCall[]>();
  const photoFetch: FetchFn = async (url, init) => {
    const bytes = photos.get(url);
    if (bytes) return new Response(new Uint8Array(bytes).buffer, { status: 200, headers: { 'content-type': 'image/jpeg' } });
    return fetch(url, init);
  };

  async function worker(options: { concurrency?: number; faultRate?: number; seed?: number } = {}): Promise<Worker> {
    const db = await openReimagineDb(factory);
    let dead = false;
    const cut = new AbortController();
    const random = seeded(options.seed ?? 1);
    const faultRate = options.faultRate ?? 0;
    const store = killable(createJobStore(db), () => dead);

    /** The job's own client: records each call; with `faultRate`, has the emulator answer 500 to that share of calls. */
    const clientFor = (jobId: string) => {
      const calls = sent.get(jobId) ?? [];
      sent.set(jobId, calls);
      const recording: typeof fetch = async (input, init) => {
        const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
        const call: SentCall = { method: init?.method ?? 'GET', path: url.pathname.replace('/public/v1', ''), status: null };
        if (faultRate > 0 && random() < faultRate) await contract.fault({ path: call.path, method: call.method, status: 500, times: 1 });
        calls.push(call);
        const response = await fetch(input, { ...init, signal: AbortSignal.any([cut.signal, ...(init?.signal ? [init.signal] : [])]) });
        call.status = response.status;
        return response;
      };
      return createApiClient({ baseUrl: contract.emu.baseUrl, apiKey: KEY, fetch: recording, retry: { baseDelayMs: 1 } });
    };

    const cache = createPhotoCache();
    const getPhoto = (url: string, pageUrl: string | undefined): Promise<FetchedPhoto> => cache.get(url, () => fetchPhoto(url, { fetch: photoFetch, pageUrl }));
    let ids = 0;
    const newId = () => `${Date.now().toString(36)}-${(++ids).toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const runnerDeps = { db, getPhoto: (url: string, _signal: AbortSignal, pageUrl: string | undefined) => getPhoto(url, pageUrl), getStyleImage: (url: string, _signal: AbortSignal, pageUrl: string | undefined) => getPhoto(url, pageUrl), fetch: photoFetch, resizer: undefined, clock: Date.now, newId };
    const queue = new JobQueue({
      store,
      clock: Date.now,
      concurrency: () => options.concurrency ?? 2,
      completedResults: (jobIds) => jobResultsFromHistory(db, jobIds),
      run: (job: JobRecord, signal) => createJobRunner({ ...runnerDeps, connect: async () => ({ api: clientFor(job.id), apiBase: contract.emu.baseUrl }) })(job, signal),
    });
    const service = createJobService({ db, store, queue, getPhoto, tabFor: async () => undefined, clock: Date.now, newId });
    // As at every worker start (`createBackgroundContext`): running → interrupted, queued ones start.
    const recovered = await queue.recover();
    return {
      store,
      queue,
      service,
      recovered,
      kill() {
        dead = true;
        cut.abort();
      },
    };
  }

  return {
    factory,
    sent,
    worker,
    sentBy: (jobId, method, path) => (sent.get(jobId) ?? []).filter((call) => call.method === method && call.path === path),
  };
}
