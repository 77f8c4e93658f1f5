import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { compileAdapter } from '../../../lib/sites/compile';
import { unescapeScriptText, urlsInText, valueAfterKey } from '../../../lib/sites/embedded';
import { matchesPattern } from '../../../lib/sites/match-pattern';
import { resolvePickedImage } from '../../../lib/sites/resolve-image';
import { chooseLargest, normalizeUrl, parseSrcset } from '../../../lib/sites/urls';
import { rules as zillowRules } from '../../../lib/sites/builtin/zillow';

const BASE = 'https://www.example.org/listing/1';

describe('srcset and URLs', () => {
  test('srcset keeps commas inside URLs and reads w and x descriptors', () => {
    expect(parseSrcset('https://i2.au.reastatic.net/951x1292-resize,extend,r=33/abc/image.jpg 951w, /small.jpg 320w', BASE)).toEqual([
      { url: 'https://i2.au.reastatic.net/951x1292-resize,extend,r=33/abc/image.jpg', width: 951 },
      { url: 'https://www.example.org/small.jpg', width: 320 },
    ]);
    expect(parseSrcset('a.jpg 1x, b.jpg 2x,c.jpg', BASE).map((c) => c.width)).toEqual([1, 2, 0]);
    expect(parseSrcset('', BASE)).toEqual([]);
  });

  test('only http(s) URLs are photo candidates; a default port is dropped', () => {
    expect(normalizeUrl('data:image/gif;base64,R0lG', BASE)).toBeUndefined();
    expect(normalizeUrl('javascript:alert(1)', BASE)).toBeUndefined();
    expect(normalizeUrl('  ', BASE)).toBeUndefined();
    expect(normalizeUrl('//cdn.example.org/a.jpg', BASE)).toBe('https://cdn.example.org/a.jpg');
    expect(normalizeUrl('https://media.rightmove.co.uk:443/dir/a.jpeg', BASE)).toBe('https://media.rightmove.co.uk/dir/a.jpeg');
  });

  test('a URL already written as `new URL` writes it is taken as it is; any other is parsed', () => {
    const cases = [
      'https://photos.zillowstatic.com/fp/81507e42799e587ad76f57a4d2a55ba0-cc_ft_384.jpg',
      'https://i2.au.reastatic.net/951x1292-resize,extend,r=33/abc/image.jpg',
      'https://img.example.com/a/b.jpg?w=800&h=600&fit=crop&q=75',
      'https://img.example.com/a%20b.jpg',
      'http://cdn.example.com/x/~y/(1)/z.jpeg',
      'https://CDN.example.com/a.jpg',
      'HTTPS://cdn.example.com/a.jpg',
      'https://cdn.example.com:443/a.jpg',
      'https://cdn.example.com/a/./b/../c.jpg',
      'https://cdn.example.com/a/%2e%2E/c.jpg',
      'https://cdn.example.com/a b.jpg',
      "https://cdn.example.com/a.jpg?name='x'",
      'https://cdn.example.com/a.jpg#frag',
      'https://cdn.example.com/{a}|^`.jpg',
      'https://0x7f.0.0.1/a.jpg',
      'https://2130706433/a.jpg',
      'https://xn--zz.example/a.jpg',
      'https://user:pass@cdn.example.com/a.jpg',
      'https://cdn.example.com',
      'https://cdn.example.com/a\\b.jpg',
    ];
    for (const raw of cases) {
      let parsed: string | undefined;
      try {
        parsed = new URL(raw, BASE).href;
      } catch {
        parsed = undefined;
      }
      expect(normalizeUrl(raw, BASE), raw).toBe(parsed);
    }
  });

  test('taken as it is or parsed, any URL comes out as `new URL` writes it', () => {
    const parsed = (raw: string) => {
      try {
        const url = new URL(raw.trim(), BASE);
        return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
      } catch {
        return undefined;
      }
    };
    const part = (chars: string) => fc.string({ unit: fc.constantFrom(...chars.split('')), maxLength: 24 });
    const url = fc
      .tuple(fc.constantFrom('https://', 'http://', 'HTTP://', '//', ''), part('abcxyz019-.'), fc.constantFrom('', ':443', ':8080'), part('ab/.%2eE?&=#\'" x{}|^`~!$()*+,;:@[]'))
      .map(([scheme, host, port, rest]) => `${scheme}${host}${port}/${rest}`);
    fc.assert(fc.property(url, (raw) => normalizeUrl(raw, BASE) === parsed(raw)), { numRuns: 2000 });
  });

  test('the largest offered candidate wins, then the site rule; JPEG over WebP on a tie; non-photos skipped', () => {
    const adapter = compileAdapter(zillowRules);
    const hex = '81507e42799e587ad76f57a4d2a55ba0';
    const url = (size: string, ext = 'jpg') => `https://photos.zillowstatic.com/fp/${hex}-${size}.${ext}`;
    expect(chooseLargest(adapter, [{ url: url('cc_ft_384'), width: 384 }, { url: url('cc_ft_1536', 'webp'), width: 1536 }])).toBe(url('uncropped_scaled_within_1536_1152'));
    expect(chooseLargest(adapter, [{ url: 'https://www.zillowstatic.com/s3/pfs/static/logo.svg', width: 2000 }])).toBeUndefined();
    expect(chooseLargest(adapter, [{ url: url('h_g'), width: 0 }])).toBeUndefined();
  });
});

describe('match patterns', () => {
  test('scheme, wildcard host and path', () => {
    expect(matchesPattern('https://www.zillow.com/*', 'https://www.zillow.com/homes/')).toBe(true);
    expect(matchesPattern('https://www.zillow.com/*', 'http://www.zillow.com/homes/')).toBe(false);
    expect(matchesPattern('https://*.rdcpix.com/*', 'https://ap.rdcpix.com/x.jpg')).toBe(true);
    expect(matchesPattern('https://*.rdcpix.com/*', 'https://rdcpix.com.evil.example/x.jpg')).toBe(false);
    expect(matchesPattern('https://www.trulia.com/pictures/*', 'https://www.trulia.com/home/1')).toBe(false);
    expect(matchesPattern('*://example.org/*', 'http://example.org/a')).toBe(true);
  });
});

describe('embedded data', () => {
  test('the value after a key is found in JSON, JS literals and JSON inside a JSON string', () => {
    expect(valueAfterKey('{"a":1,"photos":[{"u":"x"}],"b":[2]}', 'photos')).toBe('[{"u":"x"}]');
    expect(valueAfterKey('window.s = {photos: [1, [2]], other: 3}', 'photos')).toBe('[1, [2]]');
    expect(valueAfterKey('{"c":"{\\"photos\\":[\\"y\\"]}"}', 'photos')).toBe('[\\"y\\"]');
    expect(valueAfterKey('{"photosCount":[1]}', 'photos')).toBeUndefined();
  });

  test('escaped URLs are read back', () => {
    expect(unescapeScriptText('https:\\u002F\\u002Fa.example\\u002Fb.jpg')).toBe('https://a.example/b.jpg');
    expect(urlsInText('["https:\\/\\/a.example\\/b.jpg","https://c.example/d.png"]')).toEqual(['https://a.example/b.jpg', 'https://c.example/d.png']);
  });
});

describe('images picked from the context menu', () => {
  test('resolve through the page\'s site adapter, else stay generic', () => {
    expect(resolvePickedImage('https://www.zoopla.co.uk/to-rent/details/1/', 'https://lid.zoocdn.com/u/480/360/356a192b7913b04c54574d18c28d46e6395428ab.jpg:p')).toEqual({
      url: 'https://lid.zoocdn.com/u/1024/768/356a192b7913b04c54574d18c28d46e6395428ab.jpg',
      site: 'zoopla',
    });
    expect(resolvePickedImage('https://www.zoopla.co.uk/', 'https://st.zoocdn.com/logo.png')).toEqual({ url: 'https://st.zoocdn.com/logo.png', site: 'generic' });
    expect(resolvePickedImage(undefined, 'https://cdn.example.org/a.jpg')).toEqual({ url: 'https://cdn.example.org/a.jpg', site: 'generic' });
  });
});
