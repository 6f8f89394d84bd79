// The update steps keep the serialization they wrote into the URL's query, and a list
// keeps each tuple's encoding from its second serialization on: every way the list can
// change must show, and no other list or iterator result may see a change.
import { describe, expect, test } from 'vitest';
import { URL, URLSearchParams } from '../src/index';

describe('URLSearchParams serialization between changes', () => {
  test('each mutator is seen by the next toString()', () => {
    const p = new URLSearchParams('b=2&a=1');
    expect(p.toString()).toBe('b=2&a=1');
    p.append('c', '3 4');
    expect(p.toString()).toBe('b=2&a=1&c=3+4');
    p.set('b', 'x');
    expect(p.toString()).toBe('b=x&a=1&c=3+4');
    p.sort();
    expect(p.toString()).toBe('a=1&b=x&c=3+4');
    p.delete('a');
    expect(p.toString()).toBe('b=x&c=3+4');
    p.delete('b', 'nope');
    expect(p.toString()).toBe('b=x&c=3+4');
  });
  test('changes through the URL (search and href setters) are seen', () => {
    const u = new URL('https://h/?a=1');
    const p = u.searchParams;
    expect(p.toString()).toBe('a=1');
    u.search = '?z=9';
    expect(p.toString()).toBe('z=9');
    u.href = 'https://h/?y=8&y=7';
    expect(p.toString()).toBe('y=8&y=7');
    p.append('x', '6');
    expect(p.toString()).toBe('y=8&y=7&x=6');
    expect(u.search).toBe('?y=8&y=7&x=6');
    u.search = '';
    expect(p.toString()).toBe('');
  });
  test('set() changes only its own list', () => {
    const a = new URLSearchParams('x=1&y=2&x=3');
    const b = new URLSearchParams(a);
    const [first] = a.entries();
    a.set('x', '9');
    expect(a.toString()).toBe('x=9&y=2');
    expect(b.toString()).toBe('x=1&y=2&x=3');
    expect(first).toEqual(['x', '1']);
    b.set('x', '1');
    expect(b.toString()).toBe('x=1&y=2');
    b.set('z', '0');
    expect(b.toString()).toBe('x=1&y=2&z=0');
  });
});

// From its second serialization on, a list keeps each tuple's encoding and reuses it for
// the same pair at the same index: every sequence of changes must still serialize as a
// list that never kept anything (Node's URLSearchParams, doing the same calls).
/** The calls that change a list; op 5 and 6 change nothing (only the serializations run). */
function change(p: URLSearchParams | globalThis.URLSearchParams, op: number, n: string, v: string): void {
  if (op === 0) p.append(n, v);
  else if (op === 1) p.set(n, v);
  else if (op === 2) p.delete(n);
  else if (op === 3) p.delete(n, v);
  else if (op === 4) p.sort();
}

describe('URLSearchParams: reused tuple encodings', () => {
  test('a pair moved back to its old index after set() is encoded again', () => {
    // "y" is at index 1 when the encodings are kept; sort moves it to 0, set() gives it a
    // new value there, and a second sort brings it back to index 1.
    const p = new URLSearchParams('z=1&y=2');
    expect(p.toString()).toBe('z=1&y=2');
    expect(p.toString()).toBe('z=1&y=2');
    p.sort();
    p.set('y', 'new value');
    p.append('a', '0');
    p.sort();
    expect(p.toString()).toBe('a=0&y=new+value&z=1');
  });

  test('random sequences of changes, detached and attached to a URL, against Node', () => {
    // A small deterministic generator (xorshift32): the same sequences on every run.
    let seed = 0x9e3779b9;
    const next = (n: number): number => {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      return (seed >>> 0) % n;
    };
    const names = ['a', 'b', 'c', 'é', 'a b', '&'];
    const values = ['', '1', '2', 'x y', '=', '💩'];
    for (let run = 0; run < 300; run++) {
      const start = Array.from({ length: next(5) }, () => `${names[next(6)]}=${values[next(6)]}`).join('&');
      const url = new URL(`https://h/?${start}`);
      const nodeURL = new globalThis.URL(`https://h/?${start}`);
      const pairs: Array<[URLSearchParams, globalThis.URLSearchParams]> = [
        [new URLSearchParams(start), new globalThis.URLSearchParams(start)],
        [url.searchParams, nodeURL.searchParams],
      ];
      const ops: string[] = [];
      for (let step = 0; step < 12; step++) {
        const op = next(7);
        const n = names[next(6)] as string;
        const v = values[next(6)] as string;
        ops.push(`${op}:${n}:${v}`);
        for (const [ours, node] of pairs) {
          change(ours, op, n, v);
          change(node, op, n, v);
          expect(ours.toString(), `${start} ${ops.join(' ')}`).toBe(node.toString());
        }
        expect(url.search).toBe(nodeURL.search);
        if (op === 6) {
          const search = `?${names[next(6)]}=${values[next(6)]}&${names[next(6)]}=`;
          url.search = search;
          nodeURL.search = search;
          expect(url.searchParams.toString()).toBe(nodeURL.searchParams.toString());
        }
      }
    }
  });
});

describe('URLSearchParams: long lists (serialized in flattened pieces of 1,024 tuples)', () => {
  // A list of `count` tuples, some needing encoding, in a fixed shuffled order of names.
  const listOf = (count: number): Array<[string, string]> =>
    Array.from({ length: count }, (_, i) => [`n${(i * 7919) % 1000}`, i % 5 === 0 ? `v ${i}é` : `v${i}`]);

  test('toString, first and later serializations, across piece boundaries, against Node', () => {
    for (const count of [1023, 1024, 1025, 2048, 3001]) {
      const pairs = listOf(count);
      const ours = new URLSearchParams(pairs);
      const node = new globalThis.URLSearchParams(pairs);
      expect(ours.toString()).toBe(node.toString()); // the first: nothing kept
      expect(ours.toString()).toBe(node.toString()); // the second: tuple encodings kept
      ours.set('n500', 'changed');
      node.set('n500', 'changed');
      expect(ours.toString()).toBe(node.toString()); // reuses all but the changed tuples
      ours.sort();
      node.sort();
      expect([...ours]).toEqual([...node]);
      expect(ours.toString()).toBe(node.toString());
    }
  });

  test('sort() is stable by name, and a sorted list stays as it is', () => {
    const pairs = listOf(2000);
    const ours = new URLSearchParams(pairs);
    ours.sort();
    const expected = pairs
      .map((pair, index) => ({ pair, index }))
      .sort((x, y) => (x.pair[0] < y.pair[0] ? -1 : x.pair[0] > y.pair[0] ? 1 : x.index - y.index))
      .map(({ pair }) => pair);
    expect([...ours]).toEqual(expected);
    ours.sort();
    expect([...ours]).toEqual(expected);
    const one = new URLSearchParams('a=3&a=1&a=2');
    one.sort();
    expect(one.toString()).toBe('a=3&a=1&a=2');
  });
});
