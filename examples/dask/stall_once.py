#!/usr/bin/env python3
"""Test helper for test_x_url_dask.py: a command wrapper that stalls one attempt mid-partition.

    stall_once.py GATE_DIR -- x-url command...

The first attempt to take GATE_DIR/lock feeds x-url the first half of its partition's
lines, waits until x-url has written records for them (its stdout, the attempt's file, is
not empty), writes GATE_DIR/stalled.json ({"worker": the worker process's pid, "attempt":
the attempt's output file, "bytes": its size then}) and waits for that worker process to
die; then it closes x-url's stdin and exits 3. Every other attempt appends the name of its
output file to GATE_DIR/attempts.log and runs x-url on the whole partition. Every wait is
bounded (STALL_SECONDS), so a test that never kills the worker fails instead of hanging.
"""

import json
import os
import subprocess
import sys
import time

STALL_SECONDS = 120


def main() -> int:
    gate, sep, *command = sys.argv[1:]
    assert sep == "--" and command, __doc__
    data = sys.stdin.buffer.read()
    attempt = os.readlink("/proc/self/fd/1")
    try:
        os.close(os.open(os.path.join(gate, "lock"), os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        with open(os.path.join(gate, "attempts.log"), "a", encoding="utf-8") as log:
            log.write(os.path.basename(attempt) + "\n")
        return subprocess.run(command, input=data).returncode
    worker = os.getppid()
    child = subprocess.Popen(command, stdin=subprocess.PIPE)
    assert child.stdin is not None
    half = data.find(b"\n", len(data) // 2) + 1
    child.stdin.write(data[:half])
    child.stdin.flush()
    deadline = time.monotonic() + STALL_SECONDS
    while os.fstat(1).st_size == 0 and time.monotonic() < deadline:
        time.sleep(0.02)
    ready = os.path.join(gate, "stalled.json")
    with open(ready + ".tmp", "w", encoding="utf-8") as f:
        json.dump({"worker": worker, "attempt": attempt, "bytes": os.fstat(1).st_size}, f)
    os.replace(ready + ".tmp", ready)
    while os.getppid() == worker and time.monotonic() < deadline:
        time.sleep(0.02)
    child.stdin.close()
    child.wait()
    return 3


if __name__ == "__main__":
    sys.exit(main())
