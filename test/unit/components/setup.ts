/**
 * Shared setup of the component tests: DOM cleanup after each test (vitest runs without
 * globals, so Testing Library cannot register it itself) and a few DOM matchers in the spirit
 * of jest-dom, which the project does not depend on.
 */
import { afterEach, expect } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());

// jsdom lacks CSS.escape, which user-event needs to walk radio groups with the arrow keys.
if (typeof window !== 'undefined' && typeof window.CSS?.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`);
  Object.defineProperty(window, 'CSS', { value: { ...(window.CSS ?? {}), escape }, configurable: true });
}

// jsdom lacks PointerEvent: without it fireEvent.pointerDown drops button and clientX.
if (typeof window !== 'undefined' && typeof window.PointerEvent !== 'function') {
  class PointerEventPolyfill extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  Object.defineProperty(window, 'PointerEvent', { value: PointerEventPolyfill, configurable: true });
}

interface DomMatchers<R = unknown> {
  toBeInTheDocument(): R;
  toBeDisabled(): R;
  toBeEnabled(): R;
  toBeChecked(): R;
  toHaveFocus(): R;
  toHaveTextContent(text: string | RegExp): R;
  toHaveAttribute(name: string, value?: string): R;
  toHaveAccessibleDescription(description: string | RegExp | ReturnType<typeof expect.stringMatching>): R;
  toHaveValue(value: string | number): R;
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Assertion<T> extends DomMatchers<T> {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AsymmetricMatchersContaining extends DomMatchers {}
}

/** The accessible description from aria-describedby (all this UI uses), hidden targets included as the spec says. */
function accessibleDescription(el: Element): string {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function element(received: unknown): Element {
  if (!(received instanceof Element)) throw new Error(`Expected a DOM element, got ${String(received)}`);
  return received;
}

function isDisabled(el: Element): boolean {
  if ((el as HTMLButtonElement).disabled === true) return true;
  if (el.closest('fieldset:disabled')) return true;
  return el.getAttribute('aria-disabled') === 'true';
}

function textMatches(actual: string, expected: unknown): boolean {
  if (typeof expected === 'string') return actual.includes(expected);
  if (expected instanceof RegExp) return expected.test(actual);
  // An asymmetric matcher such as expect.stringMatching().
  return typeof expected === 'object' && expected !== null && 'asymmetricMatch' in expected && (expected as { asymmetricMatch(v: unknown): boolean }).asymmetricMatch(actual);
}

expect.extend({
  toBeInTheDocument(received: unknown) {
    const pass = received instanceof Element && received.ownerDocument.contains(received);
    return { pass, message: () => `expected element ${pass ? 'not ' : ''}to be in the document` };
  },
  toBeDisabled(received: unknown) {
    const pass = isDisabled(element(received));
    return { pass, message: () => `expected element ${pass ? 'not ' : ''}to be disabled` };
  },
  toBeEnabled(received: unknown) {
    const pass = !isDisabled(element(received));
    return { pass, message: () => `expected element ${pass ? 'not ' : ''}to be enabled` };
  },
  toBeChecked(received: unknown) {
    const el = element(received);
    const pass = el instanceof HTMLInputElement ? el.checked : el.getAttribute('aria-checked') === 'true';
    return { pass, message: () => `expected element ${pass ? 'not ' : ''}to be checked` };
  },
  toHaveFocus(received: unknown) {
    const el = element(received);
    const pass = el.ownerDocument.activeElement === el;
    return { pass, message: () => `expected element ${pass ? 'not ' : ''}to have focus (focus is on ${el.ownerDocument.activeElement?.outerHTML.slice(0, 120)})` };
  },
  toHaveTextContent(received: unknown, expected: string | RegExp) {
    const text = (element(received).textContent ?? '').replace(/\s+/g, ' ');
    const pass = textMatches(text, expected);
    return { pass, message: () => `expected text ${pass ? 'not ' : ''}to match ${String(expected)}; it is "${text}"` };
  },
  toHaveAttribute(received: unknown, name: string, value?: string) {
    const actual = element(received).getAttribute(name);
    const pass = value === undefined ? actual !== null : actual === value;
    return { pass, message: () => `expected attribute ${name} ${pass ? 'not ' : ''}to be ${value ?? 'present'}; it is ${String(actual)}` };
  },
  toHaveAccessibleDescription(received: unknown, expected: unknown) {
    const description = accessibleDescription(element(received));
    const pass = textMatches(description, expected);
    return { pass, message: () => `expected description ${pass ? 'not ' : ''}to match ${String(expected)}; it is "${description}"` };
  },
  toHaveValue(received: unknown, expected: string | number) {
    const el = element(received) as HTMLInputElement;
    const actual = el.type === 'number' || el.type === 'range' ? Number(el.value) : el.value;
    const pass = actual === expected;
    return { pass, message: () => `expected value ${pass ? 'not ' : ''}to be ${String(expected)}; it is ${String(actual)}` };
  },
});
