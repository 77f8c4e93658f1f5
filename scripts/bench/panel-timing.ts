import type { Page } from '@playwright/test';

/**
 * In-page timing for the side panel (opened as a tab): the moment of the user's click on the
 * primary button (the event's own timestamp) and the moment the next After image is painted
 * (decoded, then the frame after it: a requestAnimationFrame callback, then a message, which runs
 * once that frame is painted). Both on the panel's performance clock.
 */
const TIMING_SCRIPT = `(() => {
  if (window.__benchTiming) return;
  window.__benchTiming = true;
  window.__benchClickAt = 0;
  addEventListener('click', (e) => {
    const button = e.target instanceof Element ? e.target.closest('button') : null;
    // "Renovate", or "Renovate · 1 credit" once the photo shows a result (the button names its price).
    const text = button ? button.textContent.trim() : '';
    if (text === window.__benchPrimary || text.startsWith(window.__benchPrimary + ' · ')) window.__benchClickAt = e.timeStamp;
  }, true);
  window.__benchAfterPainted = (previous) => new Promise((resolve) => {
    let done = false;
    const check = () => {
      const img = Array.from(document.querySelectorAll('img')).find((i) => i.alt === 'After' && i.src && i.src !== previous && i.complete && i.naturalWidth > 0);
      if (done || !img) return;
      done = true;
      observer.disconnect();
      img.decode().catch(() => {}).then(() => requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(0);
      }));
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['src', 'alt'] });
    document.addEventListener('load', check, true);
    check();
  });
})();`;

/** Installs the timing hooks in the panel; `primary` is the primary button's text ("Renovate"). */
export async function installPanelTiming(panel: Page, primary: string): Promise<void> {
  await panel.evaluate(TIMING_SCRIPT);
  await panel.evaluate((text) => ((window as unknown as { __benchPrimary: string }).__benchPrimary = text), primary);
}

/** The After image's address now ('' when there is none). */
export function currentAfter(panel: Page): Promise<string> {
  return panel.evaluate(() => Array.from(document.querySelectorAll('img')).find((i) => i.alt === 'After')?.src ?? '');
}

/**
 * Clicks `click` (the primary button) and answers the milliseconds from that click to the next
 * After image other than `previous` being painted.
 */
export async function clickToAfterPainted(panel: Page, previous: string, click: () => Promise<void>, timeoutMs: number): Promise<number> {
  type Win = { __benchAfterPainted: (p: string) => Promise<number>; __benchPending?: Promise<number> };
  // The watch starts before the click (and is only awaited after it).
  await panel.evaluate((prev) => void ((window as unknown as Win).__benchPending = (window as unknown as Win).__benchAfterPainted(prev)), previous);
  await click();
  const painted = panel.evaluate(() => (window as unknown as Win).__benchPending);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('no After image painted in time')), timeoutMs)));
  const paintedAt = await Promise.race([painted, late]).finally(() => clearTimeout(timer));
  if (paintedAt === undefined) throw new Error('the After watch was lost');
  const clickedAt = await panel.evaluate(() => (window as unknown as { __benchClickAt: number }).__benchClickAt);
  if (!clickedAt) throw new Error('the click on the primary button was not seen');
  return paintedAt - clickedAt;
}
