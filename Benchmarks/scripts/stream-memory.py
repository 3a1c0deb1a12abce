#!/usr/bin/env python3
"""Peak memory of reading a record stream of several gigabytes, in Swift and in Python.

    stream-memory.py --swift-bin DIR [--gigabytes G] [--folder DIR] [--no-dump] [--no-dynamic]

DIR holds a release build's `StreamCrashProbe` (the test app; `--count` reads a stream of
HR staff records with the generated type's reader) and `sheaf`. Run it with a Python that
has the `sheaf` package installed. The stream is made once: the app writes 100,000 records
in blocks of 1 MiB, and those blocks are repeated after the header until the file reaches G
gigabytes (2 by default) — a valid stream, since blocks are independent. Then each reader
runs in its own process and its peak resident set (the kernel's maxrss) is printed:

- the Swift reader (`SheafStreamReader<StaffMember>`, counting the records),
- `sheaf dump FILE > /dev/null` (schema from the stream, JSON lines written as read),
- Python's generated `StaffMember.read_stream` (the module `sheaf-py generate` writes for
  Schemas/evolution/v4/hr.yaml, records decoded by the C accelerator a block at a time),
- Python's `sheaf.read_stream` (embedded schema, the dynamic reader, counting the records;
  leave it out with `--no-dynamic`: it reads about 30,000 records a second; `--no-dump`
  leaves out `sheaf dump`).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from sheaf.streams import read_stream_header

PYTHON_READER = "import sheaf, sys; print(sum(1 for _ in sheaf.read_stream(sys.argv[1])))"
#: argv: the folder of the generated module, the stream.
GENERATED_READER = (
    "import sys; sys.path.insert(0, sys.argv[1]); from hr_sheaf import StaffMember; "
    "print(sum(1 for _ in StaffMember.read_stream(sys.argv[2])))"
)
SCHEMA = Path(__file__).resolve().parents[2] / "Schemas" / "evolution" / "v4" / "hr.yaml"


def peak(command: list[str], stdout: int | None = subprocess.PIPE) -> tuple[float, float, str]:
    """Runs `command`; returns its peak resident set in MiB, its wall time, its output."""
    started = time.monotonic()
    process = subprocess.Popen(command, stdout=stdout)
    output = process.stdout.read().decode() if process.stdout else ""
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        sys.exit(f"{command[0]} failed with status {process.returncode}")
    return usage.ru_maxrss / 1024, time.monotonic() - started, output.strip()


def make_stream(probe: Path, folder: Path, gigabytes: float) -> tuple[Path, int]:
    base = folder / "base.sheafs"
    subprocess.run(
        [str(probe), str(base), "0", "--until", "100000", "--flush-every", "100000", "--block-target", str(1 << 20)],
        check=True,
        capture_output=True,
    )
    with base.open("rb") as file:
        first_block = read_stream_header(file).first_block
    data = base.read_bytes()
    header, blocks = data[:first_block], data[first_block:]
    big = folder / "big.sheafs"
    repeats = int(gigabytes * (1 << 30) / len(blocks)) + 1
    with big.open("wb") as file:
        file.write(header)
        for _ in range(repeats):
            file.write(blocks)
    base.unlink()
    return big, repeats * 100_000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--swift-bin", required=True, type=Path)
    parser.add_argument("--gigabytes", type=float, default=2.0)
    parser.add_argument("--folder", type=Path, default=None)
    parser.add_argument("--no-dynamic", action="store_true", help="leave out the dynamic Python reader")
    parser.add_argument("--no-dump", action="store_true", help="leave out `sheaf dump`")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=arguments.folder) as folder:
        big, records = make_stream(arguments.swift_bin / "StreamCrashProbe", Path(folder), arguments.gigabytes)
        size = big.stat().st_size
        print(f"stream: {size / (1 << 30):.2f} GiB, {records:,} records in blocks of about 1 MiB")
        print("| reader | peak RSS (MiB) | seconds | records/s |")
        print("| --- | ---: | ---: | ---: |")
        runs = [
            ("Swift SheafStreamReader", [str(arguments.swift_bin / "StreamCrashProbe"), "--count", str(big)], True),
            ("sheaf dump > /dev/null", [str(arguments.swift_bin / "sheaf"), "dump", str(big)], False),
            ("Python StaffMember.read_stream", [sys.executable, "-c", GENERATED_READER, folder, str(big)], True),
            ("Python sheaf.read_stream", [sys.executable, "-c", PYTHON_READER, str(big)], True),
        ]
        left_out = {"Python sheaf.read_stream": arguments.no_dynamic, "sheaf dump > /dev/null": arguments.no_dump}
        runs = [run for run in runs if not left_out.get(run[0], False)]
        subprocess.run(
            [sys.executable, "-m", "sheaf", "generate", str(SCHEMA), "--output", folder],
            check=True,
            capture_output=True,
        )
        for name, command, counts in runs:
            memory, seconds, output = peak(command, subprocess.PIPE if counts else subprocess.DEVNULL)
            if counts:
                counted = int(output.split()[-1])
                if counted != records:
                    sys.exit(f"{name} read {counted} records, the stream holds {records}")
            print(f"| {name} | {memory:.1f} | {seconds:.1f} | {records / seconds:,.0f} |")


if __name__ == "__main__":
    main()
