/**
 * Small time formatters. Pure functions: the caller passes "now", so a component that ticks a
 * clock stays the only impure part. What a user reads goes through `lib/i18n/format.ts`
 * (`formatDuration`, `formatRelative`, `formatDateTime` for the UI language); the English-only
 * `formatDuration`, `formatRelative` and `formatDate` here stay for the callers not yet switched
 * (history, results, compare page). `fileTimestamp` is no language's: it names files.
 */

/** Whole seconds between two instants, never negative (clocks of two contexts can disagree slightly). */
export function elapsedSeconds(since: number, now: number): number {
  return Math.max(0, Math.floor((now - since) / 1000));
}

/** "7 s", "1 min 05 s": a render's elapsed time. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  return `${minutes} min ${String(s % 60).padStart(2, '0')} s`;
}

/** "just now", "5 min ago", "3 h ago", else a short date: for history rows. */
export function formatRelative(at: number, now: number): string {
  const seconds = Math.round((now - at) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return formatDate(at);
}

/** "2025-03-14 09:26" in local time: unambiguous in every locale. */
export function formatDate(at: number): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "20250314-092653" in local time: sorts correctly as part of a file name. */
export function fileTimestamp(at: number): string {
  const d = new Date(at);
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}
