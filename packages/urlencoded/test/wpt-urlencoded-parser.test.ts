// WPT url/urlencoded-parser.any.js (its 34 inputs, plus the "%EF%BF%BF" case of
// resources/urlencoded-parser-data.json): `new URLSearchParams(input)` must iterate exactly
// these pairs. Run through the string parser and, on the UTF-8 bytes, the bytes parser
// (what Request/Response formData() do in browsers).
import { readExpectedFailures, wptSuite } from '@x/wpt';
import { expect } from 'vitest';
import { parseUrlencoded, parseUrlencodedString } from '../src/index';

interface ParserCase {
  readonly input: string;
  readonly output: ReadonlyArray<readonly [string, string]>;
}

const cases: readonly ParserCase[] = [
  { input: 'test', output: [['test', '']] },
  { input: '\uFEFFtest=\uFEFF', output: [['\uFEFFtest', '\uFEFF']] },
  { input: '%EF%BB%BFtest=%EF%BB%BF', output: [['\uFEFFtest', '\uFEFF']] },
  { input: '%EF%BF%BF=%EF%BF%BF', output: [['\uFFFF', '\uFFFF']] },
  { input: '%FE%FF', output: [['\uFFFD\uFFFD', '']] },
  { input: '%FF%FE', output: [['\uFFFD\uFFFD', '']] },
  { input: '†&†=x', output: [['†', ''], ['†', 'x']] },
  { input: '%C2', output: [['\uFFFD', '']] },
  { input: '%C2x', output: [['\uFFFDx', '']] },
  { input: '_charset_=windows-1252&test=%C2x', output: [['_charset_', 'windows-1252'], ['test', '\uFFFDx']] },
  { input: '', output: [] },
  { input: 'a', output: [['a', '']] },
  { input: 'a=b', output: [['a', 'b']] },
  { input: 'a=', output: [['a', '']] },
  { input: '=b', output: [['', 'b']] },
  { input: '&', output: [] },
  { input: '&a', output: [['a', '']] },
  { input: 'a&', output: [['a', '']] },
  { input: 'a&a', output: [['a', ''], ['a', '']] },
  { input: 'a&b&c', output: [['a', ''], ['b', ''], ['c', '']] },
  { input: 'a=b&c=d', output: [['a', 'b'], ['c', 'd']] },
  { input: 'a=b&c=d&', output: [['a', 'b'], ['c', 'd']] },
  { input: '&&&a=b&&&&c=d&', output: [['a', 'b'], ['c', 'd']] },
  { input: 'a=a&a=b&a=c', output: [['a', 'a'], ['a', 'b'], ['a', 'c']] },
  { input: 'a==a', output: [['a', '=a']] },
  { input: 'a=a+b+c+d', output: [['a', 'a b c d']] },
  { input: '%=a', output: [['%', 'a']] },
  { input: '%a=a', output: [['%a', 'a']] },
  { input: '%a_=a', output: [['%a_', 'a']] },
  { input: '%61=a', output: [['a', 'a']] },
  { input: '%61+%4d%4D=', output: [['a MM', '']] },
  { input: 'id=0&value=%', output: [['id', '0'], ['value', '%']] },
  { input: 'b=%2sf%2a', output: [['b', '%2sf*']] },
  { input: 'b=%2%2af%2a', output: [['b', '%2*f*']] },
  { input: 'b=%%2a', output: [['b', '%*']] },
];

const expected = readExpectedFailures(new URL('./expected-failures.json', import.meta.url));

wptSuite({
  file: 'urlencoded-parser.any.js',
  via: 'parseUrlencodedString',
  cases,
  name: (c) => JSON.stringify(c.input),
  expected,
  run: (c) => expect(parseUrlencodedString(c.input)).toEqual(c.output),
});

wptSuite({
  file: 'urlencoded-parser.any.js',
  via: 'parseUrlencoded',
  cases,
  name: (c) => JSON.stringify(c.input),
  expected,
  run: (c) => expect(parseUrlencoded(new TextEncoder().encode(c.input))).toEqual(c.output),
});
