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
/** `javascript:` as an address reads it: browsers drop tabs and line breaks anywhere in one. */
const scriptScheme =
  /(j[\t\n\r]*a[\t\n\r]*v[\t\n\r]*a[\t\n\r]*s[\t\n\r]*c[\t\n\r]*r[\t\n\r]*i[\t\n\r]*p[\t\n\r]*t[\t\n\r]*):/gi;

/**
 * A text as HTML that reads as the same text in element content and in quoted attribute values.
 * Backquote and equals are escaped too, so a value cannot end an unquoted attribute and start
 * another one; and `javascript:` gets a zero-width space before its colon, so a value a template
 * puts in an address can never become a script address (a reader sees the same text).
 */
export function escapeHtml(text: string): string {
  special.lastIndex = 0;
  const escaped = special.test(text)
    ? text.replace(special, (char) => entities[char] ?? char)
    : text;
  scriptScheme.lastIndex = 0;
  return scriptScheme.test(escaped) ? escaped.replace(scriptScheme, '$1\u200b:') : escaped;
}
