/**
 * The small part of jsdom's API our tests use (jsdom ships no types and @types/jsdom is not
 * installed). Delete this file if @types/jsdom is ever added.
 */
declare module 'jsdom' {
  export class VirtualConsole {
    constructor();
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export interface ConstructorOptions {
    url?: string;
    virtualConsole?: VirtualConsole;
    runScripts?: 'dangerously' | 'outside-only';
    pretendToBeVisual?: boolean;
  }

  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
    reconfigure(settings: { url?: string }): void;
  }
}
