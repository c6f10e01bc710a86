import { describe, expect, it } from 'vitest';
import { textToHtml } from './text-to-html';

describe('textToHtml', () => {
  it('escapes everything and breaks lines with <br>', () => {
    expect(textToHtml('a <b>\r\nc & d\ne')).toBe('a &lt;b&gt;<br>c &amp; d<br>e');
  });

  it('makes a first line starting with # a heading', () => {
    expect(textToHtml('# Sale <now>\nAll week\nonly')).toBe(
      '<h1>Sale &lt;now&gt;</h1>All week<br>only',
    );
    expect(textToHtml('Not # a heading\n# nor this')).toBe('Not # a heading<br># nor this');
  });
});
