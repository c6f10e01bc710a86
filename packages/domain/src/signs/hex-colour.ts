const hexPattern = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A colour as signs store it, `#rrggbb` in lower case (`#AbC` is `#aabbcc`), or null if not one. */
export function hexColour(text: string): string | null {
  if (!hexPattern.test(text)) return null;
  const lower = text.toLowerCase();
  if (lower.length === 7) return lower;
  return `#${[...lower.slice(1)].map((digit) => digit + digit).join('')}`;
}
