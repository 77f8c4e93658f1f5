/**
 * Injected faults: what tests queue through POST /__emulator/faults and the next matching API
 * requests then suffer (an error status, a delay, a broken JSON body, or a dropped connection),
 * or, with `alter`, what the next matching render does wrong (a fixture of the home changed).
 */
import { newId } from './ids';
import { FIXTURE_ALTERATIONS, isFixtureAlteration, type FixtureAlteration } from './images/alter-fixture';

/** A validated fault request. */
export interface FaultSpec {
  /** Path relative to /public/v1 (`/renovate`), `*` for any, or a prefix ending in `*`. */
  readonly path: string;
  /** Only requests with this method match; undefined matches any. */
  readonly method: string | undefined;
  /** Answer with this status instead of handling the request. */
  readonly status: number | undefined;
  /** Body for `status`; defaults to `{"message":"injected fault"}`. */
  readonly body: unknown;
  /** Wait this long first (then apply the action, or handle normally if there is none). */
  readonly delayMs: number;
  /** Answer 200 with a truncated JSON body. */
  readonly malformed: boolean;
  /** Destroy the connection without answering. */
  readonly drop: boolean;
  /** How many matching requests it applies to. */
  readonly times: number;
  /** The next matching render changes this fixture; taken by renders, not by the request middleware. */
  readonly alter: FixtureAlteration | undefined;
}

/** A queued fault. */
export interface Fault extends FaultSpec {
  readonly id: string;
  remaining: number;
}

/** A fault request that does not make sense; answered 400. */
export class FaultSpecError extends Error {}

const KNOWN_KEYS = new Set(['path', 'method', 'status', 'body', 'delay_ms', 'malformed', 'drop', 'times', 'alter']);

function integerField(input: Record<string, unknown>, key: string, min: number, max: number): number | undefined {
  const value = input[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw new FaultSpecError(`${key} must be an integer from ${min} to ${max}`);
  return value;
}

function booleanField(input: Record<string, unknown>, key: string): boolean {
  const value = input[key];
  if (value === undefined) return false;
  if (typeof value !== 'boolean') throw new FaultSpecError(`${key} must be a boolean`);
  return value;
}

/** Normalises a path pattern: leading slash, and a `/public/v1` prefix dropped if given. */
export function normalizePattern(pattern: string): string {
  if (pattern === '*') return pattern;
  const withSlash = pattern.startsWith('/') ? pattern : `/${pattern}`;
  return withSlash.startsWith('/public/v1/') ? withSlash.slice('/public/v1'.length) : withSlash;
}

/** Validates one fault object from the admin API. Unknown keys are refused to catch typos. */
export function parseFaultSpec(input: unknown): FaultSpec {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new FaultSpecError('a fault must be a JSON object');
  const record = input as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !KNOWN_KEYS.has(key));
  if (unknown.length > 0) throw new FaultSpecError(`unknown fault field(s): ${unknown.join(', ')}`);
  const path = record.path ?? '*';
  if (typeof path !== 'string' || path.length === 0) throw new FaultSpecError('path must be a non-empty string');
  const method = record.method;
  if (method !== undefined && (typeof method !== 'string' || !/^[a-z]+$/i.test(method))) throw new FaultSpecError('method must be an HTTP method name');
  const status = integerField(record, 'status', 200, 599);
  const delayMs = integerField(record, 'delay_ms', 0, 600_000) ?? 0;
  const times = integerField(record, 'times', 1, 10_000) ?? 1;
  const malformed = booleanField(record, 'malformed');
  const drop = booleanField(record, 'drop');
  const alter = record.alter;
  if (alter !== undefined && !isFixtureAlteration(alter)) throw new FaultSpecError(`alter must be one of ${FIXTURE_ALTERATIONS.join(', ')}`);
  const actions = [status !== undefined, malformed, drop, alter !== undefined].filter(Boolean).length;
  if (actions > 1) throw new FaultSpecError('choose one of status, malformed, drop or alter');
  if (alter !== undefined && delayMs > 0) throw new FaultSpecError('alter does not go with delay_ms');
  if (actions === 0 && delayMs === 0) throw new FaultSpecError('a fault needs status, malformed, drop, alter or delay_ms');
  if (record.body !== undefined && status === undefined) throw new FaultSpecError('body only goes with status');
  return { path: normalizePattern(path), method: method?.toUpperCase(), status, body: record.body, delayMs, malformed, drop, times, alter };
}

/** True when `path` (relative to /public/v1) matches `pattern`. */
export function pathMatches(pattern: string, path: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return pattern === path || `${pattern}/` === path;
}

/** The queue of pending faults, matched first-queued first. */
export class FaultQueue {
  readonly #faults: Fault[] = [];

  /** Queues a fault and returns it with its id. */
  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: newId('fault'), remaining: spec.times };
    this.#faults.push(fault);
    return fault;
  }

  /**
   * Takes one use of the first fault matching the request, removing it when used up. Request
   * faults and `alter` faults queue apart: the middleware takes the first kind before any route
   * runs, a render takes the second when it is about to draw.
   */
  take(method: string, path: string, kind: 'request' | 'alter' = 'request'): Fault | undefined {
    const index = this.#faults.findIndex((f) => (f.alter !== undefined) === (kind === 'alter') && pathMatches(f.path, path) && (f.method === undefined || f.method === method.toUpperCase()));
    const fault = this.#faults[index];
    if (fault === undefined) return undefined;
    fault.remaining--;
    if (fault.remaining <= 0) this.#faults.splice(index, 1);
    return fault;
  }

  /** Pending faults. */
  list(): readonly Fault[] {
    return [...this.#faults];
  }

  /** Drops every pending fault. */
  clear(): void {
    this.#faults.length = 0;
  }
}

/** A fault as the admin API shows it. */
export function faultToJson(fault: Fault): Record<string, unknown> {
  return { id: fault.id, path: fault.path, method: fault.method ?? null, status: fault.status ?? null, body: fault.body ?? null, delay_ms: fault.delayMs, malformed: fault.malformed, drop: fault.drop, alter: fault.alter ?? null, remaining: fault.remaining };
}
