// Registers WPT cases as vitest tests with an expected-failures ratchet (rust-url's
// expected_failures.txt): a listed case runs as `test.fails`, so an unexpected pass
// fails the run, and a listed name that matches no case fails too (stale entry).
import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { numberedNames } from './portable';

export { numberedNames };

/** `{ "<WPT file>": { "<case name>": "<reason>" } }` */
export type ExpectedFailures = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Reads a package's test/expected-failures.json (an absent file means none). */
export function readExpectedFailures(path: string | URL): ExpectedFailures {
  if (!existsSync(path)) return {};
  return JSON.parse(readFileSync(path, 'utf8')) as ExpectedFailures;
}

/** A readable, unique-per-file name for a WPT case. */
export function caseName(input: string, base?: string | null): string {
  const show = (s: string): string => JSON.stringify(s);
  return base === undefined || base === null ? show(input) : `${show(input)} against ${show(base)}`;
}

export interface WptSuite<T> {
  /** The WPT file name, e.g. "urltestdata.json"; the describe block is named after it. */
  readonly file: string;
  /** A label for this run of the file (e.g. "parseURL"), appended to the describe name. */
  readonly via?: string;
  readonly cases: readonly T[];
  readonly name: (c: T) => string;
  readonly expected: ExpectedFailures;
  readonly run: (c: T) => void;
}

/** Registers one describe block per WPT file (and runner), one test per case. */
export function wptSuite<T>(suite: WptSuite<T>): void {
  const listed = suite.expected[suite.via === undefined ? suite.file : `${suite.file} via ${suite.via}`] ?? {};
  const names = numberedNames(suite.cases, suite.name);
  describe(suite.via === undefined ? suite.file : `${suite.file} via ${suite.via}`, () => {
    suite.cases.forEach((c, i) => {
      const name = names[i] ?? String(i);
      if (Object.hasOwn(listed, name)) test.fails(name, () => suite.run(c));
      else test(name, () => suite.run(c));
    });
    test('expected-failures entries all name a case', () => {
      const stale = Object.keys(listed).filter((n) => !names.includes(n));
      expect(stale).toEqual([]);
    });
  });
}
