import { z } from '../zod';
import type { FetchedPhoto } from '../acquisition/acquisition';
import type { Locale } from '../i18n/locales';
import { analyze, AnalyzeRequest } from './analyze';
import { kitchenCabinets, KitchenCabinetsRequest } from './kitchen-cabinets';
import { renovate, RenovateRequest } from './renovate';
import { stage, StageRequest } from './stage';
import { styleTransfer, StyleTransferRequest } from './style-transfer';
import type { OptionNames } from './names';
import type { Disclosure, OperationContext, OperationDefinition, OperationOutput } from './types';
import { upscale, UpscaleRequest } from './upscale';
import { operationLabel } from './words';

/**
 * Every operation, one module each. Adding one is a module plus one line in each list below
 * (the record for lookups, the union for validation; the type check under them keeps the two equal).
 */
export const OPERATIONS = { renovate, kitchenCabinets, styleTransfer, upscale, stage, analyze } as const;

/** What the panel asks for: an operation with its parameters, validated by the operation's own schema. */
export const JobRequest = z.discriminatedUnion('operation', [RenovateRequest, KitchenCabinetsRequest, StyleTransferRequest, UpscaleRequest, StageRequest, AnalyzeRequest]);
export type JobRequest = z.infer<typeof JobRequest>;

/** Every operation a job can run. */
export type Operation = keyof typeof OPERATIONS;
export const Operation = z.enum(Object.keys(OPERATIONS) as [Operation, ...Operation[]]);

// The record and the union name the same operations: this line fails to compile otherwise.
const sameOperations: [Operation, JobRequest['operation']] extends [JobRequest['operation'], Operation] ? true : never = true;
void sameOperations;

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
export { operationLabel, operationWords, spectrumSteps, type OperationWords, type SpectrumStep } from './words';
