// One case of WPT urlpattern/urlpatterntestdata.json, checked the way
// urlpattern/resources/urlpatterntests.js checks it: the constructor (or its TypeError),
// every component's pattern string (expected_obj, else derived from the arguments as the
// runner derives it), test() and exec(). Shared by the vitest suite (wpt-urlpattern.test.ts)
// and the portable runner that other engines run (portable/run-wpt.ts, where `vitest` is
// bundled as url-api's portable expect). `URL` is the running engine's (for base URLs only).
import type { URLPatternTestCase } from '@x/wpt';
import { expect } from 'vitest';

/** A case's name, as WPT's runner prints it (repeats numbered by the harness). */
export const urlPatternCaseName = (c: URLPatternTestCase): string => `Pattern: ${JSON.stringify(c.pattern)} Inputs: ${JSON.stringify(c.inputs)}`;

/** The class under test: ours or an engine's own. */
export type URLPatternClass = new (...args: never[]) => unknown;

const COMPONENTS = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash'] as const;
type Component = (typeof COMPONENTS)[number];

const EARLIER_COMPONENTS: Readonly<Record<Component, readonly Component[]>> = {
  protocol: [],
  hostname: ['protocol'],
  port: ['protocol', 'hostname'],
  username: [],
  password: [],
  pathname: ['protocol', 'hostname', 'port'],
  search: ['protocol', 'hostname', 'port', 'pathname'],
  hash: ['protocol', 'hostname', 'port', 'pathname', 'search'],
};

type AnyRecord = Record<string, unknown>;

/** The component's expected pattern string when expected_obj does not give it (the runner's rules). */
function derivedPatternString(entry: URLPatternTestCase, component: Component): string {
  const first = entry.pattern[0];
  let baseURL: URL | null = null;
  if (entry.pattern.length > 0 && typeof first === 'object' && first !== null && (first as AnyRecord).baseURL) {
    baseURL = new URL((first as AnyRecord).baseURL as string);
  } else if (entry.pattern.length > 1 && typeof entry.pattern[1] === 'string') {
    baseURL = new URL(entry.pattern[1]);
  }
  if (entry.exactly_empty_components?.includes(component)) return '';
  if (typeof first === 'object' && first !== null && (first as AnyRecord)[component]) return (first as AnyRecord)[component] as string;
  if (typeof first === 'object' && first !== null && EARLIER_COMPONENTS[component].some((c) => c in first)) return '*';
  if (baseURL !== null && component !== 'username' && component !== 'password') {
    let value = baseURL[component];
    if (component === 'protocol') value = value.slice(0, -1);
    else if (component === 'search' || component === 'hash') value = value.slice(1);
    return value;
  }
  return '*';
}

export function runURLPatternCase(URLPattern: URLPatternClass, entry: URLPatternTestCase): void {
  const Ctor = URLPattern as unknown as new (...args: unknown[]) => AnyRecord & {
    test(...a: unknown[]): boolean;
    exec(...a: unknown[]): AnyRecord | null;
  };
  if (entry.expected_obj === 'error') {
    expect(() => new Ctor(...entry.pattern)).toThrow(TypeError);
    return;
  }
  const pattern = new Ctor(...entry.pattern);
  const expectedObj = entry.expected_obj ?? {};
  for (const component of COMPONENTS) {
    const expected = expectedObj[component] ?? derivedPatternString(entry, component);
    expect(pattern[component], `compiled pattern property '${component}'`).toBe(expected);
  }
  const inputs = entry.inputs ?? [];
  if (entry.expected_match === 'error') {
    expect(() => pattern.test(...inputs)).toThrow(TypeError);
    expect(() => pattern.exec(...inputs)).toThrow(TypeError);
    return;
  }
  expect(pattern.test(...inputs), 'test() result').toBe(!!entry.expected_match);
  const execResult = pattern.exec(...inputs);
  if (!entry.expected_match || typeof entry.expected_match !== 'object') {
    expect(execResult, 'exec() failed match result').toBe(entry.expected_match ?? null);
    return;
  }
  if (execResult === null) throw new Error('exec() returned null');
  const expectedMatch = entry.expected_match as AnyRecord;
  const expectedInputs = (expectedMatch.inputs as unknown[] | undefined) ?? inputs;
  const actualInputs = execResult.inputs as unknown[];
  expect(actualInputs.length, 'exec() result.inputs.length').toBe(expectedInputs.length);
  actualInputs.forEach((input, i) => {
    const expectedInput = expectedInputs[i];
    if (typeof input === 'string') {
      expect(input, `exec() result.inputs[${i}]`).toBe(expectedInput);
      return;
    }
    for (const component of COMPONENTS) {
      expect((input as AnyRecord)[component], `exec() result.inputs[${i}][${component}]`).toBe((expectedInput as AnyRecord)[component]);
    }
  });
  for (const component of COMPONENTS) {
    let expectedComponent = expectedMatch[component] as { input: string; groups: Record<string, unknown> } | undefined;
    if (!expectedComponent) {
      expectedComponent = { input: '', groups: {} };
      if (!entry.exactly_empty_components?.includes(component)) expectedComponent.groups['0'] = '';
    }
    const groups: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(expectedComponent.groups)) groups[key] = value === null ? undefined : value;
    expect(execResult[component], `exec() result for ${component}`).toStrictEqual({ input: expectedComponent.input, groups });
  }
}

