/** Unit tests of the emulator's pure parts: formats, colour transfer, faults, latency, small parsers. */
import { describe, expect, it } from 'vitest';
import { FaultQueue, FaultSpecError, parseFaultSpec, pathMatches } from '../faults';
import { isLoopbackAddress } from '../http/loopback';
import { sniffImageFormat } from '../images/magic';
import { labStatsOf, reinhardTransfer } from '../images/style-transfer';
import { latencyFor, REALISTIC_MAX_MS, REALISTIC_MIN_MS } from '../latency';
import { defaultAssetName } from '../routes/assets';
import { parseCreativity } from '../routes/upscale';
import type { RgbImage } from '../images/raw';

function solid(width: number, height: number, colour: readonly [number, number, number]): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0; i < data.length; i += 3) data.set(colour, i);
  return { data, width, height };
}

describe('sniffImageFormat', () => {
  it('recognises JPEG, PNG and WebP by magic bytes only', () => {
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImageFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImageFormat(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffImageFormat(Buffer.from('<html>'))).toBeUndefined();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('reinhardTransfer', () => {
  it('moves the content mean onto the style mean', () => {
    const content = solid(8, 8, [60, 120, 200]);
    content.data.set([200, 200, 200], 0);
    const style = solid(8, 8, [230, 120, 30]);
    style.data.set([250, 160, 60], 0);
    const out = reinhardTransfer(content, style);
    const outMean = labStatsOf(out).mean;
    const styleMean = labStatsOf(style).mean;
    outMean.forEach((m, i) => expect(Math.abs(m - (styleMean[i] ?? 0))).toBeLessThan(2));
  });
});

describe('faults', () => {
  it('matches exact paths, prefixes and the wildcard', () => {
    expect(pathMatches('*', '/renovate')).toBe(true);
    expect(pathMatches('/renovate', '/renovate')).toBe(true);
    expect(pathMatches('/renovate', '/renovate/')).toBe(true);
    expect(pathMatches('/renovate', '/styles')).toBe(false);
    expect(pathMatches('/virtual-staging/*', '/virtual-staging/projects/create')).toBe(true);
  });

  it('validates fault specs and normalises paths', () => {
    expect(parseFaultSpec({ path: 'renovate', status: 500 })).toMatchObject({ path: '/renovate', status: 500, times: 1 });
    expect(parseFaultSpec({ path: '/public/v1/styles', malformed: true }).path).toBe('/styles');
    expect(parseFaultSpec({ delay_ms: 10 })).toMatchObject({ path: '*', delayMs: 10 });
    expect(() => parseFaultSpec({ status: 500, drop: true })).toThrow(FaultSpecError);
    expect(() => parseFaultSpec({ path: '/x' })).toThrow(FaultSpecError);
    expect(() => parseFaultSpec({ status: 99 })).toThrow(FaultSpecError);
    expect(() => parseFaultSpec({ staus: 500 })).toThrow(/unknown fault field/);
    expect(() => parseFaultSpec([])).toThrow(FaultSpecError);
  });

  it('uses a fault up, honouring method and times, first queued first', () => {
    const queue = new FaultQueue();
    queue.add(parseFaultSpec({ path: '/renovate', method: 'post', status: 500, times: 2 }));
    queue.add(parseFaultSpec({ path: '*', status: 503 }));
    expect(queue.take('GET', '/renovate')?.status).toBe(503);
    expect(queue.take('POST', '/renovate')?.status).toBe(500);
    expect(queue.take('POST', '/renovate')?.status).toBe(500);
    expect(queue.take('POST', '/renovate')).toBeUndefined();
    expect(queue.list()).toHaveLength(0);
  });
});

describe('latencyFor', () => {
  it('returns fixed milliseconds as given', () => {
    expect(latencyFor(0, 'a')).toBe(0);
    expect(latencyFor(1234, 'a')).toBe(1234);
  });

  it('is deterministic per seed and stays within 6 to 15 s when realistic', () => {
    const seeds = Array.from({ length: 200 }, (_, i) => `POST /renovate ${i}`);
    const values = seeds.map((s) => latencyFor('realistic', s));
    expect(values.every((v) => v >= REALISTIC_MIN_MS && v <= REALISTIC_MAX_MS)).toBe(true);
    expect(new Set(values).size).toBeGreaterThan(50);
    expect(latencyFor('realistic', 'x')).toBe(latencyFor('realistic', 'x'));
  });
});

describe('small parsers', () => {
  it('parseCreativity: default 0.5, bounds 0..1, plain decimals only', () => {
    expect(parseCreativity(undefined)).toBe(0.5);
    expect(parseCreativity('0')).toBe(0);
    expect(parseCreativity('1')).toBe(1);
    expect(parseCreativity('.25')).toBe(0.25);
    for (const bad of ['1.01', '-0.1', 'abc', '0x1', 'Infinity', 'NaN', '1e3']) expect(() => parseCreativity(bad)).toThrow(/creativity/);
  });

  it('defaultAssetName: file or URL stem, else image-<n>', () => {
    expect(defaultAssetName('kitchen.jpg', undefined, 1)).toBe('kitchen');
    expect(defaultAssetName('blob', undefined, 3)).toBe('image-3');
    expect(defaultAssetName(undefined, 'https://cdn.example/p/front%20door.webp?w=1', 1)).toBe('front door');
    expect(defaultAssetName(undefined, undefined, 2)).toBe('image-2');
  });

  it('isLoopbackAddress', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('192.168.1.2')).toBe(false);
    expect(isLoopbackAddress(undefined)).toBe(false);
  });
});
