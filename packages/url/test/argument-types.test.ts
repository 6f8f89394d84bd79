// Every exported function of every package entry, called with arguments of every wrong
// kind in every position it declares (SECURITY.md "Guarantees", issue 11): it returns, or
// throws a TypeError or RangeError whose message names the function, and never calls
// user code (objects whose toString, valueOf or Symbol.toPrimitive throw a sentinel). The
// classes are the Web IDL side: their conversions call user code as a browser's do, and
// their wrong-receiver errors are tested in @x/url-api. Three allowances, each the
// platform's own behaviour:
// - an options object (never the first argument) has its members read, getters included,
//   as Web IDL reads a dictionary's;
// - a revoked proxy throws the engine's TypeError from the first check that touches it;
// - @x/percent-encoding/ecmascript mirrors ECMAScript's encodeURI family, which converts
//   its argument with ToString and throws URIError.
import { describe, expect, test } from 'vitest';
import facadeManifest from '../facade.json';

const ENTRIES: Record<string, () => Promise<Record<string, unknown>>> = {
  '@x/percent-encoding': () => import('@x/percent-encoding'),
  '@x/percent-encoding/encodings': () => import('@x/percent-encoding/encodings'),
  '@x/percent-encoding/ecmascript': () => import('@x/percent-encoding/ecmascript'),
  '@x/idna': () => import('@x/idna'),
  '@x/host': () => import('@x/host'),
  '@x/public-suffix': () => import('@x/public-suffix'),
  '@x/url-parser': () => import('@x/url-parser'),
  '@x/url-parser/internal': () => import('@x/url-parser/internal'),
  '@x/urlencoded': () => import('@x/urlencoded'),
  '@x/urlencoded/legacy': () => import('@x/urlencoded/legacy'),
  '@x/url-api': () => import('@x/url-api'),
  '@x/url-api/url-search-params': () => import('@x/url-api/url-search-params'),
  '@x/url': () => import('@x/url'),
};

/**
 * @x/url's root renames a clashing export (packages/url/facade.json): its messages name
 * it by its package's name (`pathToFileURLRecord` is @x/url-parser's `pathToFileURL`).
 */
const RENAMED_AT_ROOT = new Map<string, string>(
  Object.values((facadeManifest as { renames: Record<string, Record<string, string>> }).renames).flatMap((r) => Object.entries(r).map(([from, to]) => [to, from] as [string, string])),
);

class Sentinel extends Error {}
const sentinel = (): never => {
  throw new Sentinel('user code was called');
};

function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

const HUGE = 'a'.repeat(10 * 1024 * 1024);

/** The wrong kinds of argument, by name. */
const BAD: ReadonlyArray<readonly [string, () => unknown]> = [
  ['undefined', () => undefined],
  ['null', () => null],
  ['a number', () => 42],
  ['NaN', () => NaN],
  ['a BigInt', () => 10n],
  ['a Symbol', () => Symbol('s')],
  ['true', () => true],
  ['a null-prototype object', () => Object.create(null)],
  ['an object whose toString throws', () => ({ toString: sentinel, valueOf: sentinel })],
  ['an object whose Symbol.toPrimitive throws', () => ({ [Symbol.toPrimitive]: sentinel })],
  ['an object with throwing getters', () => Object.defineProperties({}, { length: { get: sentinel }, href: { get: sentinel }, base: { get: sentinel } })],
  ['a revoked proxy', revokedProxy],
  ['an array', () => ['a', 'b']],
  ['a function', () => sentinel],
  ['a lone surrogate', () => '\uD800'],
  ['a 10 MB string', () => HUGE],
];

/**
 * Valid arguments, by function name, for the functions where "a" is not valid in every
 * position (and for their defaulted parameters, which `length` does not count): each
 * position is then tested with the others valid, so the wrong one is what is tested.
 */
function goodArguments(mod: Record<string, unknown>): Record<string, readonly unknown[]> {
  const path = 0x10; // PATH_PERCENT_ENCODE_SET
  return {
    isInPercentEncodeSet: [0x2f, path],
    utf8PercentEncodeString: ['a', path, false],
    utf8PercentEncodedLength: ['a', path, false],
    utf8PercentEncodeRange: ['a', 0, 1, path, false],
    utf8PercentEncodeCodePoint: [0x2f, path],
    percentEncodeAfterEncoding: [mod.UTF8_ENCODER, 'a', path, false],
  };
}

function isClass(f: unknown): boolean {
  return typeof f === 'function' && /^class\b/.test(Function.prototype.toString.call(f));
}

describe('every exported function rejects wrong arguments cleanly', () => {
  for (const [entry, load] of Object.entries(ENTRIES)) {
    test(entry, async () => {
      const mod = await load();
      let called = 0;
      const problems = new Set<string>();
      const goods = goodArguments(mod);
      for (const [name, f] of Object.entries(mod)) {
        if (typeof f !== 'function' || isClass(f)) continue;
        const good = Object.hasOwn(goods, name) ? goods[name] : undefined;
        const arity = good?.length ?? Math.max(1, Math.min(f.length, 4));
        if (good !== undefined) (f as (...a: unknown[]) => unknown)(...good); // valid: must not throw
        for (let position = 0; position < arity; position++) {
          for (const [what, make] of BAD) {
            // Other arguments: valid ones, or plausible strings, so the wrong one is what is tested.
            const args: unknown[] = [];
            for (let k = 0; k < arity; k++) args.push(k === position ? make() : good !== undefined ? good[k] : 'a');
            const ctx = `${entry} ${name}(): argument ${position + 1} is ${what}`;
            called++;
            try {
              (f as (...a: unknown[]) => unknown)(...args);
            } catch (e) {
              const ecmascript = entry === '@x/percent-encoding/ecmascript';
              if (e instanceof Sentinel) {
                const optionGetter = position > 0 && what === 'an object with throwing getters';
                if (!optionGetter && !ecmascript) problems.add(`${ctx}: user code was called`);
              } else if (!(e instanceof TypeError || e instanceof RangeError || (ecmascript && e instanceof URIError))) {
                problems.add(`${ctx}: threw ${String(e)}`);
              } else if (!(e as Error).message.includes(name) && !(e as Error).message.includes(RENAMED_AT_ROOT.get(name) ?? name) && what !== 'a revoked proxy' && !ecmascript) {
                problems.add(`${ctx}: the message does not name it: ${(e as Error).message.slice(0, 80)}`);
              }
            }
          }
        }
      }
      // An entry of classes alone (URLSearchParams) has nothing to call here.
      expect(called + Object.values(mod).filter(isClass).length).toBeGreaterThan(0);
      expect([...problems]).toEqual([]);
    }, 120_000);
  }
});

// Issue 46 item 5: a percent-encode set argument is one of the eight sets. Before,
// isInPercentEncodeSet answered false for "abc", {} and NaN, 10n reached the engine's
// own TypeError, and utf8PercentEncodeString took 999 and -1.
describe('percent-encode set and spaceAsPlus arguments', () => {
  const NOT_SETS: readonly unknown[] = ['abc', {}, NaN, 10n, 999, -1, 0, 0x03, 0x100, 1.5, Infinity, null, true, '16'];
  test.each(['@x/percent-encoding', '@x/url/percent-encoding'])('%s', async (entry) => {
    const mod = (await import(entry)) as Record<string, unknown>;
    const goods = goodArguments(mod);
    const setPosition: Record<string, number> = {
      isInPercentEncodeSet: 1,
      utf8PercentEncodeString: 1,
      utf8PercentEncodedLength: 1,
      utf8PercentEncodeRange: 3,
      utf8PercentEncodeCodePoint: 1,
      percentEncodeAfterEncoding: 2,
    };
    for (const [name, position] of Object.entries(setPosition)) {
      const f = mod[name] as (...a: unknown[]) => unknown;
      const good = goods[name] as readonly unknown[];
      for (const set of [...NOT_SETS]) {
        const args = good.map((g, k) => (k === position ? set : g));
        expect(() => f(...args), `${name} with set ${typeof set === 'bigint' ? '10n' : String(set)}`).toThrow(
          new RegExp(`^${name}: set must be a percent-encode set`),
        );
      }
      // Every one of the eight sets is accepted.
      for (let bit = 0x01; bit <= 0x80; bit <<= 1) f(...good.map((g, k) => (k === position ? bit : g)));
      // spaceAsPlus, where the function has it, is a boolean.
      if (good.length === position + 2) {
        for (const spaceAsPlus of [1, 'yes', null, {}]) {
          expect(() => f(...good.map((g, k) => (k === position + 1 ? spaceAsPlus : g)))).toThrow(new RegExp(`^${name}: spaceAsPlus must be a boolean`));
        }
      }
    }
  });
});
