import { describe, expect, it } from 'vitest';
import { splitProfile } from '../../../scripts/bench/profile-buckets';

const EXT = 'chrome-extension://abc/content-scripts/listing.js';
const PAGE = 'https://www.zillow.com/homes/';

/** A profile: root → (program), (garbage collector), (idle), page `addBatch` → native `appendChild`, extension `runBatch` → native `closest`. */
const profile = {
  nodes: [
    { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: 0, columnNumber: 0 }, children: [2, 3, 4, 5, 7] },
    { id: 2, callFrame: { functionName: '(program)', url: '', lineNumber: 0, columnNumber: 0 } },
    { id: 3, callFrame: { functionName: '(garbage collector)', url: '', lineNumber: 0, columnNumber: 0 } },
    { id: 4, callFrame: { functionName: '(idle)', url: '', lineNumber: 0, columnNumber: 0 } },
    { id: 5, callFrame: { functionName: 'addBatch', url: PAGE, lineNumber: 1, columnNumber: 1 }, children: [6] },
    { id: 6, callFrame: { functionName: 'appendChild', url: '', lineNumber: 0, columnNumber: 0 } },
    { id: 7, callFrame: { functionName: 'runBatch', url: EXT, lineNumber: 1, columnNumber: 1 }, children: [8] },
    { id: 8, callFrame: { functionName: 'closest', url: '', lineNumber: 0, columnNumber: 0 } },
  ],
  // Each sample's time is the next delta (µs), as the bench reads CDP profiles: the last one's is 0.
  samples: [2, 3, 4, 5, 6, 7, 8, 8],
  timeDeltas: [0, 1000, 2000, 3000, 4000, 5000, 6000, 7000],
};

describe('splitProfile', () => {
  it('gives each sample to the extension, the page, GC, the browser or idle, native frames to their caller', () => {
    const { byBucket } = splitProfile(profile);
    expect(byBucket).toEqual({ program: 1, gc: 2, idle: 3, page: 4 + 5, extension: 6 + 7, other: 0 });
  });

  it('names each function with its bucket and file, and the extension’s time by its outermost frame', () => {
    const split = splitProfile(profile);
    expect(split.byFunction.get('extension: closest (native)')).toBe(7);
    expect(split.byFunction.get('page: appendChild (native)')).toBe(5);
    expect(split.byFunction.get('extension: runBatch (listing.js)')).toBe(6);
    expect(split.byFunction.has('idle: (idle) (native)')).toBe(false);
    expect(split.byEntry.get('runBatch')).toBe(6 + 7);
    expect(split.byEntry.has('addBatch')).toBe(false);
  });
});
