import { describe, expect, it } from 'vitest';
import { withAssetAddresses } from './asset-addresses';

describe('withAssetAddresses', () => {
  const addresses = new Map([['logo.png', '/api/files/logo?v=1&access_token=t']]);

  it('points the references of known files at their addresses, in attributes and in CSS', () => {
    expect(withAssetAddresses('<img src="assets/logo.png">', addresses)).toBe(
      '<img src="/api/files/logo?v=1&access_token=t">',
    );
    expect(withAssetAddresses('<style>b{background:url(assets/logo.png)}</style>', addresses)).toBe(
      '<style>b{background:url(/api/files/logo?v=1&access_token=t)}</style>',
    );
  });

  it('writes no address that would need escaping', () => {
    const quoted = new Map([['logo.png', '/x" onerror="y']]);
    expect(withAssetAddresses('<img src="assets/logo.png">', quoted)).toBe(
      '<img src="assets/logo.png">',
    );
  });

  it('leaves unknown files and mere mentions alone', () => {
    expect(withAssetAddresses('<img src="assets/other.png">', addresses)).toBe(
      '<img src="assets/other.png">',
    );
    expect(withAssetAddresses('<p>myassets/logo.png</p>', addresses)).toBe(
      '<p>myassets/logo.png</p>',
    );
  });
});
