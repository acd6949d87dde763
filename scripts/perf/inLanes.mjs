/** Runs `work` on every item, `lanes` at a time; the results keep the items' order. */
export async function inLanes(items, lanes, work) {
  const results = Array.from({ length: items.length });
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return results;
}
