import { z } from '../zod';
import { humanizeId } from '../api/normalize';
import { AnalysisType } from '../api/schemas';
import { uploadBlob } from '../acquisition/acquisition';
import type { OperationDefinition } from './types';
import { analysisSummary } from './words';

/** Image analysis (spec: coming soon): what is in the photo, normal or advanced. */
export const AnalyzeParams = z.object({ analysis_type: z.optional(AnalysisType) });
export type AnalyzeParams = z.infer<typeof AnalyzeParams>;
export const AnalyzeRequest = z.object({ operation: z.literal('analyze'), params: AnalyzeParams });

export const analyze = {
  id: 'analyze',
  request: AnalyzeRequest,
  words: { name: 'operation.analyze', file: 'file.operation.analyze' },
  formerNames: ['analysis'],
  // What is in the photo, in words: no image to show, compare, export or edit the settings of.
  result: 'analysis',
  outbound: {
    analyze: { endpoint: 'POST /analyze', fields: { image: 'photo', analysis_type: 'choices' }, purpose: 'Suggest a room type and style, only after you agreed to it' },
  },
  // What the analyzer asks for, one photo or a listing's batch (lib/analyzer).
  defaults: { analysis_type: 'normal' },
  slug: 'analysis',
  // An analysis changes no photo; the label is never shown on one.
  disclosure: 'digitally-altered',
  // The price is NOT known: the spec states none, and the plan details (lib/api/schemas Plan)
  // count only renovation and staging credits. `none` here only means no known pool to check
  // against; it never means free: nothing starts an analysis without the user's consent
  // (lib/analyzer/service.ts, "Suggest room type and style (may use credits)").
  credits: { kind: 'none', perRun: 0 },
  summarize(params, _names, locale = 'en') {
    const type = AnalysisType.safeParse(params.analysis_type);
    if (type.success) return [analysisSummary(type.data, locale)];
    // A type this version does not know (stored by a newer one): made readable, never shown as the API spells it.
    return typeof params.analysis_type === 'string' && params.analysis_type !== '' ? [humanizeId(params.analysis_type)] : [];
  },
  async run(ctx, photo, params) {
    const result = await ctx.api.analyze(
      { image: await uploadBlob(photo, ctx.resizer), ...(params.analysis_type ? { analysis_type: params.analysis_type } : {}) },
      { signal: ctx.signal },
    );
    return { analysis: { ...result } };
  },
} satisfies OperationDefinition<'analyze', AnalyzeParams, { readonly analysis_type: AnalysisType }>;
