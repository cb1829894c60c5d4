import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatYuan } from '../../entities/order/money.ts';
import { isVipActive } from '../../entities/order/vip.ts';
import { isHandheld } from './device.ts';
import { qrPath } from './qr-path.ts';

describe('isHandheld', () => {
  it('tells phones and tablets from desktop browsers', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15';
    const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36';
    assert.equal(isHandheld(iphone, 5), true);
    assert.equal(isHandheld(android, 5), true);
    assert.equal(isHandheld(mac, 0), false);
    assert.equal(isHandheld(mac, 5), true, 'iPadOS presents itself as a Mac with touch');
    assert.equal(isHandheld(windows, 10), false, 'a touch laptop is still a desktop browser');
  });
});

describe('qrPath', () => {
  it('draws each run of dark modules in a row as one rectangle', () => {
    assert.equal(
      qrPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
      'M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z',
    );
    assert.equal(qrPath([[false, false]]), '');
  });
});

describe('formatYuan', () => {
  it('writes yuan with two decimals', () => {
    assert.equal(formatYuan(6), '¥6.00');
    assert.equal(formatYuan(0.1 + 0.2), '¥0.30');
    assert.equal(formatYuan(98.5), '¥98.50');
  });
});

describe('isVipActive', () => {
  it('holds while the end is in the future, and never without the flag', () => {
    const now = 1_800_000_000_000;
    assert.equal(isVipActive({ vip: 1, vip_end_time: now + 1 }, now), true);
    assert.equal(isVipActive({ vip: 1, vip_end_time: now }, now), false, 'ended just now');
    assert.equal(isVipActive({ vip: 0, vip_end_time: now + 86_400_000 }, now), false);
    assert.equal(isVipActive(undefined, now), false, 'not loaded yet');
  });
});
