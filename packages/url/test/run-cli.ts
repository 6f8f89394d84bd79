// The CLI run as the tests run it: main(argv) with an IO sink that collects what it writes,
// and @x/percent-encoding/encodings loaded as the executable loads it for --encoding
// (runWithoutEncodings: as when the optional peer @exodus/bytes is not installed).
import * as encodings from '@x/percent-encoding/encodings';
import { main } from '../src/cli-main';
import type { EncodingsEntry } from '../src/cli-commands';

function runWith(entry: EncodingsEntry | undefined, argv: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = main(argv, { stdout: (t) => (out += t), stderr: (t) => (err += t), encodings: entry });
  return { code, out, err };
}

export function run(...argv: string[]): { code: number; out: string; err: string } {
  return runWith(encodings, argv);
}

export function runWithoutEncodings(...argv: string[]): { code: number; out: string; err: string } {
  return runWith(undefined, argv);
}
