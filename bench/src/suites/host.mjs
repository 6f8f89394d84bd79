// @ts-check
// Suite 3: hosts. Ours: parseHost(input) (a Host or null) and the low-level
// parseHostToString(input, false) (the serialized host or null). Rivals: Node's
// url.domainToASCII (ada's host parser for a special URL; '' on failure) and
// tr46.toASCII with the URL Standard's options (UTS #46 only: no IPv4/IPv6, no forbidden
// code points, so it does less than a host parser).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { domainToASCII } from 'node:url';
import tr46 from 'tr46';
import { hostsOf } from '../loops.mjs';
import { compare } from '../harness.mjs';
import { urlDatasets, idnaInputs, cap } from '../datasets.mjs';
import { loadOurs, checkContract } from '../ours.mjs';

// https://url.spec.whatwg.org/#concept-domain-to-ascii with beStrict false (Step 1).
const TR46_OPTIONS = {
  checkHyphens: false,
  checkBidi: true,
  checkJoiners: true,
  useSTD3ASCIIRules: false,
  transitionalProcessing: false,
  verifyDNSLength: false,
  ignoreInvalidPunycode: false,
};

export async function main() {
  /** @type {{ name: string, inputs: string[], ascii: boolean }[]} */
  const sets = [];
  const notes = ['"ours toString" is parseHostToString(input, false), the low-level entry the URL parser uses'];
  for (const { name, inputs } of await urlDatasets()) {
    const hosts = hostsOf(inputs);
    if (hosts.length >= 100) sets.push({ name: `${name} hosts`, inputs: hosts, ascii: true });
    else notes.push(`${name}: only ${hosts.length} hosts, not used`);
  }
  const idna = idnaInputs();
  if (idna !== null) sets.push({ name: 'ada-idna to_ascii', inputs: idna, ascii: false });
  else notes.push('ada-idna to_ascii: ../shared/bench-data absent (X_BENCH_DATA), table skipped');
  const { dataDir } = await import('../../../wpt/scripts/sync.mjs');
  /** @type {{ input: string }[]} */
  const toascii = JSON.parse(readFileSync(join(dataDir, 'toascii.json'), 'utf8')).filter((/** @type {unknown} */ c) => typeof c === 'object');
  sets.push({ name: 'wpt toascii', inputs: cap(toascii.map((c) => c.input)), ascii: false });
  const asciiSets = new Set(sets.filter((s) => s.ascii).map((s) => s.name));

  const ours = await loadOurs('@x/host', ['parseHost']);
  /** @type {(input: string) => object | null} */
  const parseHost = ours.mod?.parseHost;
  /** @type {(input: string, isOpaque: boolean) => string | null} */
  const parseHostToString = ours.mod?.parseHostToString;
  const skipHost =
    ours.why ?? checkContract('parseHost', () => parseHost('EXAMPLE.com') !== null && parseHost('a b') === null);
  const skipToString =
    ours.why ??
    (typeof parseHostToString !== 'function'
      ? '@x/host does not export parseHostToString yet'
      : checkContract('parseHostToString', () => parseHostToString('EXAMPLE.com', false) === 'example.com' && parseHostToString('a b', false) === null));

  const datasets = sets.map(({ name, inputs }) => ({ name, ops: inputs.length, data: inputs }));
  /** @type {import('../harness.mjs').Contender[]} */
  const contenders = [
    {
      name: 'ours parseHost',
      ...(skipHost !== null ? { skip: skipHost } : {}),
      run: (/** @type {string[]} */ inputs) => {
        let n = 0;
        for (let i = 0; i < inputs.length; i++) n += parseHost(/** @type {string} */ (inputs[i])) === null ? 1 : 2;
        return n;
      },
    },
    {
      name: 'ours toString',
      ...(skipToString !== null ? { skip: skipToString } : {}),
      run: (/** @type {string[]} */ inputs) => {
        let n = 0;
        for (let i = 0; i < inputs.length; i++) {
          const h = parseHostToString(/** @type {string} */ (inputs[i]), false);
          n += h === null ? 1 : h.length;
        }
        return n;
      },
    },
    {
      name: 'node domainToASCII',
      run: (/** @type {string[]} */ inputs) => {
        let n = 0;
        for (let i = 0; i < inputs.length; i++) n += domainToASCII(/** @type {string} */ (inputs[i])).length;
        return n;
      },
    },
    {
      name: 'tr46 toASCII',
      run: (/** @type {string[]} */ inputs) => {
        let n = 0;
        for (let i = 0; i < inputs.length; i++) {
          const h = tr46.toASCII(/** @type {string} */ (inputs[i]), TR46_OPTIONS);
          n += h === null ? 1 : h.length;
        }
        return n;
      },
    },
  ];

  if (skipToString === null) {
    for (const { name, inputs } of sets) {
      let diff = 0;
      /** @type {string | null} */
      let example = null;
      for (const s of inputs) {
        const mine = parseHostToString(s, false) ?? '';
        const node = domainToASCII(s);
        if (mine !== node) {
          diff++;
          example ??= `${JSON.stringify(s)} → ours ${JSON.stringify(mine)}, node ${JSON.stringify(node)}`;
        }
      }
      notes.push(`${name}: ours differs from Node's domainToASCII on ${diff} of ${inputs.length}${example ? ` (e.g. ${example.slice(0, 140)})` : ''}`);
    }
  }

  return [
    compare({
      title: 'host: parse a host to its ASCII serialization',
      unit: 'host',
      datasets,
      contenders,
      ratios: [
        { label: 'parseHost/node', num: 'ours parseHost', den: 'node domainToASCII' },
        { label: 'toString/node', num: 'ours toString', den: 'node domainToASCII' },
        { label: 'parseHost/tr46', num: 'ours parseHost', den: 'tr46 toASCII' },
      ],
      goals: [
        {
          ratio: 'parseHost/node',
          max: 0.5,
          text: 'ASCII hosts at most half the time of Node\'s domainToASCII',
          datasets: (name) => asciiSets.has(name),
        },
      ],
      notes,
    }),
  ];
}
