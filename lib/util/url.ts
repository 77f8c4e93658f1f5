/**
 * URL checks shared by the API client, the job queue and the forms. Plain TypeScript, no
 * dependencies, so it runs in the service worker, the panel and Node.
 */

/**
 * True for an absolute http(s) URL: what a remote service can download. Relative paths, `data:`,
 * `blob:`, `file:` and unparsable text are false. The URL parser ignores surrounding whitespace,
 * so callers that send the text on should trim it first.
 */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
