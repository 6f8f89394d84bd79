#!/usr/bin/env python3
"""The Dask recipe (x_url_dask.py) on a LocalCluster of two worker processes, held to one
x-url process over the same input (packages/url/README.md, "Partitions, retries and
failed lines"):

1. the four real URL lists repeated to >= 300,000 lines, cut into 16 partitions: the part
   files concatenated in partition order are byte-identical to one x-url run;
2. a partition holding a line that is not UTF-8, a line starting with a BOM, an empty line
   and a 1 MB line: each is a record, counted in its partition's summary, none fatal, and
   the whole is still byte-identical to one run;
3. the worker process running a partition killed (SIGKILL, by its pid) after x-url has
   written part of that partition: the scheduler runs the partition again on a live
   worker, and the result is complete and byte-identical (nothing lost, nothing twice).

    /usr/bin/python3 examples/dask/test_x_url_dask.py [--json report.json]

Needs Debian's python3-distributed, Node and the built CLI (packages/url/dist/cli.js), and
the URL lists read in place from ../shared/bench-data beside the repository (X_BENCH_DATA
overrides, as for the bench). --json writes {"passed", "failed", "failures"} for
tooling/scripts/test-all.mjs. Every wait is bounded; nothing depends on timing.
"""

from __future__ import annotations

import filecmp
import json
import logging
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)

import x_url_dask  # noqa: E402  (after the path)
from x_url_dask import Split, concatenate, map_with_dask, split_file  # noqa: E402

DATA = os.path.abspath(os.environ.get("X_BENCH_DATA") or os.path.join(REPO, "..", "shared", "bench-data"))
# The four real URL lists (bench/src/datasets.mjs reads the same ones).
LISTS = [
    "url-various-datasets/others/kasztp.txt",
    "url-various-datasets/others/userbait.txt",
    "url-various-datasets/files/node_files.txt",
    "url-various-datasets/files/isaacs_files.txt",
]
LINES = 300_000
PARTITIONS = 16
CLI = os.path.join(REPO, "packages", "url", "dist", "cli.js")
COMMAND = ["node", CLI]
JOB_SECONDS = 240
BAD_SPLIT = 5
BAD_LINES = [
    b"https://example.org/\xff\xfe\xc3\x28/not-utf-8",  # not UTF-8
    b"\xef\xbb\xbfhttps://example.org/bom",  # a BOM (U+FEFF) first: no scheme, fails
    b"",  # empty: fails
    b"https://example.org/" + b"a" * (1 << 20),  # 1 MB, parses
]


def real_lines() -> list[bytes]:
    """The four lists' lines, each ending in "\\n", as they are on disk."""
    out: list[bytes] = []
    for rel in LISTS:
        path = os.path.join(DATA, rel)
        if not os.path.exists(path):
            raise FileNotFoundError(f"{path} is missing: the URL lists are read from ../shared/bench-data beside the repository (or X_BENCH_DATA)")
        with open(path, "rb") as f:
            lines = f.read().split(b"\n")
        if lines[-1] == b"":
            lines.pop()
        out.extend(line + b"\n" for line in lines)
    return out


def one_process(input_path: str, output_path: str) -> tuple[int, tuple[int, int, int]]:
    """One x-url over the whole file: its exit code and summary (URLs, failed, not UTF-8)."""
    with open(input_path, "rb") as i, open(output_path, "wb") as o:
        r = subprocess.run(COMMAND, stdin=i, stdout=o, stderr=subprocess.PIPE, timeout=JOB_SECONDS)
    m = x_url_dask.SUMMARY.search(r.stderr)
    assert m is not None, r.stderr
    return r.returncode, tuple(int(g or 0) for g in m.groups())  # type: ignore[return-value]


def count_lines(path: str, start: int = 0, stop: int | None = None) -> int:
    with open(path, "rb") as f:
        f.seek(start)
        data = f.read() if stop is None else f.read(stop - start)
    return data.count(b"\n") + (1 if data and not data.endswith(b"\n") else 0)


def first_difference(a: str, b: str) -> str:
    """Where two NDJSON files part (for a failure message)."""
    with open(a, "rb") as fa, open(b, "rb") as fb:
        for n, (la, lb) in enumerate(zip(fa, fb)):
            if la != lb:
                return f"line {n + 1}: {la[:200]!r} != {lb[:200]!r}"
    return f"one is a prefix of the other ({os.path.getsize(a)} vs {os.path.getsize(b)} bytes)"


class DaskRecipe(unittest.TestCase):
    @classmethod
    def setUpClass(cls) -> None:
        from dask.distributed import Client, LocalCluster

        if not os.path.exists(CLI):
            raise FileNotFoundError(f"{CLI} is not built (pnpm build)")
        cls.tmp = tempfile.mkdtemp(prefix="x-url-dask-test-")
        pool = real_lines()
        repeats = -(-LINES // len(pool))
        cls.input = os.path.join(cls.tmp, "input.txt")
        with open(cls.input, "wb") as f:
            for _ in range(repeats):
                f.writelines(pool)
        cls.input_lines = len(pool) * repeats
        cls.reference = os.path.join(cls.tmp, "one-process.ndjson")
        cls.reference_code, cls.reference_summary = one_process(cls.input, cls.reference)
        cls.cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None, silence_logs=logging.ERROR)
        cls.client = Client(cls.cluster)

    @classmethod
    def tearDownClass(cls) -> None:
        client = getattr(cls, "client", None)
        if client is not None:
            client.close(timeout=30)
            cls.cluster.close(timeout=30)
        shutil.rmtree(getattr(cls, "tmp", ""), ignore_errors=True)

    def job(self, name: str, splits: list[Split], command: list[str]) -> tuple[list, str]:
        out_dir = os.path.join(self.tmp, name)
        os.mkdir(out_dir)
        results = map_with_dask(self.client, splits, command, out_dir, timeout=JOB_SECONDS)
        output = os.path.join(self.tmp, f"{name}.ndjson")
        concatenate(results, output)
        return results, output

    def assert_same_as_one_process(self, output: str, reference: str) -> None:
        self.assertTrue(filecmp.cmp(output, reference, shallow=False), first_difference(output, reference))

    def test_1_sixteen_partitions_on_two_workers(self) -> None:
        self.assertGreaterEqual(self.input_lines, LINES)
        splits = split_file(self.input, PARTITIONS)
        self.assertEqual(len(splits), PARTITIONS)
        self.assertTrue(all(s.stop > s.start for s in splits), "every partition holds lines")
        results, output = self.job("sixteen", splits, COMMAND)
        self.assertEqual([r.index for r in results], list(range(PARTITIONS)))
        self.assertEqual(len({r.pid for r in results}), 2, "both worker processes mapped partitions")
        for s, r in zip(splits, results):
            self.assertEqual(r.urls, count_lines(s.path, s.start, s.stop), f"partition {s.index}: one record per line")
            self.assertEqual(count_lines(r.part), r.urls, f"partition {s.index}: its part file holds its records")
        self.assert_same_as_one_process(output, self.reference)
        summed = (sum(r.urls for r in results), sum(r.failed for r in results), sum(r.not_utf8 for r in results))
        self.assertEqual(summed, self.reference_summary)
        self.assertEqual(summed[0], self.input_lines)
        self.assertEqual(max(r.exit_code for r in results), self.reference_code)

    def test_2_bad_lines_in_a_partition(self) -> None:
        splits = split_file(self.input, PARTITIONS)
        path = os.path.join(self.tmp, "bad-lines.txt")
        bad_splits: list[Split] = []
        with open(self.input, "rb") as src, open(path, "wb") as dst:
            for s in splits:
                src.seek(s.start)
                data = src.read(s.stop - s.start)
                if s.index == BAD_SPLIT:
                    # In the partition's middle, so that a partition boundary is not what is tested.
                    mid = data.find(b"\n", len(data) // 2) + 1
                    offset_in_split = data.count(b"\n", 0, mid)
                    data = data[:mid] + b"".join(line + b"\n" for line in BAD_LINES) + data[mid:]
                start = dst.tell()
                dst.write(data)
                bad_splits.append(Split(s.index, path, start, dst.tell()))
        reference = os.path.join(self.tmp, "bad-lines-one-process.ndjson")
        code, summary = one_process(path, reference)
        self.assertEqual(code, 1, "one process: exit 1, some lines failed")
        results, output = self.job("bad-lines", bad_splits, COMMAND)
        self.assert_same_as_one_process(output, reference)
        summed = (sum(r.urls for r in results), sum(r.failed for r in results), sum(r.not_utf8 for r in results))
        self.assertEqual(summed, summary)
        bad = results[BAD_SPLIT]
        self.assertEqual(bad.exit_code, 1, "a partition with failed lines completes with exit 1")
        with open(bad.part, "rb") as f:
            records = [json.loads(line) for line in f]
        self.assertEqual(len(records), bad.urls)
        self.assertEqual(bad.failed, sum(1 for r in records if r["ok"] is False), "the summary counts the failed records")
        self.assertEqual(bad.not_utf8, 1)
        not_utf8, bom, empty, long = records[offset_in_split : offset_in_split + len(BAD_LINES)]
        self.assertEqual((not_utf8["ok"], not_utf8.get("invalidUTF8")), (False, True))
        self.assertIn("\ufffd", not_utf8["input"])
        self.assertEqual((bom["ok"], bom["input"]), (False, "\ufeffhttps://example.org/bom"))
        self.assertEqual((empty["ok"], empty["input"]), (False, ""))
        self.assertEqual((long["ok"], len(long["href"])), (True, len(BAD_LINES[3])))

    def test_3_worker_killed_mid_partition(self) -> None:
        gate = os.path.join(self.tmp, "gate")
        os.mkdir(gate)
        command = [sys.executable, os.path.join(HERE, "stall_once.py"), gate, "--", *COMMAND]
        ready = os.path.join(gate, "stalled.json")
        killed: dict = {}

        def kill_when_stalled() -> None:
            deadline = time.monotonic() + JOB_SECONDS / 2
            while not os.path.exists(ready) and time.monotonic() < deadline:
                time.sleep(0.05)
            if os.path.exists(ready):
                with open(ready, encoding="utf-8") as f:
                    killed.update(json.load(f))
                os.kill(killed["worker"], signal.SIGKILL)

        killer = threading.Thread(target=kill_when_stalled)
        killer.start()
        try:
            results, output = self.job("killed", split_file(self.input, PARTITIONS), command)
        finally:
            killer.join()
        self.assertIn("worker", killed, "an attempt stalled mid-partition and its worker was killed")
        self.assertGreater(killed["bytes"], 0, "x-url had written records of the partition when the worker died")
        self.assert_same_as_one_process(output, self.reference)
        self.assertEqual(sum(r.urls for r in results), self.input_lines)
        # The killed attempt's file is a strict prefix of the part the retry committed.
        name = os.path.basename(killed["attempt"])
        part = next(r for r in results if os.path.basename(r.part) == name.split(".ndjson.")[0] + ".ndjson")
        self.assertNotEqual(part.pid, killed["worker"], "a live worker ran the partition again")
        with open(killed["attempt"], "rb") as a, open(part.part, "rb") as p:
            partial, committed = a.read(), p.read()
        self.assertTrue(0 < len(partial) < len(committed) and committed.startswith(partial))
        with open(os.path.join(gate, "attempts.log"), encoding="utf-8") as log:
            attempts = [os.path.basename(line.strip()).split(".ndjson.")[0] for line in log]
        self.assertEqual(attempts.count(os.path.basename(part.part)[: -len(".ndjson")]), 1, "the partition ran once more, to completion")
        self.assertEqual(len(attempts), PARTITIONS, "every partition completed once")


# The whole file's bound: past it, the run is reported as one failure and the process ends
# (a hung cluster must not hold CI).
TOTAL_SECONDS = 900


def write_report(json_out: str | None, passed: int, failures: list[str]) -> None:
    if json_out is not None:
        with open(json_out, "w", encoding="utf-8") as f:
            json.dump({"passed": passed, "failed": len(failures), "failures": failures}, f)


def run(argv: list[str]) -> int:
    json_out = None
    if "--json" in argv:
        json_out = argv[argv.index("--json") + 1]

    def give_up() -> None:
        write_report(json_out, 0, [f"the Dask tests did not end within {TOTAL_SECONDS} s"])
        print(f"dask recipe: not done after {TOTAL_SECONDS} s", file=sys.stderr, flush=True)
        os._exit(3)

    watchdog = threading.Timer(TOTAL_SECONDS, give_up)
    watchdog.daemon = True
    watchdog.start()
    suite = unittest.defaultTestLoader.loadTestsFromTestCase(DaskRecipe)
    result = unittest.TextTestRunner(verbosity=2).run(suite)
    # A failed setUpClass is one error and no test run.
    failures = [str(t) for t, _ in result.failures + result.errors]
    failed = len(failures)
    passed = max(result.testsRun - failed - len(result.skipped), 0)
    watchdog.cancel()
    write_report(json_out, passed, failures)
    print(f"dask recipe: {passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
