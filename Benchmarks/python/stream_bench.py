"""Python benchmark of record streams: the `company` dataset's 10,000 employees written and
read as a stream of Employee records (generated classes, codec none and deflate) vs as one
Company archive; then a stream of at least 1 GB read in a child process, with its peak
resident memory (constant: one block at a time) and throughput.

    .venv-bench/bin/python stream_bench.py            # after run.sh created .venv-bench
    .venv-bench/bin/python stream_bench.py --large-gb 0   # skip the large stream

The large stream is generated in a temporary folder under /tmp by repeating one block of
real records (so generating it costs no encoding) and is deleted afterwards.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any, Callable

import dataset
from bench import build_company, load_generated

READER = """
import sys, time, resource
sys.path.insert(0, sys.argv[1])
import bench_sheaf
start = time.perf_counter()
count = sum(1 for _ in bench_sheaf.Employee.read_stream(sys.argv[2]))
seconds = time.perf_counter() - start
print(count, seconds, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def median_seconds(run: Callable[[], Any], samples: int) -> float:
    """The median time of `run` over `samples` runs."""
    times = []
    for _ in range(samples):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def compare(gen: Any, folder: str, samples: int) -> None:
    """Stream vs archive, writing and reading the same employees (files, fsync included)."""
    company = build_company(gen, dataset.company(10_000))
    employees = company.employees
    archive = os.path.join(folder, "company.sheaf")

    def write_archive() -> None:
        company.write(archive)

    def read_archive() -> None:
        gen.Company.read(archive)

    results = {"archive": (median_seconds(write_archive, samples), median_seconds(read_archive, samples))}
    for codec in ("none", "deflate"):
        path = os.path.join(folder, f"staff-{codec}.sheafs")

        def write_stream() -> None:
            with gen.Employee.stream_writer(path, codec=codec) as writer:
                for employee in employees:
                    writer.append(employee)

        def read_stream() -> None:
            for _ in gen.Employee.read_stream(path):
                pass

        results[f"stream ({codec})"] = (median_seconds(write_stream, samples), median_seconds(read_stream, samples))
        assert list(gen.Employee.read_stream(path)) == employees
    base_write, base_read = results["archive"]
    sizes = {"archive": os.path.getsize(archive)}
    sizes.update({f"stream ({c})": os.path.getsize(os.path.join(folder, f"staff-{c}.sheafs")) for c in ("none", "deflate")})
    print(f"{'10,000 employees':18} {'write ms':>9} {'read ms':>9} {'write/arch':>11} {'read/arch':>10} {'bytes':>10}")
    for name, (write, read) in results.items():
        print(
            f"{name:18} {write * 1e3:9.1f} {read * 1e3:9.1f} {write / base_write:11.2f} {read / base_read:10.2f} "
            f"{sizes[name]:10d}"
        )


def large(gen: Any, folder: str, module_folder: str, gigabytes: float) -> None:
    """A stream of at least `gigabytes` GB read by a child process: records/s, MB/s, peak RSS."""
    from sheaf.streams import block_bytes
    from sheaf.runtime.bodies import encode_body, root_type

    path = os.path.join(folder, "large.sheafs")
    employees = build_company(gen, dataset.company(4_000)).employees
    info = gen.Employee._sheaf_info
    with gen.Employee.stream_writer(path) as writer:
        pass
    with open(path, "rb") as file:
        data = file.read()
    marker = data[-16:]
    bodies = [encode_body(e, info, root_type(e, info, ()), 100) for e in employees]
    block = block_bytes(bodies, "none", marker)
    target = int(gigabytes * 1e9)
    with open(path, "ab") as out:
        written = len(data)
        while written < target:
            out.write(block)
            written += len(block)
    blocks = (written - len(data)) // len(block)
    print(f"large stream: {written / 1e9:.2f} GB, {blocks} blocks of {len(block)} bytes, {blocks * len(bodies)} records")
    done = subprocess.run([sys.executable, "-c", READER, module_folder, path], capture_output=True, text=True, check=True)
    count, seconds, rss_kb = done.stdout.split()
    assert int(count) == blocks * len(bodies)
    small = os.path.join(folder, "small.sheafs")
    with open(small, "wb") as out:
        out.write(data + block)
    base = subprocess.run([sys.executable, "-c", READER, module_folder, small], capture_output=True, text=True, check=True)
    base_rss = int(base.stdout.split()[2])
    print(
        f"read: {float(seconds):.1f} s, {int(count) / float(seconds):,.0f} records/s, "
        f"{written / 1e6 / float(seconds):.1f} MB/s; peak RSS {int(rss_kb) / 1024:.1f} MiB "
        f"(one block's stream: {base_rss / 1024:.1f} MiB)"
    )
    os.unlink(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=5)
    parser.add_argument("--large-gb", type=float, default=1.0, help="size of the large stream (0: skip)")
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as module_folder, tempfile.TemporaryDirectory(dir="/tmp") as folder:
        gen = load_generated(module_folder)
        compare(gen, folder, arguments.samples)
        if arguments.large_gb > 0:
            large(gen, folder, module_folder, arguments.large_gb)


if __name__ == "__main__":
    main()
