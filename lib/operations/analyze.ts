import { z } from 'zod';
import { AnalysisType } from '../api/schemas';
import { uploadBlob } from '../acquisition/acquisition';
import type { OperationDefinition } from './types';
import { analysisSummary } from './words';

/** Image analysis (spec: coming soon): what is in the photo, normal or advanced. */
export const AnalyzeParams = z.object({ analysis_type: AnalysisType.optional() });
export type AnalyzeParams = z.infer<typeof AnalyzeParams>;
export const AnalyzeRequest = z.object({ operation: z.literal('analyze'), params: AnalyzeParams });

export const analyze: OperationDefinition<'analyze', AnalyzeParams> = {
  id: 'analyze',
  label: 'Analysis',
  slug: 'analysis',
  // An analysis changes no photo; the label is never shown on one.
  disclosure: 'digitally-altered',
  credits: { kind: 'none', perRun: 0, note: 'the spec shows no credit for analysis' },
  summarize(params, _styleName, locale = 'en') {
    const type = AnalysisType.safeParse(params.analysis_type);
    if (type.success) return [analysisSummary(type.data, locale)];
    // A type this version does not know (stored by a newer one): shown as stored.
    return typeof params.analysis_type === 'string' ? [params.analysis_type] : [];
  },
  async run(ctx, photo, params) {
    const result = await ctx.api.analyze(
      { image: await uploadBlob(photo, ctx.resizer), ...(params.analysis_type ? { analysis_type: params.analysis_type } : {}) },
      { signal: ctx.signal },
    );
    return { analysis: { ...result } };
  },
};
