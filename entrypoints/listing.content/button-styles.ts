/**
 * The button's CSS, scoped inside its shadow root: page rules cannot reach the button, and these
 * rules cannot reach the page. The :host rules that keep the host a zero-size anchor are
 * !important because, for important declarations, the shadow tree's win over the page's. The
 * host contains its layout: its insides (a badge growing into the full button, a state's label)
 * never make the page lay out anything but the host (not paint: the button overflows the
 * zero-size host). A badge is small but says "Reimagine" beside its sparkle, so it reads as a
 * button on every photo, not only the hovered one. Only the full button, brought by the pointer
 * or focus, fades in (where motion
 * is welcome): a badge appears at once, since animating every badge of a results list makes the
 * browser lay out, paint and composite it frame by frame. One rule a line, without indentation:
 * every listing page loads this text.
 */
export const BUTTON_CSS = `
:host{all:initial;position:absolute!important;display:block!important;width:0!important;height:0!important;margin:0!important;padding:0!important;border:0!important;overflow:visible!important;z-index:2147483000!important;pointer-events:none!important;transform:none!important;contain:size layout style!important}
:host([hidden]){display:none!important}
.btn{position:absolute;left:8px;bottom:8px;display:inline-flex;align-items:center;justify-content:center;gap:6px;box-sizing:border-box;min-width:28px;height:28px;padding:0 4px;margin:0;border:2px solid #ffffffeb;border-radius:16px;background:linear-gradient(135deg,#4f46e5,#0369a1);color:#fff;font:600 13px/1 system-ui,sans-serif;letter-spacing:0;text-transform:none;white-space:nowrap;cursor:pointer;box-shadow:0 1px 6px #00000073;opacity:0;pointer-events:none}
@media (prefers-reduced-motion:no-preference){:host([data-shown]) .btn{transition:opacity .12s ease-out}}
:host([data-corner=tl]) .btn,:host([data-corner=tr]) .btn{bottom:auto;top:8px}
:host([data-corner=br]) .btn,:host([data-corner=tr]) .btn{left:auto;right:8px}
:host([data-state=queued]) .btn,:host([data-state=running]) .btn{padding:0 10px 0 8px}
:host([data-badge]) .btn{height:24px;padding:0 8px 0 6px;gap:4px;font-size:12px}
:host([data-badge]) .icon{width:14px;height:14px}
:host([data-shown]) .btn{height:32px;padding:0 12px 0 10px;gap:6px;font-size:13px}
:host([data-shown]) .icon{width:16px;height:16px}
:host([data-shown]) .btn,:host([data-badge]) .btn,:host(:not([data-state=idle])) .btn,.btn:focus-visible{opacity:1;pointer-events:auto}
.btn:hover{background:linear-gradient(135deg,#3730a3,#075985)}
.btn:focus-visible{outline:3px solid #8ab4ff;outline-offset:2px}
:host([data-state=done]) .btn{background:#0b7a3e}
:host([data-state=failed]) .btn{background:#a3262a}
.label,.spin,:host([data-state=queued]) .icon,:host([data-state=running]) .icon{display:none}
:host([data-shown]) .label,:host([data-badge]) .label,:host([data-state=queued]) .label,:host([data-state=running]) .label{display:inline}
.icon{width:16px;height:16px;flex:none}
.spin{width:12px;height:12px;border:2px solid #ffffff59;border-top-color:#fff;border-radius:50%;animation:spin .9s linear infinite}
:host([data-state=queued]) .spin,:host([data-state=running]) .spin{display:inline-block}
@keyframes spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.spin{animation:none}}
`;

/**
 * The button's icon paths (inline SVG: no request, no page CSS): the Reimagine sparkle, a check
 * for a result ready and an exclamation mark for a failure. A button has one icon whose path
 * follows its state (button-host.ts): one SVG per photo instead of three keeps building the
 * buttons of a long results list cheap. Working states show the spinner instead.
 */
export const ICON_PATHS = {
  mark: 'M12 2l1.9 5.1 5.1 1.9-5.1 1.9-1.9 5.1-1.9-5.1L5 9l5.1-1.9zm6.5 11 .9 2.6 2.6.9-2.6.9-.9 2.6-.9-2.6-2.6-.9 2.6-.9zM6 15l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7z',
  ok: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  err: 'M10.5 4h3v10h-3zm0 13h3v3h-3z',
} as const;

