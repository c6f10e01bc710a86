import { buildTarget } from './build-target';

const versionOf = (userAgent: string, pattern: RegExp): number | null => {
  const match = pattern.exec(userAgent);
  return match ? Number(`${match[1]}.${match[2] ?? 0}`) : null;
};

/**
 * Whether the browser's engine is one the build targets, at least as new: every browser on
 * iOS runs WebKit of the system's version; Edge, Opera and the other Chromium browsers carry
 * Chrome's version in their agent string; a browser it cannot tell is warned.
 */
export function isSupportedBrowser(userAgent: string): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) ? versionOf(userAgent, /OS (\d+)_(\d+)/) : null;
  if (ios !== null) return ios >= buildTarget.ios;
  const edge = versionOf(userAgent, /Edg\/(\d+)/);
  if (edge !== null) return edge >= buildTarget.edge;
  const chrome = versionOf(userAgent, /Chrom(?:e|ium)\/(\d+)/);
  if (chrome !== null) return chrome >= buildTarget.chrome;
  const firefox = versionOf(userAgent, /Firefox\/(\d+)(?:\.(\d+))?/);
  if (firefox !== null) return firefox >= buildTarget.firefox;
  const safari = /Safari\//.test(userAgent)
    ? versionOf(userAgent, /Version\/(\d+)(?:\.(\d+))?/)
    : null;
  return safari !== null && safari >= buildTarget.safari;
}
