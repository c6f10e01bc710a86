import { describe, expect, it } from 'vitest';
import { sanitiseRichText } from './sanitise-rich-text';

describe('sanitiseRichText', () => {
  const clean = (html: string) => sanitiseRichText(html).html;

  it('keeps the editor formats', () => {
    const html =
      '<h2>Title</h2><p><strong>a</strong> <em>b</em> <u>c</u><br></p><ul><li>d</li></ul>';
    expect(clean(html)).toBe(html);
  });

  it('drops attributes, active elements and their content', () => {
    expect(clean('<p onclick="x()" class="a">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    expect(clean('<img src=x onerror=alert(1)>ok')).toBe('ok');
    expect(clean('<a href="javascript:alert(1)">link</a>')).toBe('link');
    expect(clean('<svg><script>alert(1)</script></svg><style>p{}</style>x')).toBe('x');
    expect(clean('<iframe src="https://x"></iframe><div>in a div</div>')).toBe('in a div');
  });

  it('keeps only colour, size and font of a span, rebuilt', () => {
    expect(
      clean(
        '<span style="color: #F00; font-size: 24px; font-family: &quot;Times New Roman&quot;, serif; background: url(x)">t</span>',
      ),
    ).toBe(
      '<span style="color: #f00; font-size: 24px; font-family: &#39;Times New Roman&#39;">t</span>',
    );
    expect(clean('<span style="color: Red">t</span>')).toBe('<span style="color: red">t</span>');
    expect(clean('<span style="color: rgb(1, 2,3)">t</span>')).toBe(
      '<span style="color: rgb(1, 2, 3)">t</span>',
    );
  });

  it('unwraps a span with nothing it may keep', () => {
    for (const style of [
      'font-size: 19px',
      'font-size: 61px',
      'color: expression(alert(1))',
      'font-family: Papyrus',
      'color: rgb(300, 0, 0)',
    ]) {
      expect(clean(`<span style="${style}">t</span>`)).toBe('t');
    }
    expect(clean('<span style="color: red; }</style><script>">t</span>')).toBe(
      '<span style="color: red">t</span>',
    );
  });

  it('balances what it keeps and escapes text', () => {
    expect(clean('<p><b>bold <i>both</p> after &lt;script&gt;')).toBe(
      '<p><b>bold <i>both</i></b></p><b><i> after &lt;script&gt;</i></b>',
    );
  });

  it('gives the text a reader sees, for lengths', () => {
    expect(sanitiseRichText('<p>a<br>b</p><p>&amp;</p>').text).toBe('a\nb&');
  });
});
