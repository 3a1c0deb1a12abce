#!/usr/bin/env python3
"""The record-stream scenario end to end, across both languages and both command lines.

    stream-scenario.py --swift-bin DIR [--records N]

DIR holds the Swift build's `sheaf` and `StreamCrashProbe` (the test app: it writes numbered
staff records of the HR schema, version 4, and reads them back with the generated type). Run
it with a Python that has the `sheaf` package installed. Steps, each checked:

1. The app creates a stream and writes the first half of N records (150,000 by default) in
   one session, then closes it.
2. A second session appends, flushing every 1,000 records; once it has acknowledged all N it
   goes on appending, and is killed with SIGKILL at a random moment.
3. A torn tail is made certain: half of one more block is appended, as a write cut short by
   a crash leaves it.
4. The Swift reader (generated type) and the Python reader (embedded schema) each return
   the records 0, 1, 2, … in order — at least every acknowledged one — and then report the
   torn tail, not before.
5. `sheaf dump` and `sheaf-py dump`, with no schema, print the same JSON lines, one per
   record, each the record the app wrote.
6. `sheaf pack --stream` and `sheaf-py pack --stream` of those lines, with the schema files
   the stream embeds (`sheaf inspect --schema-out`), write the same bytes, which the app reads
   back equal.

Prints one line per step with its figures; exits 1 at the first failed check.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone
from pathlib import Path

import sheaf
from sheaf.streams import StreamError, block_bytes, read_stream_header

FLUSH_EVERY = 1000
# Every record's start date, as the app writes it.
START_DATE = datetime.fromtimestamp(1_700_000_000, tz=timezone.utc)


def fail(message: str) -> None:
    print(f"stream scenario: FAILED: {message}", file=sys.stderr)
    sys.exit(1)


def check(condition: bool, message: str) -> None:
    if not condition:
        fail(message)


def run(command: list[str], **kwargs: object) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(command, capture_output=True, timeout=900, check=False, **kwargs)  # type: ignore[call-overload]


def expected_json(number: int, line: dict[str, object]) -> bool:
    """Whether a JSON-form record is the app's record `number` (the fields the app sets)."""
    return (
        line.get("name") == f"Person {number}"
        and line.get("employeeNumber") == number
        and line.get("deskPhone") == str(number)
        and isinstance(line.get("startDate"), str)
        and datetime.fromisoformat(str(line["startDate"])) == START_DATE
    )


def write_sessions(probe: Path, stream: Path, total: int) -> int:
    """Steps 1 and 2; returns how many records the killed session acknowledged."""
    half = total // 2
    first = run([str(probe), str(stream), "0", "--until", str(half), "--flush-every", str(FLUSH_EVERY)])
    check(first.returncode == 0 and f"closed {half}" in first.stdout.decode(), f"first session: {first!r}")
    second = subprocess.Popen(
        [str(probe), str(stream), str(half), "--flush-every", str(FLUSH_EVERY)], stdout=subprocess.PIPE
    )
    assert second.stdout is not None
    acknowledged = half
    while acknowledged < total:
        line = second.stdout.readline().decode()
        check(line != "", f"the second session stopped before acknowledging {total} records")
        if line.startswith("acked "):
            acknowledged = int(line.split()[1])
    time.sleep(random.uniform(0, 0.05))
    second.send_signal(signal.SIGKILL)
    rest = second.stdout.read().decode()
    second.wait()
    acks = [int(line.split()[1]) for line in rest.splitlines() if line.startswith("acked ")]
    return max([acknowledged, *acks])


def tear_tail(stream: Path) -> None:
    """Step 3: half of a well-formed block after the last one."""
    with stream.open("rb") as file:
        header = read_stream_header(file)
    block = block_bytes([b"\x00\x00\x0a\x01\x00"], header.codec_name, header.marker)
    with stream.open("ab") as file:
        file.write(block[: len(block) // 2])


def swift_read(probe: Path, stream: Path) -> tuple[int, str]:
    done = run([str(probe), "--read", str(stream)])
    lines = done.stdout.decode().splitlines()
    check(done.returncode in (0, 1) and lines and lines[0].startswith("read "), f"Swift reader: {done!r}")
    return int(lines[0].split()[1]), lines[1] if len(lines) > 1 else ""


def python_read(stream: Path) -> tuple[int, StreamError | None]:
    count = 0
    try:
        for record in sheaf.read_stream(stream):
            check(expected_json(count, record), f"Python reader: record {count} is {record!r}")
            count += 1
    except StreamError as error:
        return count, error
    return count, None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--swift-bin", required=True, type=Path)
    parser.add_argument("--records", type=int, default=150_000)
    arguments = parser.parse_args()
    probe, swift = arguments.swift_bin / "StreamCrashProbe", arguments.swift_bin / "sheaf"
    python = [sys.executable, "-m", "sheaf"]
    total = arguments.records
    with tempfile.TemporaryDirectory() as folder:
        work = Path(folder)
        stream = work / "staff.sheafs"
        acknowledged = write_sessions(probe, stream, total)
        print(f"1-2. two sessions wrote {acknowledged:,} acknowledged records ({stream.stat().st_size:,} bytes)")

        tear_tail(stream)
        read, error = swift_read(probe, stream)
        check(read >= acknowledged, f"Swift reader returned {read}, {acknowledged} were acknowledged")
        check(error == f"error tornTail after {read}", f"Swift reader ended with {error!r}")
        python_count, python_error = python_read(stream)
        check(python_count == read, f"Python reader returned {python_count}, Swift {read}")
        check(python_error is not None and python_error.code == "tornTail", f"Python reader ended {python_error!r}")
        print(f"3-4. Swift and Python readers: {read:,} records in order, then the torn tail")

        swift_dump = run([str(swift), "dump", str(stream)])
        python_dump = run([*python, "dump", str(stream)])
        check(swift_dump.returncode == 1 and python_dump.returncode == 1, "dump of a torn stream must exit 1")
        check(swift_dump.stdout == python_dump.stdout, "the two dumps differ")
        check(swift_dump.stderr == python_dump.stderr, f"{swift_dump.stderr!r} != {python_dump.stderr!r}")
        lines = swift_dump.stdout.decode().splitlines()
        check(len(lines) == read, f"dump printed {len(lines)} lines for {read} records")
        for number, line in enumerate(lines):
            check(expected_json(number, json.loads(line)), f"dump line {number + 1}: {line}")
        (work / "staff.jsonl").write_bytes(swift_dump.stdout)
        print(f"5. sheaf dump and sheaf-py dump: the same {len(lines):,} JSON lines, each the record written")

        schemas = work / "schemas"
        inspect = run([str(swift), "inspect", str(stream), "--schema-out", str(schemas)])
        check(inspect.returncode in (0, 1) and any(schemas.iterdir()), f"inspect --schema-out: {inspect!r}")
        pack = [
            "pack",
            "--stream",
            "--schema",
            str(schemas),
            "--type",
            "StaffMember",
            "--input",
            str(work / "staff.jsonl"),
        ]
        swift_pack = run([str(swift), *pack, "--output", str(work / "swift.sheafs")])
        python_pack = run([*python, *pack, "--output", str(work / "python.sheafs")])
        check(swift_pack.returncode == 0 and python_pack.returncode == 0, f"{swift_pack!r} {python_pack!r}")
        check(
            (work / "swift.sheafs").read_bytes() == (work / "python.sheafs").read_bytes(), "the packed streams differ"
        )
        read_back, error = swift_read(probe, work / "python.sheafs")
        check(read_back == read and error == "", f"the app read {read_back} records back ({error!r})")
        python_back, python_error = python_read(work / "swift.sheafs")
        check(python_back == read and python_error is None, f"Python read {python_back} back ({python_error!r})")
        print(
            f"6. pack --stream in both tools: the same {os.path.getsize(work / 'swift.sheafs'):,} bytes, read back equal"
        )


if __name__ == "__main__":
    main()
