/**
 * The watcher's gate on a long page (watch.ts): the candidates it holds unevaluated until they
 * come near the viewport, and how many it still evaluates wherever they are.
 */

/**
 * How many photos a page's watcher finds wherever they are before a gate (below) may hold the
 * remaining candidates until they come near the viewport. The saved listing pages have at most 74
 * (a Rightmove results page, among 215 candidate images), so a detail page or a search page is
 * found whole at once; a results list scrolled into the thousands is not, because evaluating a
 * photo nobody scrolls to costs the page as much as one on screen (issue #28: on 2,000 cards,
 * about 100 ms of the page's script). 100 rather than 200 saved the bench's 2,000-card page about
 * another 15 ms.
 */
export const FOUND_WHOLE = 100;

/**
 * Holds candidates away from the viewport, unevaluated, and releases them as they come near
 * (the content script's, from its size and intersection reports). Without one, everything is
 * evaluated as it appears (tests in jsdom, tools).
 */
export interface CandidateGate {
  /** Takes a candidate the watcher has not evaluated: it is released (`PhotoWatch.release`) once near. */
  hold(element: Element): void;
  /** A held candidate left the page, or the watcher stopped: no longer followed. */
  drop(element: Element): void;
}

/** The candidates a watcher's gate holds, and how many it still evaluates wherever they are. */
export interface HeldCandidates {
  readonly elements: Set<Element>;
  /** Photos still found wherever they are (FOUND_WHOLE, again after a single-page navigation). */
  wholeLeft: number;
}

/** True when the gate takes a candidate never marked, once the page's first photos were found whole. */
export function holds(held: HeldCandidates, gate: CandidateGate | undefined, el: Element, marked: ReadonlyMap<Element, string>): boolean {
  if (!gate || marked.has(el) || held.wholeLeft > 0) return false;
  held.elements.add(el);
  gate.hold(el);
  return true;
}

/** Lets the gate drop held candidates: those that left the page, or all of them. */
export function dropHeld(held: HeldCandidates, gate: CandidateGate | undefined, all: boolean): void {
  for (const el of held.elements) {
    if (all || !el.isConnected) {
      held.elements.delete(el);
      gate?.drop(el);
    }
  }
}
