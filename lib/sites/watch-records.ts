import { BUTTON_HOST_TAG } from './photo-finder';

/** What the page changed since the watcher's last batch, stored but not read yet (watch.ts). */
export interface StoredChanges {
  /** Nodes the page added. */
  readonly added: Node[];
  /** Elements whose watched attributes changed. */
  readonly touched: Element[];
  /** Nodes were removed: marked (or held) elements may have left the page. */
  sawRemoval: boolean;
}

/**
 * Stores what the page's mutations touched, without reading it: this runs at the end of the
 * page's own task. Our own buttons coming, going and moving are no news (and must not wake a
 * batch for nothing). True when there is something new.
 */
export function storeRecords(w: StoredChanges, records: readonly MutationRecord[]): boolean {
  let news = false;
  for (const record of records) {
    if (ownButtonsOnly(record)) continue;
    news = true;
    if (record.type === 'attributes') w.touched.push(record.target as Element);
    else {
      if (record.removedNodes.length > 0) w.sawRemoval = true;
      for (let i = 0; i < record.addedNodes.length; i++) w.added.push(record.addedNodes[i] as Node);
    }
  }
  return news;
}

/** True for a record of our own button hosts (added, removed, placed), and nothing else. */
function ownButtonsOnly(record: MutationRecord): boolean {
  const isHost = (node: Node) => (node as Element).localName === BUTTON_HOST_TAG;
  if (record.type !== 'childList') return isHost(record.target);
  return Array.prototype.every.call(record.addedNodes, isHost) && Array.prototype.every.call(record.removedNodes, isHost);
}

