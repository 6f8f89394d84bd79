// https://url.spec.whatwg.org/#concept-urlencoded-serializer: the cases of WPT
// urlsearchparams-stringifier.any.js and urlsearchparams-constructor.any.js (as tuple lists),
// urlencoded-filenames.window.js, and the spec's Shift_JIS example.
import { FORM_URLENCODED_PERCENT_ENCODE_SET, UTF8_ENCODER, percentEncodeAfterEncoding } from '@x/percent-encoding';
import { getEncoder } from '@x/percent-encoding/encodings';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseUrlencodedString, serializeUrlencoded } from '../src/index';
import { encodeUrlencodedString } from '../src/internal';

type Pairs = Array<[string, string]>;

describe('serializeUrlencoded: urlsearchparams-stringifier.any.js', () => {
  const rows: ReadonlyArray<readonly [Pairs, string]> = [
    [[['a', 'b c']], 'a=b+c'],
    [[['a b', 'c']], 'a+b=c'],
    [[['a', '']], 'a='],
    [[['a', ''], ['a', '']], 'a=&a='],
    [[['a', ''], ['a', ''], ['', 'b']], 'a=&a=&=b'],
    [[['a', ''], ['a', ''], ['', 'b'], ['', '']], 'a=&a=&=b&='],
    [[['a', ''], ['a', ''], ['', 'b'], ['', ''], ['', '']], 'a=&a=&=b&=&='],
    [[['', 'b']], '=b'],
    [[['', 'b'], ['', 'b']], '=b&=b'],
    [[['', '']], '='],
    [[['', ''], ['', '']], '=&='],
    [[['a', 'b+c']], 'a=b%2Bc'],
    [[['a+b', 'c']], 'a%2Bb=c'],
    [[['=', 'a']], '%3D=a'],
    [[['=', 'a'], ['b', '=']], '%3D=a&b=%3D'],
    [[['&', 'a']], '%26=a'],
    [[['&', 'a'], ['b', '&']], '%26=a&b=%26'],
    [[['a', '*-._']], 'a=*-._'],
    [[['*-._', 'c']], '*-._=c'],
    [[['a', 'b%c']], 'a=b%25c'],
    [[['a%b', 'c']], 'a%25b=c'],
    [[['a', 'b\u0000c']], 'a=b%00c'],
    [[['a\u0000b', 'c']], 'a%00b=c'],
    [[['a', 'b\uD83D\uDCA9c']], 'a=b%F0%9F%92%A9c'],
    [[['a\uD83D\uDCA9b', 'c']], 'a%F0%9F%92%A9b=c'],
    [[['a', 'b,c']], 'a=b%2Cc'],
    [[['a', 'b,c'], ['x', 'y']], 'a=b%2Cc&x=y'],
  ];
  for (const [pairs, output] of rows) {
    test(`${JSON.stringify(pairs)} → ${output}`, () => {
      expect(serializeUrlencoded(pairs)).toBe(output);
      expect(serializeUrlencoded(pairs, UTF8_ENCODER)).toBe(output);
    });
  }

  test('parse then serialize (constructor and stringifier cases)', () => {
    const roundTrips: ReadonlyArray<readonly [string, string]> = [
      ['a=b&c=d&&e&&', 'a=b&c=d&e='],
      ['a = b &a=b&c=d%20', 'a+=+b+&a=b&c=d+'],
      ['a=&a=b', 'a=&a=b'],
      ['b=%2sf%2a', 'b=%252sf*'],
      ['b=%2%2af%2a', 'b=%252*f*'],
      ['b=%%2a', 'b=%25*'],
      ['id=0&value=%', 'id=0&value=%25'],
      ['a=b,c', 'a=b%2Cc'],
    ];
    for (const [input, output] of roundTrips) expect(serializeUrlencoded(parseUrlencodedString(input)), input).toBe(output);
  });
});

describe('serializeUrlencoded: urlencoded-filenames.window.js (file=<name>)', () => {
  const rows: ReadonlyArray<readonly [string, string]> = [
    ['basic-test.txt', 'basic-test.txt'],
    ['a\u0000b', 'a%00b'],
    ['a\nb', 'a%0Ab'],
    ['a\rb', 'a%0Db'],
    ['a\n\rb', 'a%0A%0Db'],
    ['a\r\nb', 'a%0D%0Ab'],
    ['a"b', 'a%22b'],
    ["a'b", 'a%27b'],
    ['a\\b', 'a%5Cb'],
    ['ábc', '%C3%A1bc'],
  ];
  for (const [name, serialized] of rows) {
    test(JSON.stringify(name), () => expect(serializeUrlencoded([['file', name]])).toBe(`file=${serialized}`));
  }
  test('"a\\uFFFDb" with a windows-1252 form: an HTML numeric character reference, percent-encoded', () => {
    expect(serializeUrlencoded([['file', 'a\uFFFDb']], getEncoder('windows-1252'))).toBe('file=a%26%2365533%3Bb');
  });
});

describe('serializeUrlencoded with legacy encoders', () => {
  test('Shift_JIS: the spec example "1+1 ≡ 2%20‽"', () => {
    const sjis = getEncoder('Shift_JIS');
    expect(serializeUrlencoded([['1+1 ≡ 2%20‽', '1+1 ≡ 2%20‽']], sjis)).toBe(
      '1%2B1+%81%DF+2%2520%26%238253%3B=1%2B1+%81%DF+2%2520%26%238253%3B',
    );
    expect(serializeUrlencoded([['名前', '値'], ['x', 'y z']], sjis)).toBe('%96%BC%91O=%92l&x=y+z');
  });

  test('labels that get an output encoding of UTF-8 serialize as UTF-8', () => {
    expect(serializeUrlencoded([['a', '€']], getEncoder('utf-16le'))).toBe('a=%E2%82%AC');
    expect(serializeUrlencoded([['a', '€']], getEncoder('windows-1252'))).toBe('a=%80');
  });

  test('equals percent-encode after encoding of each name and value, joined', () => {
    const enc = getEncoder('EUC-KR');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' })), { maxLength: 6 }), (pairs) => {
        const expected = pairs
          .map(([n, v]) => `${percentEncodeAfterEncoding(enc, n, FORM_URLENCODED_PERCENT_ENCODE_SET)}=${percentEncodeAfterEncoding(enc, v, FORM_URLENCODED_PERCENT_ENCODE_SET)}`)
          .join('&');
        expect(serializeUrlencoded(pairs, enc)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});

describe('serializeUrlencoded against Node.js URLSearchParams', () => {
  test('any pairs, lone surrogates included; any iterable', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' })), { maxLength: 8 }), (pairs) => {
        const lone = pairs.map(([n, v]) => [`${n}\uD800`, `\uDC00${v}`] as [string, string]);
        expect(serializeUrlencoded(pairs)).toBe(new URLSearchParams(pairs).toString());
        expect(serializeUrlencoded(lone)).toBe(new URLSearchParams(lone).toString());
        expect(serializeUrlencoded(new Map(pairs))).toBe(new URLSearchParams([...new Map(pairs)]).toString());
        // One name or value at a time: "name=value" of the encodings is the tuple's
        // serialization, and the input itself comes back when nothing needed encoding.
        for (const [n, v] of [...pairs, ...lone]) {
          expect(`${encodeUrlencodedString(n)}=${encodeUrlencodedString(v)}`).toBe(new URLSearchParams([[n, v]]).toString());
          const plain = `${n}=${v}` === new URLSearchParams([[n, v]]).toString();
          expect(encodeUrlencodedString(n) === n && encodeUrlencodedString(v) === v).toBe(plain);
        }
      }),
      { numRuns: 2000 },
    );
  });

  test('wrong argument types are TypeErrors naming the function', () => {
    expect(() => serializeUrlencoded(null as unknown as Pairs)).toThrow(/serializeUrlencoded: tuples/);
    expect(() => serializeUrlencoded('a=b' as unknown as Pairs)).toThrow(/serializeUrlencoded: tuples/);
    expect(() => serializeUrlencoded([['a', 1]] as unknown as Pairs)).toThrow(/serializeUrlencoded: each tuple/);
    expect(() => serializeUrlencoded([null] as unknown as Pairs)).toThrow(/serializeUrlencoded: each tuple/);
    expect(() => serializeUrlencoded([['a', 'b']], {} as never)).toThrow(/serializeUrlencoded: encoder/);
  });
});
