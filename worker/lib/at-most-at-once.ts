/**
 * `work` on every item, at most `atOnce` running together, the results in the items' order;
 * rejects with the first failure. For calls into many rooms from one request (an account's
 * events): all at once would open as many calls as the account has events, and fixed groups
 * would wait on the slowest room of each group.
 */
export async function mapAtMost<T, R>(
  items: readonly T[],
  atOnce: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(atOnce, items.length) }, lane));
  return results;
}
