// The implementations the WPT suites run against: ours, and the running Node's global
// URLPattern where it has one (Node 24 and 26; Node 20 has none). Each one's deviations
// from the data are listed with the reason in its expected-failures file, never skipped.
import { readExpectedFailures, type ExpectedFailures } from '@x/wpt';
import { URLPattern } from '../src/index';

export const NODE_MAJOR = process.versions.node.split('.')[0] as string;

export interface Impl {
  readonly name: 'x-url' | 'node';
  readonly URLPattern: typeof URLPattern;
  readonly expected: ExpectedFailures;
}

const nodeURLPattern = (globalThis as { URLPattern?: typeof URLPattern }).URLPattern;

export const IMPLS: readonly Impl[] = [
  { name: 'x-url', URLPattern, expected: readExpectedFailures(new URL('./expected-failures.json', import.meta.url)) },
  ...(nodeURLPattern === undefined
    ? []
    : [{ name: 'node' as const, URLPattern: nodeURLPattern, expected: readExpectedFailures(new URL(`./expected-failures-node${NODE_MAJOR}.json`, import.meta.url)) }]),
];
