import { encodePathParam, type CallOptions } from '../http';
import { parseWith } from '../parse';
import { analyzeBatchBody, analyzeForm, pathParam, type AnalyzeBatchInput, type AnalyzeInput } from '../requests';
import { AnalysisResult, BatchAnalysis, BatchSubmission } from '../schemas';
import { get, postForm, postJson, type Call } from './call';

/** The image analyzer (coming soon on the service): one image, or a batch polled by id. */
export interface AnalyzerMethods {
  /** POST /analyze (multipart). Coming soon on the service. */
  analyze(input: AnalyzeInput, o?: CallOptions): Promise<AnalysisResult>;
  /** POST /analyze/batch. Coming soon on the service. */
  analyzeBatch(input: AnalyzeBatchInput, o?: CallOptions): Promise<BatchSubmission>;
  /** GET /analyze/batch/{batch_id}. */
  getBatchAnalysis(input: { batch_id: string }, o?: CallOptions): Promise<BatchAnalysis>;
}

/** The analyzer methods over `call`. */
export function analyzerMethods(call: Call): AnalyzerMethods {
  return {
    analyze: (input, o) => call(() => postForm('/analyze', analyzeForm(input), (body) => parseWith(AnalysisResult, body)), o),
    analyzeBatch: (input, o) => call(() => postJson('/analyze/batch', analyzeBatchBody(input), (body) => parseWith(BatchSubmission, body)), o),
    getBatchAnalysis: (input, o) =>
      call(() => get(`/analyze/batch/${encodePathParam(pathParam(input.batch_id, 'batch_id'))}`, (body) => parseWith(BatchAnalysis, body)), o),
  };
}
