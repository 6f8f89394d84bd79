// Whether this engine can hold a string of a given length, asked without allocating it.
//
// Engines cap string length differently (V8: 2^29 − 24 code units on 64-bit, SpiderMonkey
// 2^30 − 2, JavaScriptCore 2^31 − 1) and expose no constant. A concatenation checks the
// cap at once and, past a few code units, makes a rope (V8's cons string) that points to
// its two halves instead of copying them: a string of length n built by doubling is
// O(log n) small objects. So the question is asked by building one and never reading it.

/**
 * Whether a string of `length` code units is within this engine's maximum string length
 * (V8: 2^29 − 24 on 64-bit), found without allocating such a string: a rope of that length
 * is built (a few dozen small objects) and never read.
 * @throws {TypeError} unless `length` is a number. @throws {RangeError} unless it is a
 * non-negative integer.
 */
export function isRepresentableLength(length: number): boolean {
  if (typeof length !== 'number') throw new TypeError(`isRepresentableLength: length must be a number, got ${typeof length}`);
  if (!(length >= 0 && Number.isInteger(length))) {
    throw new RangeError(`isRepresentableLength: length must be a non-negative integer, got ${length}`);
  }
  return fitsInString(length);
}

/** isRepresentableLength for a length known to be a non-negative integer (the encoders'). */
export function fitsInString(length: number): boolean {
  let built = 'x'.repeat(length % 16);
  // A multiple of unit.length at every step (arithmetic, not bitwise: lengths pass 2^31).
  let remaining = length - (length % 16);
  let unit = 'xxxxxxxxxxxxxxxx';
  try {
    while (remaining > 0) {
      if (remaining % (unit.length * 2) !== 0) {
        built += unit;
        remaining -= unit.length;
      }
      // Past the cap, this doubling throws: the rest is then at least twice unit.length.
      if (remaining > 0) unit += unit;
    }
  } catch (e) {
    if (e instanceof RangeError) return false;
    throw e;
  }
  return built.length === length;
}
