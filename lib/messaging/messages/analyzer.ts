import { z } from '../../zod';
import { PickedPhoto } from '../../listing';
import { AnalyzerStatus, ListingAnalysis, PhotoAnalysisReply } from '../../analyzer/records';
import { message } from '../message-spec';

/**
 * The image analyzer's messages (issue #15), spread into PROTOCOL. Only extension pages may send
 * them: every one of them may lead to a call that could use credits, or reveals what was analysed.
 */
export const ANALYZER_MESSAGES = {
  /** Whether the service's analyzer answers (asked for free when the remembered answer is old, or with `refresh`) and the user's consent. */
  getAnalyzer: message({ request: z.object({ refresh: z.optional(z.boolean()) }), response: AnalyzerStatus, allowedFrom: ['extension'] }),
  /** The user's answer to "Suggest room type and style (may use credits)". */
  setAnalyzerConsent: message({ request: z.strictObject({ consent: z.boolean() }), response: AnalyzerStatus, allowedFrom: ['extension'] }),
  /** One photo's analysis: kept from earlier, or asked of the service when the user agreed (`off` otherwise) and the analyzer is there (`unavailable` otherwise). */
  analyzePhoto: message({ request: z.object({ photo: PickedPhoto }), response: PhotoAnalysisReply, allowedFrom: ['extension'] }),
  /** Analyses the photo's listing as one batch (the running one if there is one: never a second submission), followed by the background. */
  startListingAnalysis: message({ request: z.object({ photo: PickedPhoto }), response: ListingAnalysis, allowedFrom: ['extension'] }),
  /** The listing's newest batch and the analyses of the given photos. */
  getListingAnalysis: message({
    request: z.object({ listingUrl: z.string().check(z.maxLength(2000)), photoUrls: z.array(z.string().check(z.maxLength(4000))).check(z.maxLength(500)) }),
    response: ListingAnalysis,
    allowedFrom: ['extension'],
  }),
} as const;
