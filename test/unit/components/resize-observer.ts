import { act } from '@testing-library/react';

/** The fake's controls: `resize()` reports every observed element's size again; `restore()` removes the fake. */
export interface FakeResizeObserver {
  resize(): void;
  restore(): void;
}

/**
 * A ResizeObserver for jsdom (which has none and lays nothing out): every observed element
 * reports the size `sizeOf` gives it, at once and on each `resize()`.
 */
export function fakeResizeObserver(sizeOf: (element: Element) => { width: number; height: number }): FakeResizeObserver {
  const observers = new Set<FakeObserver>();
  class FakeObserver {
    readonly targets = new Set<Element>();
    constructor(private readonly callback: ResizeObserverCallback) {
      observers.add(this);
    }
    report(target: Element) {
      const { width, height } = sizeOf(target);
      const contentRect = { x: 0, y: 0, top: 0, left: 0, width, height, right: width, bottom: height, toJSON: () => ({}) };
      this.callback([{ target, contentRect } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
    }
    observe(target: Element) {
      this.targets.add(target);
      this.report(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      observers.delete(this);
    }
  }
  const had = Object.getOwnPropertyDescriptor(globalThis, 'ResizeObserver');
  Object.defineProperty(globalThis, 'ResizeObserver', { value: FakeObserver, configurable: true, writable: true });
  return {
    resize: () =>
      act(() => {
        for (const observer of observers) for (const target of observer.targets) observer.report(target);
      }),
    restore() {
      if (had) Object.defineProperty(globalThis, 'ResizeObserver', had);
      else delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    },
  };
}

/** Where an element is placed by its inline style (plain strings, for readable failures). */
export function placement(element: HTMLElement) {
  const { left, top, width, height } = element.style;
  return { left, top, width, height };
}
