// Keeps the hidden classes of the parser's hot objects alive through major collections.
//
// V8 holds the maps (hidden classes) that optimized code embeds only weakly. When a
// major GC finds no live object of a class (an application parses URLs, uses them, drops
// them, and collects), it frees the class's maps and deoptimizes every function that
// embedded them (`--trace-deopt`: "embedded weak objects cleared"); until they are
// re-optimized, parsing runs 2-3x slower. One instance of each hot class, created once
// when its module loads and held here, keeps those maps, so the code survives.
//
// The anchors are never read: this is not state, only a reference the collector sees.
// Made with Array.of, not a literal: rollup (tsup's tree-shaker) proves pushes to a
// never-read array literal dead and drops them, which would silently undo all of this.
const anchors: object[] = Array.of<object>();

/** Holds `instance` for the life of the process and returns it. */
export function anchorShape<T extends object>(instance: T): T {
  anchors.push(instance);
  return instance;
}
