/**
 * A template's HTML with each `assets/<fileName>` it names pointing at an address of the reader's
 * own (a file address with its access token, a data: URL for a capture). A `<base href>` serves
 * screens, whose requests carry their credential by themselves; a signed-in browser's frame cannot
 * add the user's token to what it loads, so the addresses are written in instead. Only the files
 * the template has are replaced, each where `assets/` begins a reference (after a quote, `(` or
 * whitespace), so text that merely mentions a name stays as it is. The same address stands in
 * attributes and in CSS, where escaping differs, so an address that would need escaping in either
 * (quotes, brackets, parentheses, spaces, backslashes) is left out rather than written.
 */
export function withAssetAddresses(html: string, addresses: ReadonlyMap<string, string>): string {
  if (addresses.size === 0) return html;
  return html.replace(
    /(^|["'(\s])assets\/([A-Za-z0-9][A-Za-z0-9._-]{0,127})/g,
    (whole, before: string, fileName: string) => {
      const address = addresses.get(fileName);
      return address === undefined || /["'<>()\\\s]/.test(address) ? whole : `${before}${address}`;
    },
  );
}
