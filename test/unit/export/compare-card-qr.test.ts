import { describe, expect, it } from 'vitest';
import { qrAddress } from '../../../components/shared/compare-card';

describe('the compare card QR code', () => {
  it('encodes a web address, and nothing that only starts like one (its caption names the host)', () => {
    expect(qrAddress('https://www.zillow.com/homedetails/1')).toBe('https://www.zillow.com/homedetails/1');
    for (const text of ['https://', 'http://exa mple.com/a.jpg', 'blob:https://x.example/1', 'data:image/png;base64,AA']) {
      expect(qrAddress(text), text).toBeNull();
    }
    expect(qrAddress(`https://x.example/${'a'.repeat(1300)}`)).toBeNull();
  });
});
