/** Events the host swallows so the site's click, lightbox and swipe handlers never see them. */
const SWALLOWED = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'dblclick', 'auxclick', 'touchstart', 'touchend', 'keydown', 'keyup'] as const;

/** A second activation sooner than this after the last one is the same gesture. */
const REPEAT_MS = 400;

/**
 * Listens to a button host: a trusted click, tap or Enter/Space activates (once per gesture), and
 * focus entering or leaving it is reported. Every pointer, mouse, touch and key event is stopped
 * at the host so the page never sees it.
 */
export function listenToHost(host: HTMLElement, on: { activate(): void; focus(focused: boolean): void }): void {
  let lastActivation = 0;
  const activate = (event: Event) => {
    // A page script can dispatch events at the host (element.click(), dispatchEvent): only a
    // real user gesture may open the panel.
    if (!event.isTrusted) return;
    const now = Date.now();
    if (now - lastActivation < REPEAT_MS) return;
    lastActivation = now;
    on.activate();
  };
  for (const type of SWALLOWED) host.addEventListener(type, (event) => swallow(event, activate));
  host.addEventListener('focusin', () => on.focus(true));
  host.addEventListener('focusout', () => on.focus(false));
}

/** Keeps an event from the page, and activates on a click, a touch or pen tap, or Enter/Space. */
function swallow(event: Event, activate: (event: Event) => void): void {
  event.stopPropagation();
  if (event.type === 'keydown' || event.type === 'keyup') {
    const { key, repeat } = event as KeyboardEvent;
    if (key === 'Enter' || key === ' ' || key === 'Spacebar') {
      event.preventDefault();
      if (event.type === 'keydown' && !repeat) activate(event);
    }
    // Other keys (Tab, arrows) keep their default: focus and scrolling still work.
    return;
  }
  event.preventDefault();
  if (event.type === 'click') activate(event);
  else if (event.type === 'pointerup' && ['touch', 'pen'].includes((event as PointerEvent).pointerType)) {
    // touchstart was cancelled above, so touch and pen produce no click: act on pointerup.
    activate(event);
  }
}
