const schemePattern = /^([A-Za-z][A-Za-z0-9+.-]*):/;

/**
 * Whether an address may go into a sign: http, https or relative, with no space or control
 * character (browsers strip those before reading a scheme, so ` javascript:` would pass a test
 * that did not refuse them).
 */
export function isSafeUrl(url: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (url === '' || /[\u0000-\u0020\u007f-\u009f]/.test(url)) return false;
  const scheme = schemePattern.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https';
}
