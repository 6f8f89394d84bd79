// https://url.spec.whatwg.org/#dom-urlsearchparams-sort step 1 on a flat list (name at 2i,
// value at 2i + 1).

/**
 * The tuples of a flat list in a stable order of their names by code units (`<` on
 * strings compares UTF-16 code units, #code-unit-less-than): a new list, from the tuples'
 * offsets sorted with ties broken by offset (stable whatever the engine's typed-array sort
 * is). A list still unparsed is checked for order before it is parsed
 * (url-search-params.ts), so a query already in order is never copied; the engine's sort
 * reads a parsed list already in order as one run.
 */
export function sortedByName(list: string[]): string[] {
  const order = new Uint32Array(list.length / 2).map((_, i) => 2 * i);
  order.sort((a, b) => {
    const x = list[a] as string;
    const y = list[b] as string;
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  const sorted: string[] = [];
  for (const t of order) sorted.push(list[t] as string, list[t + 1] as string);
  return sorted;
}
