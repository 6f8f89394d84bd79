// What URLSearchParams answers from a query it has not parsed yet must be what the parsed
// list gives: the serializer's output, and whether sort() would change the order.
import { rng, pick } from '@x/tooling/random';
import { describe, expect, test } from 'vitest';
import { parseUrlencodedString, serializeUrlencoded } from '../src/index';
import { serializeUnparsed, unparsedNamesInOrder } from '../src/internal';

/** Pieces of queries: the verbatim ones, and each thing that makes a query not verbatim. */
const PIECES = ['a', 'b', 'B', 'a', '=', '=', '&', '&', '+', '*-._', '%41', '%2', '%', ' ', '~', 'é', '\uD800', '💩', '!', '0'];

const namesInOrder = (input: string): boolean => {
  const names = parseUrlencodedString(input).map(([name]) => name);
  return names.every((name, i) => i === 0 || !(name < (names[i - 1] as string)));
};

describe('serializeUnparsed and unparsedNamesInOrder', () => {
  test('examples', () => {
    expect(serializeUnparsed('a=b&a=b&')).toBe('a=b&a=b');
    expect(serializeUnparsed('a=b+c&=&x=&&')).toBe('a=b+c&=&x=');
    const whole = 'a=1&b=2';
    expect(serializeUnparsed(whole)).toBe(whole);
    expect(serializeUnparsed('')).toBe('');
    expect(serializeUnparsed('&&')).toBe('');
    // Null also where the serialization is a slice of input, but not its start (conservative).
    for (const changed of ['&a=b', 'a', 'a=b&c', 'a=b=c', 'a=%41', 'a=b&&c=d', 'a= ', 'a=~', 'é=1']) expect(serializeUnparsed(changed)).toBeNull();
    expect(unparsedNamesInOrder('a=2&a=1&b&b+c=&bc')).toBe(true);
    expect(unparsedNamesInOrder('b=1&a=2')).toBe(false);
    // "+" is a space, which sorts before "!" although "+" does not.
    expect(unparsedNamesInOrder('a+=1&a!=2')).toBe(true);
    expect(unparsedNamesInOrder('a!=1&a+=2')).toBe(false);
    expect(unparsedNamesInOrder('b=1&%41=2')).toBe(false); // "%41" is "A"
    expect(unparsedNamesInOrder('a=1&%62=2')).toBe(true); // "%62" is "b"
    expect(unparsedNamesInOrder('\uFFFD=1&\uD800=2')).toBe(true); // a lone surrogate is U+FFFD
    expect(unparsedNamesInOrder('a=%00&b=1')).toBe(true); // "%" in a value does not matter
  });

  test('agree with the parsed list on 200,000 generated queries (fixed seed)', () => {
    const r = rng(0x5eed1157);
    let verbatim = 0;
    let inOrder = 0;
    for (let n = 0; n < 200_000; n++) {
      let input = '';
      const length = Math.floor(r() * 12);
      for (let k = 0; k < length; k++) input += pick(r, PIECES);
      const parsed = parseUrlencodedString(input);
      const unparsed = serializeUnparsed(input);
      if (unparsed !== null) {
        verbatim++;
        expect(unparsed, JSON.stringify(input)).toBe(serializeUrlencoded(parsed));
      } else if (!input.includes('%') && !input.startsWith('&')) {
        // Null only for a reason: the serialization differs from input without its trailing
        // "&" (a "%" or a leading "&" always gives null, even where the serialization is a
        // slice of input: "%2B", "&a=b").
        expect(serializeUrlencoded(parsed), JSON.stringify(input)).not.toBe(input.replace(/&+$/, ''));
      }
      const ordered = unparsedNamesInOrder(input);
      if (ordered) inOrder++;
      expect(ordered, JSON.stringify(input)).toBe(namesInOrder(input));
    }
    // Both answers are exercised, not only null and false.
    expect(verbatim).toBeGreaterThan(10_000);
    expect(inOrder).toBeGreaterThan(10_000);
  });
});
