import { useEffect, useState } from 'react';

/**
 * The current time, re-read every `intervalMs` while `active` (elapsed-time displays). When not
 * active the clock stops, so an idle panel does not re-render.
 */
export function useNow(active: boolean, intervalMs = 500): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const tick = () => setNow(Date.now());
    // The clock was stopped: catch up at once rather than a whole interval late.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [active, intervalMs]);
  return now;
}
