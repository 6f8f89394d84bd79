// Typed loaders for the WPT url/resources data files (synced into wpt/data/ first).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir, syncWpt } from '../scripts/sync.mjs';

/** urltestdata.json / urltestdata-javascript-only.json object. */
export interface UrlTestCase {
  readonly input: string;
  readonly base: string | null;
  readonly comment?: string;
  readonly failure?: true;
  /** Only on failures: the input parses against some bases (see PROVENANCE.md). */
  readonly relativeTo?: 'non-opaque-path-base' | 'any-base';
  readonly href?: string;
  readonly origin?: string;
  readonly protocol?: string;
  readonly username?: string;
  readonly password?: string;
  readonly host?: string;
  readonly hostname?: string;
  readonly port?: string;
  readonly pathname?: string;
  readonly search?: string;
  readonly hash?: string;
  readonly searchParams?: string;
}

export type SetterAttribute =
  | 'protocol' | 'username' | 'password' | 'host' | 'hostname' | 'port' | 'pathname' | 'search' | 'hash' | 'href';

export interface SetterTestCase {
  readonly href: string;
  readonly new_value: string;
  readonly expected: Readonly<Partial<Record<SetterAttribute | 'origin', string>>>;
  readonly comment?: string;
}

/** toascii.json object: output null means domain to ASCII fails. */
export interface ToASCIICase {
  readonly input: string;
  readonly output: string | null;
  readonly comment?: string;
  readonly urlStandardOnly?: boolean;
}

/** IdnaTestV2.json / IdnaTestV2-removed.json object. */
export interface IdnaTestCase {
  readonly input: string;
  readonly output: string | null;
  readonly comment?: string;
}

/** percent-encoding.json object: expected query output per encoding label. */
export interface PercentEncodingCase {
  readonly input: string;
  readonly output: Readonly<Record<string, string>>;
}

async function readJson(file: string): Promise<unknown[] | Record<string, unknown>> {
  await syncWpt();
  return JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as unknown[] | Record<string, unknown>;
}

/** The objects of a WPT list file; the strings between them are comments. */
async function readCases<T>(file: string): Promise<T[]> {
  const data = await readJson(file);
  if (!Array.isArray(data)) throw new TypeError(`${file} is not a list`);
  return data.filter((x): x is T => typeof x === 'object' && x !== null);
}

export const loadUrlTestData = (): Promise<UrlTestCase[]> => readCases<UrlTestCase>('urltestdata.json');
export const loadUrlTestDataJavaScriptOnly = (): Promise<UrlTestCase[]> =>
  readCases<UrlTestCase>('urltestdata-javascript-only.json');
export const loadToASCII = (): Promise<ToASCIICase[]> => readCases<ToASCIICase>('toascii.json');
export const loadIdnaTestV2 = (): Promise<IdnaTestCase[]> => readCases<IdnaTestCase>('IdnaTestV2.json');
export const loadIdnaTestV2Removed = (): Promise<IdnaTestCase[]> => readCases<IdnaTestCase>('IdnaTestV2-removed.json');
export const loadPercentEncoding = (): Promise<PercentEncodingCase[]> =>
  readCases<PercentEncodingCase>('percent-encoding.json');

export async function loadSettersTests(): Promise<Record<SetterAttribute, SetterTestCase[]>> {
  const data = await readJson('setters_tests.json');
  if (Array.isArray(data)) throw new TypeError('setters_tests.json is not an object');
  const out = {} as Record<SetterAttribute, SetterTestCase[]>;
  for (const [key, value] of Object.entries(data)) {
    if (key === 'comment' || !Array.isArray(value)) continue;
    out[key as SetterAttribute] = value as SetterTestCase[];
  }
  return out;
}

/** urlpatterntestdata.json object (WPT urlpattern/resources/urlpatterntests.js reads it). */
export interface URLPatternTestCase {
  /** The constructor's arguments. */
  readonly pattern: readonly unknown[];
  /** test()/exec()'s arguments. */
  readonly inputs?: readonly unknown[];
  readonly expected_obj?: 'error' | Readonly<Record<string, string>>;
  readonly expected_match?: 'error' | null | Readonly<Record<string, unknown>>;
  readonly exactly_empty_components?: readonly string[];
}

/** urlpattern-compare-test-data.json object. */
export interface URLPatternCompareCase {
  readonly component: string;
  readonly left: unknown;
  readonly right: unknown;
  readonly expected: number;
}

/** urlpattern-generate-test-data.json object: expected null means generate() throws a TypeError. */
export interface URLPatternGenerateCase {
  readonly pattern: unknown;
  readonly component: string;
  readonly groups: Readonly<Record<string, string>>;
  readonly expected: string | null;
}

export const loadURLPatternTestData = (): Promise<URLPatternTestCase[]> => readCases<URLPatternTestCase>('urlpatterntestdata.json');
export const loadURLPatternCompareTestData = (): Promise<URLPatternCompareCase[]> =>
  readCases<URLPatternCompareCase>('urlpattern-compare-test-data.json');
export const loadURLPatternGenerateTestData = (): Promise<URLPatternGenerateCase[]> =>
  readCases<URLPatternGenerateCase>('urlpattern-generate-test-data.json');
