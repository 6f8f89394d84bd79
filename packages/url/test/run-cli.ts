// The CLI run as the tests run it: main(argv) with an IO sink that collects what it writes.
import { main } from '../src/cli-main';

export function run(...argv: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = main(argv, { stdout: (t) => (out += t), stderr: (t) => (err += t) });
  return { code, out, err };
}
