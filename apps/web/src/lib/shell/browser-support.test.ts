import { expect, it } from 'vitest';
import { isSupportedBrowser } from './browser-support';

it('supports Google Chrome only', () => {
  const chrome =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
  expect(isSupportedBrowser(chrome)).toBe(true);
  expect(isSupportedBrowser(`${chrome} Edg/142.0.0.0`)).toBe(false);
  expect(
    isSupportedBrowser('Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0'),
  ).toBe(false);
  expect(
    isSupportedBrowser(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
    ),
  ).toBe(false);
});
