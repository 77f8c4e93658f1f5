import { mayActivate, type Activation } from './activation';

/** Events the host swallows so the site's click, lightbox and swipe handlers never see them. */
const SWALLOWED = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'dblclick', 'auxclick', 'touchstart', 'touchend', 'keydown', 'keyup'] as const;

/** A second activation sooner than this after the last one is the same gesture. */
const REPEAT_MS = 400;

/** The parts of a photo's button the listener needs: the host in the page, the button in its closed shadow root. */
export interface HostParts {
  readonly host: HTMLElement;
  readonly button: HTMLElement;
}

/**
 * Listens to a button host: a trusted click, tap or Enter/Space activates (once per gesture), and
 * focus entering or leaving it is reported. Every pointer, mouse, touch and key event is stopped
 * at the host so the page never sees it. A page's scripts cannot click the button (their events
 * are untrusted) nor focus it (its shadow root is closed), so they try to make the user do it:
 * an activation counts only while the button is visibly where it is drawn (./activation.ts), and
 * Enter or Space only after the user moved focus to it with Tab.
 */
export function listenToHost(parts: HostParts, on: { activate(): void; focus(focused: boolean): void }): void {
  const { host, button } = parts;
  let lastActivation = 0;
  // Set by the Tab that brought focus here: its keyup lands on the newly focused button.
  let tabbedIn = false;
  const activate = (event: Event, activation: Activation) => {
    // A page script can dispatch events at the host (element.click(), dispatchEvent): only a
    // real user gesture may open the panel.
    if (!event.isTrusted) return;
    if (activation.kind === 'keyboard' && !tabbedIn) return;
    if (!mayActivate(host, button, activation)) return;
    const now = Date.now();
    if (now - lastActivation < REPEAT_MS) return;
    lastActivation = now;
    on.activate();
  };
  for (const type of SWALLOWED) host.addEventListener(type, (event) => swallow(event, activate));
  host.addEventListener('keyup', (event) => {
    if (event.isTrusted && event.key === 'Tab') tabbedIn = true;
  });
  host.addEventListener('focusin', () => on.focus(true));
  host.addEventListener('focusout', () => {
    tabbedIn = false;
    on.focus(false);
  });
}

/** Where a click or tap happened; a click without a pointer (`detail` 0) came from assistive technology. */
function pointerActivation(event: MouseEvent): Activation {
  if (event.type === 'click' && event.detail === 0) return { kind: 'assistive' };
  return { kind: 'pointer', x: event.clientX, y: event.clientY };
}

/** Keeps an event from the page, and activates on a click, a touch or pen tap, or Enter/Space. */
function swallow(event: Event, activate: (event: Event, activation: Activation) => void): void {
  event.stopPropagation();
  if (event.type === 'keydown' || event.type === 'keyup') {
    const { key, repeat } = event as KeyboardEvent;
    if (key === 'Enter' || key === ' ' || key === 'Spacebar') {
      event.preventDefault();
      if (event.type === 'keydown' && !repeat) activate(event, { kind: 'keyboard' });
    }
    // Other keys (Tab, arrows) keep their default: focus and scrolling still work.
    return;
  }
  event.preventDefault();
  if (event.type === 'click') activate(event, pointerActivation(event as MouseEvent));
  else if (event.type === 'pointerup' && ['touch', 'pen'].includes((event as PointerEvent).pointerType)) {
    // touchstart was cancelled above, so touch and pen produce no click: act on pointerup.
    activate(event, pointerActivation(event as PointerEvent));
  }
}
