/** The Analysis result body (spec section 2), for single analyses and batch entries. */
import type { AnalysisType, SceneFindings } from './images/analyze';

/** The `results` object of a successful analysis. */
export interface AnalysisFindingsBody {
  readonly classification: SceneFindings['classification'];
  readonly room_type: string;
  readonly exterior_type: string;
  readonly status: 'success';
  readonly renovation_styles: readonly string[];
}

/** One analysis result as the API returns it. `results` is `{}` when the image failed. */
export interface AnalysisResultBody {
  readonly image_id: string;
  readonly analysis_type: AnalysisType;
  readonly results: AnalysisFindingsBody | Record<string, never>;
  /** Seconds. */
  readonly processing_time: number;
  /** '' on success, the reason on failure. */
  readonly error: string;
}

const seconds = (ms: number): number => Math.round(ms) / 1000;

/** The body for an analysed image. */
export function successfulAnalysis(imageId: string, analysisType: AnalysisType, findings: SceneFindings, elapsedMs: number): AnalysisResultBody {
  return {
    image_id: imageId,
    analysis_type: analysisType,
    results: { classification: findings.classification, room_type: findings.room_type, exterior_type: findings.exterior_type, status: 'success', renovation_styles: [...findings.renovation_styles] },
    processing_time: seconds(elapsedMs),
    error: '',
  };
}

/** The body for an image that could not be analysed (batch entries only). */
export function failedAnalysis(imageId: string, analysisType: AnalysisType, reason: string, elapsedMs: number): AnalysisResultBody {
  return { image_id: imageId, analysis_type: analysisType, results: {}, processing_time: seconds(elapsedMs), error: reason };
}
