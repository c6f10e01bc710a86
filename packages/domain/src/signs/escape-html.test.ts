import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('escapes what could end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" b='y' c=\`z\`>&`)).toBe(
      '&lt;a href&#61;&quot;x&quot; b&#61;&#39;y&#39; c&#61;&#96;z&#96;&gt;&amp;',
    );
    expect(escapeHtml('plain text')).toBe('plain text');
  });

  it('breaks javascript: however an address would read it, keeping the text a reader sees', () => {
    expect(escapeHtml('JavaScript:alert(1) java\tscript\n:x')).toBe(
      'JavaScript\u200b:alert(1) java\tscript\n\u200b:x',
    );
  });
});
