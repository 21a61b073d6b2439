import { describe, expect, it } from 'vitest';
import { isSupportedBrowser, parseUserAgent, recommendedBrowser, type Recommendation } from './browser-support';

/** Real user agent strings: [description, UA, supported, recommendation, maxTouchPoints?]. */
const TABLE: Array<[string, string, boolean, Recommendation, number?]> = [
  // iOS: Mobile Safari only.
  [
    'iPhone Safari 17',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1.2 Mobile/15E148 Safari/604.1',
    true,
    'ios',
  ],
  [
    'iPad Safari (iPadOS asks for the desktop site)',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
    true,
    'ios',
    5,
  ],
  [
    'iPhone Chrome (CriOS)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
    false,
    'ios',
  ],
  [
    'iPhone Firefox (FxiOS)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/121.0 Mobile/15E148 Safari/605.1.15',
    false,
    'ios',
  ],
  [
    'iPhone Edge (EdgiOS)',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/120.0.2210.126 Mobile/15E148 Safari/605.1.15',
    false,
    'ios',
  ],
  [
    'iPhone Facebook in-app browser',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/17.1;FBSS/3;FBID/phone;FBLC/lt_LT;FBOP/5]',
    false,
    'ios',
  ],
  [
    'iPhone Instagram in-app browser',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 309.1.1.28.108 (iPhone13,2; iOS 16_6; lt_LT; lt; scale=3.00; 1170x2532; 535323018)',
    false,
    'ios',
  ],
  [
    'iPhone Google app',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) GSA/295.0.590048842 Mobile/15E148 Safari/604.1',
    false,
    'ios',
  ],
  // Android: Samsung Internet or Chrome.
  [
    'Android Chrome (reduced UA)',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    true,
    'other',
  ],
  [
    'Samsung Internet',
    'Mozilla/5.0 (Linux; Android 13; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
    true,
    'samsung',
  ],
  [
    'Chrome on a Samsung phone (old UA with model)',
    'Mozilla/5.0 (Linux; Android 11; SM-A515F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/96.0.4664.104 Mobile Safari/537.36',
    true,
    'samsung',
  ],
  ['Android Firefox', 'Mozilla/5.0 (Android 14; Mobile; rv:121.0) Gecko/121.0 Firefox/121.0', false, 'other'],
  [
    'Android Opera',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 OPR/79.0.4195.76783',
    false,
    'other',
  ],
  [
    'Android Edge',
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 EdgA/120.0.2210.115',
    false,
    'other',
  ],
  [
    'Android WebView (Samsung phone)',
    'Mozilla/5.0 (Linux; Android 13; SM-S901B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36',
    false,
    'samsung',
  ],
  [
    'Android Facebook in-app browser',
    'Mozilla/5.0 (Linux; Android 12; Pixel 6 Build/SQ3A.220705.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/445.0.0.34.118;]',
    false,
    'other',
  ],
  [
    'Xiaomi MIUI browser',
    'Mozilla/5.0 (Linux; U; Android 12; lt-lt; 2201117TY Build/SKQ1.211006.001) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/112.0.5615.136 Mobile Safari/537.36 XiaoMi/MiuiBrowser/14.4.0-g',
    false,
    'other',
  ],
  // Other platforms: Safari, Chrome or Edge.
  [
    'Windows Chrome',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    true,
    'other',
  ],
  [
    'Windows Edge',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
    true,
    'other',
  ],
  [
    'Windows legacy Edge',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/70.0.3538.102 Safari/537.36 Edge/18.19045',
    true,
    'other',
  ],
  ['Windows Firefox', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0', false, 'other'],
  [
    'Windows Opera',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
    false,
    'other',
  ],
  [
    'Windows Yandex',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 YaBrowser/23.11.0.0 Safari/537.36',
    false,
    'other',
  ],
  ['Internet Explorer 11', 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko', false, 'other'],
  [
    'Mac Safari',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
    true,
    'mac',
  ],
  [
    'Mac Chrome',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    true,
    'mac',
  ],
  ['Mac Firefox', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:121.0) Gecko/20100101 Firefox/121.0', false, 'mac'],
  [
    'Linux Chrome',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    true,
    'other',
  ],
  [
    'Linux Chromium (old UA)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Ubuntu Chromium/83.0.4103.61 Chrome/83.0.4103.61 Safari/537.36',
    true,
    'other',
  ],
  [
    'Headless Chrome (browser tests)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.6723.58 Safari/537.36',
    true,
    'other',
  ],
  [
    'ChromeOS Chrome',
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    true,
    'other',
  ],
];

describe('browser support (seed 2.2 item 1)', () => {
  it.each(TABLE)('%s', (_name, ua, supported, recommendation, touchPoints = 0) => {
    const info = parseUserAgent(ua, touchPoints);
    expect(isSupportedBrowser(info)).toBe(supported);
    expect(recommendedBrowser(info)).toBe(recommendation);
  });

  it('treats an empty user agent as an unsupported other platform', () => {
    const info = parseUserAgent('');
    expect(info).toEqual({ platform: 'other', browser: 'other', samsungDevice: false });
    expect(isSupportedBrowser(info)).toBe(false);
  });
});
