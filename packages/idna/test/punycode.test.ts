// Punycode (RFC 3492): the section 7.1 sample strings, failures, and agreement with
// punycode.js (an independent implementation) on generated strings.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import * as punycodeJs from 'punycode/punycode.js';
import { punycodeDecode, punycodeEncode } from '../src/punycode';

const decode = (s: string): string | null => punycodeDecode(s, 0, s.length);
const encode = (s: string): string | null => punycodeEncode(s, 0, s.length);
/** punycode.js with failure as null. */
function reference(f: (s: string) => string, s: string): string | null {
  try {
    return f(s);
  } catch {
    return null;
  }
}

// RFC 3492 section 7.1 (Russian without the mixed-case annotation: the encoder writes
// lowercase digits; the annotated form decodes to the same code points, checked below).
const SAMPLES: Array<[string, string, string]> = [
  ['(A) Arabic (Egyptian)', '\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F', 'egbpdaj6bu4bxfgehfvwxn'],
  ['(B) Chinese (simplified)', '\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587', 'ihqwcrb4cv8a8dqg056pqjye'],
  ['(C) Chinese (traditional)', '\u4ED6\u5011\u7232\u4EC0\u9EBD\u4E0D\u8AAA\u4E2D\u6587', 'ihqwctvzc91f659drss3x8bo0yb'],
  ['(D) Czech', 'Pro\u010Dprost\u011Bnemluv\u00ED\u010Desky', 'Proprostnemluvesky-uyb24dma41a'],
  ['(E) Hebrew', '\u05DC\u05DE\u05D4\u05D4\u05DD\u05E4\u05E9\u05D5\u05D8\u05DC\u05D0\u05DE\u05D3\u05D1\u05E8\u05D9\u05DD\u05E2\u05D1\u05E8\u05D9\u05EA', '4dbcagdahymbxekheh6e0a7fei0b'],
  ['(F) Hindi (Devanagari)', '\u092F\u0939\u0932\u094B\u0917\u0939\u093F\u0928\u094D\u0926\u0940\u0915\u094D\u092F\u094B\u0902\u0928\u0939\u0940\u0902\u092C\u094B\u0932\u0938\u0915\u0924\u0947\u0939\u0948\u0902', 'i1baa7eci9glrd9b2ae1bj0hfcgg6iyaf8o0a1dig0cd'],
  ['(G) Japanese (kanji and hiragana)', '\u306A\u305C\u307F\u3093\u306A\u65E5\u672C\u8A9E\u3092\u8A71\u3057\u3066\u304F\u308C\u306A\u3044\u306E\u304B', 'n8jok5ay5dzabd5bym9f0cm5685rrjetr6pdxa'],
  ['(H) Korean (Hangul syllables)', '\uC138\uACC4\uC758\uBAA8\uB4E0\uC0AC\uB78C\uB4E4\uC774\uD55C\uAD6D\uC5B4\uB97C\uC774\uD574\uD55C\uB2E4\uBA74\uC5BC\uB9C8\uB098\uC88B\uC744\uAE4C', '989aomsvi5e83db1d2a355cv1e0vak1dwrv93d5xbh15a0dt30a5jpsd879ccm6fea98c'],
  ['(I) Russian (Cyrillic)', '\u043F\u043E\u0447\u0435\u043C\u0443\u0436\u0435\u043E\u043D\u0438\u043D\u0435\u0433\u043E\u0432\u043E\u0440\u044F\u0442\u043F\u043E\u0440\u0443\u0441\u0441\u043A\u0438', 'b1abfaaepdrnnbgefbadotcwatmq2g4l'],
  ['(J) Spanish', 'Porqu\u00E9nopuedensimplementehablarenEspa\u00F1ol', 'PorqunopuedensimplementehablarenEspaol-fmd56a'],
  ['(K) Vietnamese', 'T\u1EA1isaoh\u1ECDkh\u00F4ngth\u1EC3ch\u1EC9n\u00F3iti\u1EBFngVi\u1EC7t', 'TisaohkhngthchnitingVit-kjcr8268qyxafd2f1b9g'],
  ['(L) 3<nen>B<gumi><kinpachi><sensei>', '3\u5E74B\u7D44\u91D1\u516B\u5148\u751F', '3B-ww4c5e180e575a65lsy2b'],
  ['(M) <amuro><namie>-with-SUPER-MONKEYS', '\u5B89\u5BA4\u5948\u7F8E\u6075-with-SUPER-MONKEYS', '-with-SUPER-MONKEYS-pc58ag80a8qai00g7n9n'],
  ['(N) Hello-Another-Way-<sorezore><no><basho>', 'Hello-Another-Way-\u305D\u308C\u305E\u308C\u306E\u5834\u6240', 'Hello-Another-Way--fc4qua05auwb3674vfr0b'],
  ['(O) <hitotsu><yane><no><shita>2', '\u3072\u3068\u3064\u5C4B\u6839\u306E\u4E0B2', '2-u9tlzr9756bt3uc0v'],
  ['(P) Maji<de>Koi<suru>5<byou><mae>', 'Maji\u3067Koi\u3059\u308B5\u79D2\u524D', 'MajiKoi5-783gue6qz075azm5e'],
  ['(Q) <pafii>de<runba>', '\u30D1\u30D5\u30A3\u30FCde\u30EB\u30F3\u30D0', 'de-jg4avhby1noc0d'],
  ['(R) <sono><supiido><de>', '\u305D\u306E\u30B9\u30D4\u30FC\u30C9\u3067', 'd9juau41awczczp'],
  ['(S) -> $1.00 <-', '-> $1.00 <-', '-> $1.00 <--'],
];

describe('RFC 3492 section 7.1 sample strings', () => {
  test.each(SAMPLES)('%s', (_name, unicode, ascii) => {
    expect(encode(unicode)).toBe(ascii);
    expect(decode(ascii)).toBe(unicode);
  });
  test('uppercase digits decode like lowercase ones (mixed-case annotation ignored)', () => {
    expect(decode('b1abfaaepdrnnbgefbaDotcwatmq2g4l')).toBe(SAMPLES[8]?.[1]);
    expect(decode('ZZZ')).toBe(decode('zzz'));
  });
  test('slices of a longer string', () => {
    expect(punycodeDecode('xn--bcher-kva.example', 4, 13)).toBe('bücher');
    expect(punycodeEncode('<bücher>', 1, 7)).toBe('bcher-kva');
    // A delimiter before the slice is not the slice's delimiter.
    expect(punycodeDecode('a-b-tda', 4, 7)).toBe('ü');
  });
});

describe('failures', () => {
  // punycode.js's RangeError message for each (its reason, independently of ours).
  test.each([
    ['a non-basic code point before the last delimiter', '\u00FC-tda', 'Illegal input >= 0x80 (not a basic code point)'],
    ['a character that is not a digit', 'a-!', 'Invalid input'],
    ['a leading delimiter is a digit position, not a delimiter', '-tda', 'Invalid input'],
    ['a truncated variable-length integer', 'a-z', 'Invalid input'],
    ['overflow (maxint 2^31 - 1)', 'fk802894', 'Overflow: input needs wider integers to process'],
    ['overflow (maxint 2^31 - 1)', 'z437192z', 'Overflow: input needs wider integers to process'],
    ['a code point above U+10FFFF', 'bk76h', 'Invalid code point 1290404'],
  ])('%s: %j', (_why, input, message) => {
    expect(decode(input)).toBeNull();
    expect(() => punycodeJs.decode(input)).toThrow(message);
  });
  test('encoding overflows where punycode.js does (delta over 2^31 - 1)', () => {
    const long = `${'a'.repeat(2100)}\u{10FFFF}`;
    expect(encode(long)).toBeNull();
    expect(reference(punycodeJs.encode, long)).toBeNull();
    expect(encode(long.slice(100))).toBe(reference(punycodeJs.encode, long.slice(100)));
  });
  test('overflow in both encoding routes (few and many distinct code points)', () => {
    // One distinct non-basic code point (RFC 3492's passes), then nine (sorted keys).
    const many = `${'a'.repeat(2100)}${String.fromCodePoint(...Array.from({ length: 9 }, (_, i) => 0x10fff0 + i))}`;
    expect(encode(many)).toBeNull();
    expect(reference(punycodeJs.encode, many)).toBeNull();
    expect(encode(many.slice(200))).toBe(reference(punycodeJs.encode, many.slice(200)));
  });
  test('empty input and basic-only input', () => {
    expect(decode('')).toBe('');
    expect(encode('')).toBe('');
    expect(decode('abc-')).toBe('abc');
    expect(encode('abc')).toBe('abc-');
  });
});

describe('agreement with punycode.js', () => {
  const codePoint = fc.oneof(
    fc.integer({ min: 0x20, max: 0x7e }),
    fc.integer({ min: 0x80, max: 0x7ff }),
    fc.integer({ min: 0x3000, max: 0x9fff }),
    fc.integer({ min: 0x10000, max: 0x10ffff }),
  );
  const unicodeString = fc.array(codePoint, { maxLength: 40 }).map((cps) => String.fromCodePoint(...cps));
  /** Ours encodes `s` as punycode.js does, and decodes what it encoded back to `s`. */
  const roundTrips = (strings: fc.Arbitrary<string>): void => {
    fc.assert(
      fc.property(strings, (s) => {
        const ours = encode(s);
        expect(ours).toBe(reference(punycodeJs.encode, s));
        if (ours !== null) expect(decode(ours)).toBe(s);
      }),
      { numRuns: 5000 },
    );
  };
  test('encoding, and decoding what was encoded', () => roundTrips(unicodeString));
  test('labels of few distinct code points (up to and just past the passes route)', () => {
    // Alphabets of 1 to 10 code points, so both routes of the encoder see labels with
    // repeats, surrogate pairs and basic code points between them.
    const fewOf = fc
      .array(codePoint, { minLength: 1, maxLength: 10 })
      .chain((alphabet) => fc.array(fc.constantFrom(...alphabet), { maxLength: 60 }))
      .map((cps) => String.fromCodePoint(...cps));
    roundTrips(fewOf);
  });
  test('long runs of one code point (written as repeat pieces past 1,024 digits)', () => {
    // Runs of 0 to 3,000 of one code point, between other runs and basic code points: the
    // encoder's "a" digits of a run reach the buffer as one piece, before and after bytes;
    // its passes take runs of 32 and more at once (smaller, equal and larger than the code
    // point of the pass, and basic ones), but not runs of lone surrogates, where a high
    // one before a low one is a pair.
    const runs = fc
      .array(fc.tuple(fc.constantFrom(0x61, 0xe9, 0xe8, 0x3042, 0x1f600, 0xd800, 0xdc00), fc.integer({ min: 0, max: 3000 })), {
        minLength: 1,
        maxLength: 5,
      })
      .map((parts) => parts.map(([cp, n]) => String.fromCodePoint(cp).repeat(n)).join(''));
    fc.assert(
      fc.property(runs, (s) => {
        const ours = encode(s);
        expect(ours).toBe(reference(punycodeJs.encode, s));
        // The buffer is reused: a short label after a long one is not polluted by it.
        expect(encode('b\u00e9')).toBe(punycodeJs.encode('b\u00e9'));
      }),
      { numRuns: 300 },
    );
  });
  test('runs at the edges of the passes', () => {
    for (const s of [
      // The first pass ends 31 repeats into a run of the code point the label starts with:
      // the second pass starts counting again (its first "é" carries a delta).
      `${'\u00e9'.repeat(64)}a${'\u00e9'.repeat(32)}`,
      `${'\u00e9'.repeat(63)}a${'\u00e9'.repeat(31)}`,
      'a'.repeat(100),
      `${'a'.repeat(40)}\u00e9${'a'.repeat(40)}`,
      `${'\u00e8'.repeat(40)}${'\u00e9'.repeat(40)}${'\u00e8'.repeat(40)}`,
      `${'\ud800'.repeat(40)}${'\udc00'.repeat(40)}`,
      `${'\u00e9'.repeat(33)}`,
      `${'\u00e9'.repeat(65)}`,
    ]) {
      expect(encode(s), JSON.stringify(s.slice(0, 8))).toBe(reference(punycodeJs.encode, s));
    }
  });
  test('decoding arbitrary ASCII (most of it invalid)', () => {
    const ascii = fc.string({ unit: fc.constantFrom(...'abcxyz0189-AZ!'.split('')), maxLength: 16 });
    fc.assert(
      fc.property(ascii, (s) => {
        expect(decode(s)).toBe(reference(punycodeJs.decode, s));
      }),
      { numRuns: 20000 },
    );
  });
});
