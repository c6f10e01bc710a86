/** The spec supports Google Chrome only; Chromium-based Edge and Opera say so in their agent string. */
export function isSupportedBrowser(userAgent: string): boolean {
  return /Chrome\/\d+/.test(userAgent) && !/Edg\/|OPR\/|SamsungBrowser\//.test(userAgent);
}
