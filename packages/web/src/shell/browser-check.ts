/**
 * The browser banner's rule (§2): recommend a Chrome-type browser unless the browser is WebKit-based
 * (Chrome, Edge, Safari, the Chinese shells on Blink) or Firefox-like (Gecko). In practice this catches
 * Internet Explorer and the IE mode of dual-engine browsers.
 */
export function shouldRecommendChrome(userAgent: string): boolean {
  const webkit = /AppleWebKit\//i.test(userAgent);
  const firefoxLike = /Firefox\//i.test(userAgent) || (/Gecko\//i.test(userAgent) && !/like Gecko/i.test(userAgent));
  return !webkit && !firefoxLike;
}

export const CHROME_DOWNLOAD_URL = 'https://www.google.cn/chrome/';
export const BANNER_DISMISSED_KEY = 'browser_banner_closed';
