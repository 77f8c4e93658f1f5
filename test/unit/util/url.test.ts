import { describe, expect, it } from 'vitest';
import { isHttpUrl } from '../../../lib/util/url';

describe('isHttpUrl', () => {
  it.each(['https://photos.example.test/a.jpg', 'http://127.0.0.1:8787/files/x', 'HTTPS://EXAMPLE.TEST', 'https://a.test/p?q=1#f', ' https://a.test/padded '])('accepts %s', (text) => {
    expect(isHttpUrl(text)).toBe(true);
  });

  it.each(['', '/a.jpg', 'a.jpg', 'photos.example.test/a.jpg', 'ftp://a.test/x', 'file:///etc/passwd', 'data:image/png;base64,AAAA', 'blob:https://a.test/1', 'javascript:alert(1)', 'https://'])(
    'refuses %j',
    (text) => {
      expect(isHttpUrl(text)).toBe(false);
    },
  );
});
