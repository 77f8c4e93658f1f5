import { z } from '../../zod';
import { message } from '../message-spec';

const TabId = z.int().check(z.nonnegative());

/**
 * When a built-in site's rules stop matching its pages (issue #31), spread into PROTOCOL: the
 * listing script says so from the page; the panel asks whether the active tab fell back, and for
 * a structural report of the page to paste into a bug report (nothing is sent anywhere).
 */
export const FALLBACK_MESSAGES = {
  /** The site's rules marked no photo on a listing page of large site photos: the generic finder takes over in the sender's tab. */
  rulesMissed: message({
    request: z.object({ site: z.string().check(z.minLength(1), z.maxLength(40)) }),
    response: z.object({ fallback: z.boolean() }),
    allowedFrom: ['content'],
  }),
  /** The built-in site whose rules missed the tab's page (its name), or null. */
  siteFallbackStatus: message({ request: z.object({ tabId: TabId }), response: z.object({ site: z.nullable(z.string()) }), allowedFrom: ['extension'] }),
  /** The structural description of the tab's page (lib/sites/page-report.ts), for the user to copy. */
  pageReport: message({ request: z.object({ tabId: TabId }), response: z.object({ report: z.string() }), allowedFrom: ['extension'] }),
} as const;
