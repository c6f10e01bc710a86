/**
 * One CSV field: quoted when it holds a separator, quote or line break; text a spreadsheet would
 * run as a formula (`=`, `+`, `-`, `@` first) is kept as text by a leading apostrophe.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (fields: readonly (string | number | null)[]): string =>
  `${fields.map(csvField).join(',')}\r\n`;
