#!/usr/bin/env node
// The `x-url` executable (package.json "bin"); the logic is in cli-main.ts.
import { main } from './cli-main';

process.exitCode = main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
