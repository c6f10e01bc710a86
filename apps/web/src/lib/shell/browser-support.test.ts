import { describe, expect, it } from 'vitest';
import { isSupportedBrowser } from './browser-support';

const agents = {
  chrome142:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  chrome60:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/60.0.3112.113 Safari/537.36',
  edge142:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
  opera120:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/135.0.0.0 Safari/537.36 OPR/120.0.0.0',
  firefox145: 'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0',
  firefox102: 'Mozilla/5.0 (X11; Linux x86_64; rv:102.0) Gecko/20100101 Firefox/102.0',
  safari18:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  safari15:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 12_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Safari/605.1.15',
  chromeOnIos17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0.0.0 Mobile/15E148 Safari/604.1',
  safariOnIos15:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
};

describe('isSupportedBrowser', () => {
  it.each(['chrome142', 'edge142', 'opera120', 'firefox145', 'safari18', 'chromeOnIos17'] as const)(
    'lets %s in: its engine meets the build target',
    (agent) => expect(isSupportedBrowser(agents[agent])).toBe(true),
  );

  it.each(['chrome60', 'firefox102', 'safari15', 'safariOnIos15'] as const)(
    'warns %s: its engine is older than the build target',
    (agent) => expect(isSupportedBrowser(agents[agent])).toBe(false),
  );

  it('warns a browser it cannot tell', () => {
    expect(isSupportedBrowser('curl/8.5.0')).toBe(false);
  });
});
