import { z } from '../zod';
import type { FetchedPhoto } from '../acquisition/acquisition';
import type { Locale } from '../i18n/locales';
import { analyze, AnalyzeRequest } from './analyze';
import { kitchenCabinets, KitchenCabinetsRequest } from './kitchen-cabinets';
import { renovate, RenovateRequest } from './renovate';
import { stage, StageRequest } from './stage';
import { styleTransfer, StyleTransferRequest } from './style-transfer';
import type { Disclosure, OperationContext, OperationDefinition, OperationOutput, StyleNameOf } from './types';
import { upscale, UpscaleRequest } from './upscale';

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

/** A one-line summary of stored parameters in `locale`, e.g. `Scandinavian · renovate · “white oak floors”`. */
export function summarizeParams(operation: Operation, params: Readonly<Record<string, unknown>>, styleName: StyleNameOf = () => undefined, locale: Locale = 'en'): string {
  return OPERATIONS[operation].summarize(params, styleName, locale).join(' · ');
}

export type { Disclosure, OperationContext, OperationOutput } from './types';
export { operationLabel, operationWords, spectrumSteps, type OperationWords, type SpectrumStep } from './words';
