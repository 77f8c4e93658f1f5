import { describe, expect, it, vi } from 'vitest';
import type { JobRecord } from '../../../lib/queue/job-store';
import { createKeepAlive } from '../../../lib/queue/keepalive';
import { photoStatesFor } from '../../../lib/queue/photo-states';
import { pickedPhoto } from './fakes';

function job(id: string, url: string, state: JobRecord['state'], createdAt: number, tabId?: number): JobRecord {
  return {
    id,
    request: { operation: 'renovate', params: { style_id: 'modern' } },
    photo: pickedPhoto(url),
    state,
    createdAt,
    ...(state === 'running' ? { startedAt: createdAt + 1 } : {}),
    newVariation: false,
    ...(tabId !== undefined ? { tabId } : {}),
  };
}

describe('photoStatesFor', () => {
  const jobs = [
    job('1', 'https://p/a.jpg', 'done', 1, 7),
    job('2', 'https://p/a.jpg', 'running', 2, 7),
    job('3', 'https://p/b.jpg', 'failed', 3, 7),
    job('4', 'https://p/c.jpg', 'queued', 4, 9),
    job('5', 'https://p/d.jpg', 'done', 5, 7),
    job('6', 'https://p/d.jpg', 'cancelled', 6, 7),
    job('7', 'https://p/e.jpg', 'interrupted', 7, 7),
  ];
  const urls = ['https://p/a.jpg', 'https://p/b.jpg', 'https://p/c.jpg', 'https://p/d.jpg', 'https://p/e.jpg', 'https://p/z.jpg'];

  it('running beats queued beats the newest finished job; cancelled jobs do not show', () => {
    expect(photoStatesFor(urls, jobs, undefined)).toEqual([
      { url: 'https://p/a.jpg', state: 'running', startedAt: 3 },
      { url: 'https://p/b.jpg', state: 'failed', jobId: '3' },
      { url: 'https://p/c.jpg', state: 'queued' },
      { url: 'https://p/d.jpg', state: 'done', jobId: '5' },
      { url: 'https://p/e.jpg', state: 'failed', jobId: '7' },
      { url: 'https://p/z.jpg', state: 'idle' },
    ]);
  });

  it('a tab sees only the jobs of photos picked in it', () => {
    const tab9 = photoStatesFor(urls, jobs, 9);
    expect(tab9.filter((s) => s.state !== 'idle')).toEqual([{ url: 'https://p/c.jpg', state: 'queued' }]);
    expect(photoStatesFor(['https://p/c.jpg'], jobs, 7)).toEqual([{ url: 'https://p/c.jpg', state: 'idle' }]);
  });
});

describe('keep-alive', () => {
  it('pings every 20 s only while jobs run', () => {
    vi.useFakeTimers();
    try {
      const ping = vi.fn(() => Promise.resolve());
      const keepAlive = createKeepAlive({ ping });
      vi.advanceTimersByTime(60_000);
      expect(ping).not.toHaveBeenCalled();
      keepAlive.update(2);
      keepAlive.update(1);
      vi.advanceTimersByTime(60_000);
      expect(ping).toHaveBeenCalledTimes(3);
      keepAlive.update(0);
      expect(keepAlive.active).toBe(false);
      vi.advanceTimersByTime(60_000);
      expect(ping).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
