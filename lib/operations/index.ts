import { z } from '../zod';
import type { FetchedPhoto } from '../acquisition/acquisition';
import type { Locale } from '../i18n/locales';
import { analyze } from './analyze';
import { kitchenCabinets } from './kitchen-cabinets';
import { renovate } from './renovate';
import { stage } from './stage';
import { styleTransfer } from './style-transfer';
import type { OptionNames } from './names';
import type { Disclosure, OperationContext, OperationDefinition, OperationOutput } from './types';
import { upscale } from './upscale';
import { operationWords } from './words';

/**
 * Every operation, one module each: the one list of them. Derived from it: the record, the job
 * request's schema, the `Operation` enum, the requests of lib/privacy/outbound.ts, the words'
 * lookups, the migration of stored names. A module of this folder that declares an operation
 * missing here fails test/unit/operations/declarations.test.ts.
 */
export const OPERATION_LIST = [renovate, kitchenCabinets, styleTransfer, upscale, stage, analyze] as const;

type Declared = (typeof OPERATION_LIST)[number];

/** Every operation by its id. */
export const OPERATIONS = Object.fromEntries(OPERATION_LIST.map((definition) => [definition.id, definition])) as { readonly [D in Declared as D['id']]: D };

/** Each declaration's request schema, in the list's order (a tuple, so the union below keeps each one's type). */
type RequestsOf<T extends readonly unknown[]> = { readonly [I in keyof T]: T[I] extends { readonly request: infer R } ? R : never };
type RequestSchemas = RequestsOf<typeof OPERATION_LIST>;

/** What the panel asks for: an operation with its parameters, validated by the operation's own schema. */
export const JobRequest = z.discriminatedUnion('operation', OPERATION_LIST.map((definition) => definition.request) as unknown as RequestSchemas);
export type JobRequest = z.infer<typeof JobRequest>;

/** Every operation a job can run. */
export type Operation = Declared['id'];
export const Operation = z.enum(OPERATION_LIST.map((definition) => definition.id) as unknown as [Operation, ...Operation[]]);

/** The parameters of one operation. */
export type ParamsOf<O extends Operation> = Extract<JobRequest, { operation: O }>['params'];

/** An operation's definition, typed loosely enough to call with any of its requests. */
function definitionOf<R extends JobRequest>(request: R): OperationDefinition<R['operation'], R['params']> {
  return OPERATIONS[request.operation] as unknown as OperationDefinition<R['operation'], R['params']>;
}

/** Runs a job's operation on its photo. */
export function runOperation(ctx: OperationContext, photo: FetchedPhoto, request: JobRequest): Promise<OperationOutput> {
  return definitionOf(request).run(ctx, photo, request.params);
}

/** The parameters history keeps for a request. */
export function historyParams(request: JobRequest): Record<string, unknown> {
  const definition = definitionOf(request);
  return definition.historyParams ? definition.historyParams(request.params) : { ...request.params };
}

/** The disclosure label a result of this operation carries. */
export function disclosureOf(operation: Operation): Disclosure {
  return OPERATIONS[operation].disclosure;
}

/** What an operation is called: "Renovation", "Renovierung" (the key its module declares). */
export function operationLabel(operation: Operation, locale: Locale): string {
  return operationWords(locale)(OPERATIONS[operation].words.name);
}

/** True when the operation's result is an image (an analysis is words: nothing to show, compare, export or refill). */
export function makesImage(operation: Operation): boolean {
  return OPERATIONS[operation].result === 'image';
}

/** Today's id of an operation name an older version stored (its API endpoint name); other names unchanged. */
export function currentOperationName(name: unknown): unknown {
  if (typeof name !== 'string') return name;
  return OPERATION_LIST.find((definition) => 'formerNames' in definition && definition.formerNames.includes(name))?.id ?? name;
}

/** What separates the parts of a label: "Renovation · Modern · Renovate". */
const PART_SEPARATOR = ' · ';

/** What a result (or a job) is, in words: its operation's name and its parameters', each a part. */
export interface ResultWords {
  /** "Renovation", "Virtual staging". */
  readonly operation: string;
  /** "Modern", "Renovate", "“oak floors”"; "Living room", "Modern". */
  readonly details: readonly string[];
  /** The details as one line, "Modern · Renovate" ('' when there are none): what goes beside the operation's name. */
  readonly summary: string;
  /** The one label, the same pattern for every operation: "Renovation · Modern · Renovate", "Virtual staging · Living room · Modern". */
  readonly label: string;
}

/**
 * A result's words in `locale`: what every surface says about it (History, jobs, export
 * captions, the lookbook, the manifest), so they all say the same and none an API id.
 */
export function resultWords(operation: Operation, params: Readonly<Record<string, unknown>>, names: OptionNames = {}, locale: Locale = 'en'): ResultWords {
  const details = OPERATIONS[operation].summarize(params, names, locale).map((part) => part.trim()).filter(Boolean);
  const name = operationLabel(operation, locale);
  return { operation: name, details, summary: details.join(PART_SEPARATOR), label: [name, ...details].join(PART_SEPARATOR) };
}

/** A result's one label (`ResultWords.label`): "Renovation · Modern · Renovate". */
export function resultLabel(operation: Operation, params: Readonly<Record<string, unknown>>, names: OptionNames = {}, locale: Locale = 'en'): string {
  return resultWords(operation, params, names, locale).label;
}

/** The parameters' part of the label alone (`ResultWords.summary`): `Modern · Renovate · “white oak floors”`. */
export function summarizeParams(operation: Operation, params: Readonly<Record<string, unknown>>, names: OptionNames = {}, locale: Locale = 'en'): string {
  return resultWords(operation, params, names, locale).summary;
}

export type { Disclosure, OperationContext, OperationOutput } from './types';
export { optionName, optionNamesFrom, type OptionNames } from './names';
export { operationWords, spectrumSteps, type OperationWords, type SpectrumStep } from './words';
