import type { CDPSession, Locator, Page } from '@playwright/test';

/**
 * The Reimagine button on a listing photo, as a user and assistive technology reach it. It lives
 * in a CLOSED shadow root (entrypoints/listing.content/button-host.ts): `element.shadowRoot` is
 * null for the page's scripts and for Playwright's locators alike, which read it. The browser's
 * accessibility tree does include the button, so it is found there by role and name (Chromium's
 * DevTools protocol, `Accessibility.queryAXTree`), among the nodes of the host's own shadow tree;
 * it is then clicked with the real mouse, or reached with the real Tab key, the ways the content
 * script accepts (a script's `.focus()` does not count: ./clickjacking.spec.ts).
 */
export interface PhotoButton {
  /** Hovers and clicks the middle of the button with the mouse (scrolled into view first). */
  click(): Promise<void>;
  /** Moves keyboard focus onto the button with Tab, from the element just before it (its photo). */
  focus(): Promise<void>;
  /** The button's border box in the viewport, or null while it has none. */
  boundingBox(): Promise<Box | null>;
  /** Runs `read` on the button element (in the page's world, through the protocol; no closures). */
  evaluate<R>(read: (button: HTMLElement) => R): Promise<R>;
  /** Waits until the button is in the accessibility tree with its name and laid out. */
  waitFor(timeoutMs?: number): Promise<void>;
}

/** A box in viewport coordinates. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

interface DomNode {
  readonly backendNodeId: number;
  readonly children?: DomNode[];
  readonly shadowRoots?: DomNode[];
}

/** Every node of `node`'s shadow trees (closed ones included), by backend id. */
function shadowNodeIds(node: DomNode, into = new Set<number>(), inShadow = false): Set<number> {
  if (inShadow) into.add(node.backendNodeId);
  for (const root of node.shadowRoots ?? []) shadowNodeIds(root, into, true);
  for (const child of node.children ?? []) shadowNodeIds(child, into, inShadow);
  return into;
}

/** The backend id of the button named `name` in `host`'s shadow tree, or undefined while there is none. */
async function findButton(page: Page, host: Locator, name: string): Promise<number | undefined> {
  const index = await host.evaluate((el) => Array.from(document.querySelectorAll(el.localName)).indexOf(el));
  const session = await sessionOf(page);
  const { root } = await session.send('DOM.getDocument', { depth: -1, pierce: true });
  const { nodeIds } = await session.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: await host.evaluate((el) => el.localName) });
  const hostNodeId = nodeIds[index];
  if (hostNodeId === undefined) return undefined;
  const { node } = await session.send('DOM.describeNode', { nodeId: hostNodeId, depth: -1, pierce: true });
  const inside = shadowNodeIds(node);
  const { nodes } = await session.send('Accessibility.queryAXTree', { backendNodeId: root.backendNodeId, role: 'button', accessibleName: name });
  return nodes.map((ax) => ax.backendDOMNodeId).find((id): id is number => id !== undefined && inside.has(id));
}

/** Polls `read` until it answers something, or throws after `timeoutMs`. */
async function poll<T>(read: () => Promise<T | undefined | null>, what: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined && value !== null) return value;
    if (Date.now() > deadline) throw new Error(`photo button: ${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits two frames: a hover's restyle (the full button) has then been laid out. */
async function frames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The photo button in `host` (a `reimagine-photo-button` in the top document), named `name`. */
export function photoButton(host: Locator, name = 'Reimagine photo'): PhotoButton {
  const page = host.page();
  const button = (timeoutMs = 10_000) => poll(() => findButton(page, host, name), `no button named "${name}" in its host`, timeoutMs);
  const boxOf = async (id: number): Promise<Box | null> => {
    const { model } = await (await sessionOf(page)).send('DOM.getBoxModel', { backendNodeId: id });
    const [x1 = 0, y1 = 0, , , x3 = 0, y3 = 0] = model.border;
    return model.width > 0 && model.height > 0 ? { x: x1, y: y1, width: x3 - x1, height: y3 - y1 } : null;
  };
  const centre = async (id: number) => {
    const box = await poll(() => boxOf(id), 'the button is not laid out', 10_000);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  return {
    async click() {
      const id = await button();
      await (await sessionOf(page)).send('DOM.scrollIntoViewIfNeeded', { backendNodeId: id });
      const first = await centre(id);
      await page.mouse.move(first.x, first.y);
      // The hover grows the badge into the full button: click where it is drawn then.
      await frames(page);
      const { x, y } = await centre(id);
      await page.mouse.click(x, y);
    },
    async focus() {
      await button();
      await host.evaluate((el) => {
        const before = (el.previousElementSibling ?? el.parentElement) as HTMLElement | null;
        if (!before) throw new Error('the photo button has nothing before it to Tab from');
        if (!before.hasAttribute('tabindex')) before.setAttribute('tabindex', '-1');
        before.focus({ preventScroll: true });
      });
      for (let presses = 0; presses < 10; presses++) {
        await page.keyboard.press('Tab');
        // Focus inside the closed root shows as its host.
        if (await host.evaluate((el) => document.activeElement === el)) return;
      }
      throw new Error('photo button: Tab did not reach it');
    },
    async boundingBox() {
      return boxOf(await button());
    },
    async evaluate(read) {
      const session = await sessionOf(page);
      const { object } = await session.send('DOM.resolveNode', { backendNodeId: await button() });
      const { result, exceptionDetails } = await session.send('Runtime.callFunctionOn', {
        objectId: object.objectId,
        functionDeclaration: `function () { return (${read.toString()})(this); }`,
        returnByValue: true,
      });
      if (exceptionDetails) throw new Error(`photo button: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      return result.value as ReturnType<typeof read>;
    },
    async waitFor(timeoutMs = 10_000) {
      const id = await button(timeoutMs);
      await poll(() => boxOf(id), 'the button is not laid out', timeoutMs);
    },
  };
}
