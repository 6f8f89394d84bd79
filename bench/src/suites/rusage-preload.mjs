// @ts-check
// Preloaded (node --import) into an x-url process by cli-process.mjs: at the process's
// exit, writes what its own accounting says (getrusage of the whole process: every
// thread, worker threads that have ended included) to the file X_BENCH_RUSAGE names.
import { writeFileSync } from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.X_BENCH_RUSAGE;
// --import also runs in x-url's worker threads: only the main thread, which exits last, writes.
if (file !== undefined && isMainThread) {
  process.on('exit', () => {
    const r = process.resourceUsage(); // µs, and KiB for maxRSS
    const userMs = r.userCPUTime / 1e3;
    const systemMs = r.systemCPUTime / 1e3;
    writeFileSync(file, JSON.stringify({ cpuMs: userMs + systemMs, userMs, systemMs, maxRSSMB: (r.maxRSS * 1024) / 1e6 }));
  });
}
