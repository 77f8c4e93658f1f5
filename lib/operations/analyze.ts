import { z } from '../zod';
import { declareCall } from '../api/declare';
import { readAnalyzerAnswer } from '../api/endpoints/analyzer';
import { humanizeId } from '../api/normalize';
import { fileNameFor, optionalAnalysisType, requireBlob } from '../api/requests';
import { AnalysisDetails, AnalysisType, optionalField } from '../api/schemas';
import { uploadBlob } from '../acquisition/acquisition';
import type { OperationDefinition } from './types';
import { analysisSummary } from './words';

/** Image analysis (spec: coming soon): what is in the photo, normal or advanced. */
export const AnalyzeParams = z.object({ analysis_type: z.optional(AnalysisType) });
export type AnalyzeParams = z.infer<typeof AnalyzeParams>;
export const AnalyzeRequest = z.object({ operation: z.literal('analyze'), params: AnalyzeParams });

/** Input of POST /analyze: one photo, and how deep to look. */
export interface AnalyzeInput {
  readonly image: Blob;
  readonly analysis_type?: AnalysisType;
}

/** Result of POST /analyze. `error` is typically null on success, hence optional. */
export const AnalysisResult = z.object({
  image_id: z.string(),
  analysis_type: AnalysisType,
  results: AnalysisDetails,
  processing_time: optionalField(z.number()),
  error: optionalField(z.string()),
});
export type AnalysisResult = z.infer<typeof AnalysisResult>;

/** POST /analyze (multipart): one photo's analysis. Coming soon on the service; an announcement of it is refused as such. */
export const analyzeCall = declareCall('POST /analyze', (input: AnalyzeInput) => {
  const image = requireBlob(input.image, 'image');
  const analysisType = optionalAnalysisType(input.analysis_type);
  const form = new FormData();
  form.append('image', image, fileNameFor(image, 'photo'));
  if (analysisType !== undefined) form.append('analysis_type', analysisType);
  return { body: form, parse: (body: unknown) => readAnalyzerAnswer(AnalysisResult, body) };
});

export const analyze = {
  id: 'analyze',
  request: AnalyzeRequest,
  words: { name: 'operation.analyze', file: 'file.operation.analyze' },
  formerNames: ['analysis'],
  // What is in the photo, in words: no image to show, compare, export or edit the settings of.
  result: 'analysis',
  outbound: {
    analyze: { call: analyzeCall, fields: { image: 'photo', analysis_type: 'choices' }, purpose: 'Suggest a room type and style, only after you agreed to it' },
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
    const result = await ctx.api.send(
      analyzeCall,
      
      { image: await uploadBlob(photo, ctx.resizer), ...(params.analysis_type ? { analysis_type: params.analysis_type } : {}) },
      { signal: ctx.signal },
    );
    return { analysis: { ...result } };
  },
} satisfies OperationDefinition<'analyze', AnalyzeParams, { readonly analysis_type: AnalysisType }>;
