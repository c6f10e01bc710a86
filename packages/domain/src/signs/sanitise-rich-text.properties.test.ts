import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeContentOf, hostileText } from './active-content.test-support';
import { sanitiseRichText } from './sanitise-rich-text';
import { textToHtml } from './text-to-html';

describe('sanitising text, properties', () => {
  it('no textarea text yields a script, an on… attribute or a javascript: address', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(activeContentOf(textToHtml(text))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('no rich text yields a script, an on… attribute or a javascript: address', () => {
    fc.assert(
      fc.property(hostileText, (html) => {
        const clean = sanitiseRichText(html).html;
        expect(activeContentOf(clean)).toEqual([]);
        expect(clean).not.toMatch(/<(?!\/?(p|br|strong|b|em|i|u|h[1-4]|ul|ol|li|span)[ >])/);
      }),
      { numRuns: 500 },
    );
  });

  it('sanitising clean rich text again changes nothing', () => {
    fc.assert(
      fc.property(hostileText, (html) => {
        const once = sanitiseRichText(html).html;
        expect(sanitiseRichText(once).html).toBe(once);
      }),
      { numRuns: 500 },
    );
  });
});
