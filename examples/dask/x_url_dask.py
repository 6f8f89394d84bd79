#!/usr/bin/env python3
"""x-url's bulk mode as the mapper of a Dask distributed job.

    python3 x_url_dask.py urls.txt urls.ndjson [--workers 2] [--partitions 16]
                          [--scheduler tcp://host:8786] [--x-url 'node .../cli.js']

Cuts a URL list into partitions of whole lines (by byte offsets, as Hadoop's input splits
are cut), parses each partition with one `x-url` process on a Dask worker, commits each
partition's NDJSON to its own part file, and concatenates the parts in partition order.
The result is byte for byte what one `x-url < urls.txt` writes (packages/url/README.md,
"Partitions, retries and failed lines", states the contract; test_x_url_dask.py tests it).

Without --scheduler it starts a LocalCluster of --workers worker processes, one thread
each. With --scheduler the workers must see the input file and the output folder at the
same paths (a shared file system) and have x-url installed.
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass

# The summary x-url writes to stderr at the end of bulk mode:
# "x-url: 327183 URLs, 5120 failed (2 not UTF-8), 250000/s in 1.3 s".
SUMMARY = re.compile(rb"x-url: (\d+) URLs, (\d+) failed(?: \((\d+) not UTF-8\))?")

# Bytes copied from the input file into x-url's stdin at a time.
PUMP = 1 << 20


@dataclass(frozen=True)
class Split:
    """Bytes [start, stop) of a file: whole lines, the last one ending in "\\n" unless the file's does not."""

    index: int
    path: str
    start: int
    stop: int


@dataclass(frozen=True)
class PartResult:
    index: int
    part: str
    exit_code: int
    pid: int
    """The worker process that ran the attempt committed."""
    urls: int
    failed: int
    not_utf8: int


class XUrlError(RuntimeError):
    """x-url ended with neither 0 (every line parsed) nor 1 (some lines failed, each in its record)."""


def split_file(path: str, parts: int) -> list[Split]:
    """Cuts a file into `parts` splits of whole lines: each cut moves forward to just after a "\\n".

    A line longer than a split leaves the next split empty (x-url maps an empty input to an
    empty output and exit code 0), so every line is in exactly one split."""
    size = os.path.getsize(path)
    cuts = [0]
    with open(path, "rb") as f:
        for i in range(1, parts):
            at = max(size * i // parts, cuts[-1])
            if at > 0 and at < size:
                f.seek(at - 1)
                # Move to just after the "\n" that ends the line holding byte at - 1.
                while True:
                    block = f.read(PUMP)
                    if not block:
                        at = size
                        break
                    nl = block.find(b"\n")
                    if nl != -1:
                        at = f.tell() - len(block) + nl + 1
                        break
            cuts.append(min(at, size))
    cuts.append(size)
    return [Split(i, path, cuts[i], cuts[i + 1]) for i in range(parts)]


def map_split(split: Split, command: list[str], out_dir: str) -> PartResult:
    """One task: x-url over one split, its NDJSON committed as out_dir/part-NNNNN.ndjson.

    The output goes to a file private to this attempt and is renamed into place only when
    x-url exits 0 or 1, so an attempt that dies (a killed worker, a crash, exit 2) leaves
    no part file and the engine's retry writes the whole part again."""
    part = os.path.join(out_dir, f"part-{split.index:05d}.ndjson")
    attempt = f"{part}.{os.getpid()}.tmp"
    with open(attempt, "wb") as out, tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=out, stderr=err)
        assert proc.stdin is not None
        try:
            with open(split.path, "rb") as f:
                f.seek(split.start)
                left = split.stop - split.start
                while left > 0:
                    block = f.read(min(PUMP, left))
                    if not block:
                        break
                    proc.stdin.write(block)
                    left -= len(block)
        except BrokenPipeError:
            pass  # x-url ended early: its exit code says why.
        finally:
            try:
                proc.stdin.close()
            except BrokenPipeError:
                pass
        code = proc.wait()
        err.seek(0)
        stderr = err.read()
    if code not in (0, 1):
        os.unlink(attempt)
        raise XUrlError(f"x-url exited with {code} on split {split.index}: {stderr.decode('utf-8', 'replace').strip()}")
    summary = SUMMARY.search(stderr)
    if summary is None:
        os.unlink(attempt)
        raise XUrlError(f"x-url wrote no summary on split {split.index}: {stderr.decode('utf-8', 'replace').strip()}")
    os.replace(attempt, part)
    urls, failed, not_utf8 = (int(g or 0) for g in summary.groups())
    return PartResult(split.index, part, code, os.getpid(), urls, failed, not_utf8)


def map_with_dask(client, splits: list[Split], command: list[str], out_dir: str, timeout: float | None = None) -> list[PartResult]:
    """Maps every split on the cluster; the results in split order.

    A task whose worker dies is run again on another worker by the scheduler (up to
    distributed.scheduler.allowed-failures times); `retries` also runs a task again after
    an XUrlError (a crash of x-url). pure=False: a split is work, not a cacheable value.
    With `timeout` (seconds), a job not done by then raises TimeoutError."""
    from dask.distributed import wait

    futures = client.map(map_split, splits, command=command, out_dir=out_dir, pure=False, retries=2)
    wait(futures, timeout=timeout)
    return client.gather(futures)


def concatenate(results: list[PartResult], out_path: str) -> None:
    """The part files, in split order, into one file (what one x-url run writes)."""
    with open(out_path, "wb") as out:
        for r in sorted(results, key=lambda r: r.index):
            with open(r.part, "rb") as f:
                shutil.copyfileobj(f, out, PUMP)


def default_command() -> list[str]:
    """x-url from this repository's build (packages/url/dist/cli.js), else from PATH."""
    here = os.path.dirname(os.path.abspath(__file__))
    cli = os.path.join(here, "..", "..", "packages", "url", "dist", "cli.js")
    if os.path.exists(cli):
        return ["node", os.path.normpath(cli)]
    return ["x-url"]


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("input")
    p.add_argument("output")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--partitions", type=int, default=16)
    p.add_argument("--scheduler", help="address of a running scheduler (default: a LocalCluster)")
    p.add_argument("--x-url", dest="x_url", help="the x-url command (default: this repository's build, else x-url)")
    a = p.parse_args(argv)
    from dask.distributed import Client, LocalCluster

    command = shlex.split(a.x_url) if a.x_url else default_command()
    out_dir = tempfile.mkdtemp(prefix="x-url-parts-", dir=os.path.dirname(os.path.abspath(a.output)))
    cluster = None
    if a.scheduler:
        client = Client(a.scheduler)
    else:
        cluster = LocalCluster(n_workers=a.workers, threads_per_worker=1, processes=True, dashboard_address=None)
        client = Client(cluster)
    try:
        results = map_with_dask(client, split_file(a.input, a.partitions), command, out_dir)
        concatenate(results, a.output)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
        shutil.rmtree(out_dir, ignore_errors=True)
    urls = sum(r.urls for r in results)
    failed = sum(r.failed for r in results)
    not_utf8 = sum(r.not_utf8 for r in results)
    print(f"x-url on dask: {urls} URLs, {failed} failed ({not_utf8} not UTF-8) in {len(results)} partitions", file=sys.stderr)
    return 1 if failed > 0 else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
