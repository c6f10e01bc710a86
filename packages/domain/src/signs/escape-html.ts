const entities: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
  '=': '&#61;',
};
const special = /[&<>"'`=]/g;

/**
 * A text as HTML that reads as the same text in element content and in quoted attribute values.
 * Backquote and equals are escaped too, so a value cannot end an unquoted attribute and start
 * another one.
 */
export function escapeHtml(text: string): string {
  special.lastIndex = 0;
  return special.test(text) ? text.replace(special, (char) => entities[char] ?? char) : text;
}
