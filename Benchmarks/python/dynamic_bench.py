"""Python benchmark of the dynamic layer (archives → JSON-form values, no generated code): the
`company` dataset's 10,000 employees read by `schema.dump` through the C accelerator and
through the pure-Python decoder, against the generated classes' C decode of the same
archive; then the same records as a stream (`sheaf.read_stream`, the embedded schema) and
`sheaf-py dump` of it, each with and without the accelerator.

    .venv-bench/bin/python dynamic_bench.py            # after run.sh created .venv-bench
    .venv-bench/bin/python dynamic_bench.py --samples 3
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from typing import Any

import dataset
from bench import ROOT, build_company, load_generated
from stream_bench import median_seconds

COUNT = 10_000


def cli_seconds(path: str, pure: bool, samples: int) -> float:
    """The median wall time of `sheaf-py dump STREAM > /dev/null` (a fresh interpreter each)."""
    environment = dict(os.environ, SHEAF_PURE_PYTHON="1" if pure else "0")
    command = [sys.executable, "-m", "sheaf", "dump", path]
    return median_seconds(
        lambda: subprocess.run(command, env=environment, stdout=subprocess.DEVNULL, check=True), samples
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=5, help="timed samples per measurement (median reported)")
    arguments = parser.parse_args()
    import sheaf
    from sheaf import native

    if not native.available():
        raise SystemExit(f"the sheaf package was installed without its C accelerator: {native.why_not()}")
    samples = arguments.samples
    with tempfile.TemporaryDirectory() as folder:
        gen = load_generated(folder)
        company = build_company(gen, dataset.company(COUNT))
        data = company.to_bytes()
        schema = sheaf.load_schema(os.path.join(ROOT, "Benchmarks/Sources/SheafBench/schemas/bench.yaml"))
        pure_dump = native.without(schema.dump)
        assert repr(schema.dump(data)) == repr(pure_dump(data)), "the two paths give other values"
        path = os.path.join(folder, "staff.sheafs")
        with gen.Employee.stream_writer(path) as writer:
            for employee in company.employees:
                writer.append(employee)

        def read_stream() -> list[Any]:
            return list(sheaf.read_stream(path))

        pure_stream = native.without(read_stream)
        assert repr(read_stream()) == repr(pure_stream())
        rows = [
            ("generated classes, C (Company.from_bytes)", median_seconds(lambda: gen.Company.from_bytes(data), samples)),
            ("dynamic, C (schema.dump)", median_seconds(lambda: schema.dump(data), samples)),
            ("dynamic, pure Python (schema.dump)", median_seconds(lambda: pure_dump(data), samples)),
            ("stream, generated classes, C", median_seconds(lambda: list(gen.Employee.read_stream(path)), samples)),
            ("stream, dynamic, C (read_stream)", median_seconds(read_stream, samples)),
            ("stream, dynamic, pure Python", median_seconds(pure_stream, samples)),
            ("sheaf-py dump STREAM, C", cli_seconds(path, False, samples)),
            ("sheaf-py dump STREAM, pure Python", cli_seconds(path, True, samples)),
        ]
    generated, c_path, python_path = rows[0][1], rows[1][1], rows[2][1]
    print(f"{COUNT:,} employees of `company`, median of {samples}; load average {os.getloadavg()[0]:.2f}")
    print(f"{'':44} {'ms':>8} {'records/s':>11}")
    for name, seconds in rows:
        print(f"{name:44} {seconds * 1e3:8.1f} {COUNT / seconds:11,.0f}")
    print(f"dynamic C / pure Python: {python_path / c_path:.1f}x faster")
    print(f"dynamic C / generated classes' C decode: {generated / c_path:.2f}x the speed")
    print(f"stream: dynamic C / pure Python: {rows[5][1] / rows[4][1]:.1f}x faster")
    print(f"sheaf-py dump: C / pure Python: {rows[7][1] / rows[6][1]:.1f}x faster")


if __name__ == "__main__":
    main()
