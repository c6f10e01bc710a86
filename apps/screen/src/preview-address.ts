/**
 * The preview token in the app's address, `#preview=<token>`: a fragment, which no request
 * carries, so no server or proxy log keeps it. Null on a real screen.
 */
export function previewTokenOf(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('preview');
  return token && /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : null;
}
