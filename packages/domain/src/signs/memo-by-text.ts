/**
 * A pure function of a text, remembered for the `size` texts used latest: renders of the same template
 * and values repeat its parsing, and the bound keeps memory flat however many texts pass.
 */
export function memoByText<T>(compute: (text: string) => T, size: number): (text: string) => T {
  const remembered = new Map<string, T>();
  return (text) => {
    const known = remembered.get(text);
    if (known !== undefined) {
      // Kept as the latest used, so the texts in use stay while others come and go.
      remembered.delete(text);
      remembered.set(text, known);
      return known;
    }
    const value = compute(text);
    if (remembered.size >= size) remembered.delete(remembered.keys().next().value as string);
    remembered.set(text, value);
    return value;
  };
}
