/**
 * `work` on every item with at most `limit` running at once, the answers in the items' order:
 * for I/O that gains from overlapping (file writes that each wait on the disk) without opening a
 * file per item at once.
 */
export async function mapAtMost<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const answers = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      answers[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return answers;
}
