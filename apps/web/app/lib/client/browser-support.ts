/**
 * Which browsers the product supports (seed 2.2 item 1), from the user agent string:
 * - iOS: Mobile Safari only;
 * - Android: Samsung Browser / Samsung Internet or Chrome;
 * - other platforms: Safari, Chrome or Edge.
 * Headless Chrome (browser tests) counts as Chrome.
 * The recommendation: iOS → Safari; Mac OS → Safari or Chrome; others → Chrome, prefixed with
 * Samsung on Samsung devices.
 */

export type Platform = 'ios' | 'android' | 'mac' | 'other';
export type BrowserName = 'safari' | 'chrome' | 'edge' | 'samsung' | 'firefox' | 'opera' | 'in-app' | 'other';
export type Recommendation = 'ios' | 'mac' | 'samsung' | 'other';

export interface BrowserInfo {
  platform: Platform;
  browser: BrowserName;
  /** A Samsung phone or tablet (as far as the user agent tells). */
  samsungDevice: boolean;
}

/** In-app browsers and WebViews (Facebook, Instagram, Google app, Android WebView…). */
const IN_APP = /FBAN|FBAV|FB_IAB|Instagram|Line\/|MicroMessenger|GSA\/|; wv\)|Snapchat|TikTok|musical_ly|Pinterest/i;

function detectPlatform(ua: string, maxTouchPoints: number): Platform {
  if (/iPhone|iPad|iPod/.test(ua)) return 'ios';
  // iPadOS 13+ asks for the desktop site and says "Macintosh"; it has a touch screen.
  if (/Macintosh/.test(ua) && maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(ua)) return 'android';
  if (/Macintosh|Mac OS X/.test(ua)) return 'mac';
  return 'other';
}

function detectBrowser(ua: string, platform: Platform): BrowserName {
  if (IN_APP.test(ua)) return 'in-app';
  if (/SamsungBrowser\//.test(ua)) return 'samsung';
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'edge';
  if (/OPR\/|Opera|OPT\/|OPiOS/.test(ua)) return 'opera';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'firefox';
  if (/YaBrowser|UCBrowser|Vivaldi|DuckDuckGo|MiuiBrowser|HuaweiBrowser|HeyTap|Silk\//.test(ua)) return 'other';
  if (/CriOS\//.test(ua)) return 'chrome';
  if (/(Headless)?Chrome\/|Chromium\//.test(ua)) return 'chrome';
  if (/Version\/[\d.]+.*Safari\//.test(ua) || (platform === 'ios' && /Safari\//.test(ua))) return 'safari';
  return 'other';
}

export function parseUserAgent(ua: string, maxTouchPoints = 0): BrowserInfo {
  const platform = detectPlatform(ua, maxTouchPoints);
  const browser = detectBrowser(ua, platform);
  const samsungDevice = browser === 'samsung' || (platform === 'android' && /SAMSUNG|Samsung|\bSM-[A-Z0-9]/.test(ua));
  return { platform, browser, samsungDevice };
}

export function isSupportedBrowser(info: BrowserInfo): boolean {
  switch (info.platform) {
    case 'ios':
      // Chrome on iOS (CriOS) is WebKit with another skin: only Mobile Safari counts.
      return info.browser === 'safari';
    case 'android':
      return info.browser === 'samsung' || info.browser === 'chrome';
    default:
      return info.browser === 'safari' || info.browser === 'chrome' || info.browser === 'edge';
  }
}

export function recommendedBrowser(info: BrowserInfo): Recommendation {
  if (info.platform === 'ios') return 'ios';
  if (info.platform === 'mac') return 'mac';
  return info.samsungDevice ? 'samsung' : 'other';
}
