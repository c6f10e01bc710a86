import { escapeHtml } from './escape-html';

/**
 * A textarea's text as HTML (spec 001 §5): everything escaped, line breaks as `<br>`, and a
 * first line starting with `#` a heading of the rest of that line.
 */
export function textToHtml(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const first = lines[0] ?? '';
  if (first.startsWith('#')) {
    const heading = `<h1>${escapeHtml(first.slice(1).trim())}</h1>`;
    return heading + lines.slice(1).map(escapeHtml).join('<br>');
  }
  return lines.map(escapeHtml).join('<br>');
}
