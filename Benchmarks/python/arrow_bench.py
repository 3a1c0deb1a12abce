"""Into Arrow, side by side in one run: the `company` dataset's employees (the bench schema's
Employee, dataset.py) become one Arrow table

- from a Sheaf stream: ``sheaf.arrow.read_stream(path).read_all()`` (the C decoder fills the
  columns; codec none, and deflate beside it);
- from protobuf's Python package (upb): the same records as one ``Company`` message, parsed,
  every field of every record read, and ``pyarrow.Table.from_pylist`` with the same schema;
- from Parquet: ``pyarrow.parquet.read_table`` of the same table written once (pyarrow's
  defaults: snappy, dictionary pages).

Then, with ``--memory-gb G``, a stream of about G GiB (one block of real records repeated, as
Benchmarks/scripts/stream-memory.py builds its streams) exported to Parquet by ``sheaf-py
export`` in a child process, with its peak resident set.

    .venv-bench/bin/python arrow_bench.py [--count N] [--memory-gb G]   # after run.sh made .venv-bench
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from typing import Any

import dataset
import pyarrow as pa
import pyarrow.parquet as pq
from bench import ROOT, load_protobuf, protobuf_peer
from stream_bench import median_seconds

import sheaf
import sheaf.arrow
from sheaf.streams import read_stream_header

GENDERS = ["female", "male", "other"]


def write_stream(records: list[dataset.Record], path: str, codec: str) -> None:
    schema = sheaf.load_schema(
        os.path.join(ROOT, "Benchmarks/Sources/SheafBench/schemas/bench.yaml")
    )
    with schema.stream_writer(path, type="Employee", codec=codec) as writer:
        for r in records:
            value = {
                "name": r.name,
                "age": r.age,
                "gender": GENDERS[r.gender],
                "tags": r.tags,
                "scores": r.scores,
            }
            value.update({"id": r.id, "active": r.active})
            if r.email is not None:
                value["email"] = r.email
            writer.append(value)


def protobuf_route(
    pb: Any, records: list[dataset.Record], schema: pa.Schema
) -> tuple[bytes, Callable[[], pa.Table]]:
    data = protobuf_peer(pb, records).data  # bench.py's message of the same records

    def to_table() -> pa.Table:
        message = pb.Company()
        message.ParseFromString(data)
        rows = [
            {
                "name": e.name, "age": e.age, "gender": GENDERS[e.gender],
                "email": e.email if e.HasField("email") else None, "tags": list(e.tags), "scores": list(e.scores),
                "id": e.id, "active": e.active,
            }
            for e in message.employees
        ]  # fmt: skip
        return pa.Table.from_pylist(rows, schema=schema)

    return data, to_table


def compare(count: int, samples: int, folder: str) -> None:
    records = dataset.company(count)
    paths = {
        codec: os.path.join(folder, f"staff-{codec}.sheafs")
        for codec in ("none", "deflate")
    }
    for codec, path in paths.items():
        write_stream(records, path, codec)
    table = sheaf.arrow.read_stream(paths["none"]).read_all()
    assert table.num_rows == count
    assert table.column("name").to_pylist() == [r.name for r in records]
    assert table.column("id").to_pylist() == [r.id for r in records]
    # The peers build the same table: plain strings for the enum (protobuf has numbers).
    plain = table.set_column(2, "gender", table.column("gender").cast(pa.string()))
    parquet = os.path.join(folder, "staff.parquet")
    pq.write_table(table, parquet)
    sys.path.insert(0, folder)
    pb = load_protobuf(folder)
    data, protobuf_table = protobuf_route(pb, records, plain.schema)
    assert protobuf_table().equals(plain), "protobuf's table differs"
    assert pq.read_table(parquet).equals(table)

    routes = {
        "sheaf stream (none) → Arrow": lambda: sheaf.arrow.read_stream(
            paths["none"]
        ).read_all(),
        "sheaf stream (deflate) → Arrow": lambda: sheaf.arrow.read_stream(
            paths["deflate"]
        ).read_all(),
        "protobuf (upb) parse + Table.from_pylist": protobuf_table,
        "pyarrow.parquet.read_table": lambda: pq.read_table(parquet),
    }
    seconds = {name: median_seconds(run, samples) for name, run in routes.items()}
    sizes = {
        "sheaf stream (none) → Arrow": os.path.getsize(paths["none"]),
        "sheaf stream (deflate) → Arrow": os.path.getsize(paths["deflate"]),
        "protobuf (upb) parse + Table.from_pylist": len(data),
        "pyarrow.parquet.read_table": os.path.getsize(parquet),
    }
    from google.protobuf.internal import api_implementation

    print(
        f"{count:,} employees, median of {samples} runs; protobuf backend: {api_implementation.Type()}"
    )
    print("| route | records/s | ms | bytes read | vs sheaf (none) |")
    print("| --- | ---: | ---: | ---: | ---: |")
    base = seconds["sheaf stream (none) → Arrow"]
    for name, s in seconds.items():
        print(
            f"| {name} | {count / s:,.0f} | {s * 1000:.1f} | {sizes[name]:,} | {s / base:.2f}× |"
        )
    protobuf = seconds["protobuf (upb) parse + Table.from_pylist"]
    print(f"sheaf vs protobuf route: {protobuf / base:.1f}× faster (target ≥ 5×)")
    print(
        f"sheaf vs Parquet: {base / seconds['pyarrow.parquet.read_table']:.2f}× Parquet's time (target ≤ 4×)"
    )


def memory(gigabytes: float, folder: str) -> None:
    records = dataset.company(20_000)
    base = os.path.join(folder, "base.sheafs")
    write_stream(records, base, "deflate")
    with open(base, "rb") as file:
        first = read_stream_header(file).first_block
    with open(base, "rb") as file:
        data = file.read()
    header, blocks = data[:first], data[first:]
    big = os.path.join(folder, "big.sheafs")
    repeats = int(gigabytes * (1 << 30) / len(blocks)) + 1
    with open(big, "wb") as file:
        file.write(header)
        for _ in range(repeats):
            file.write(blocks)
    os.unlink(base)
    output = os.path.join(folder, "big.parquet")
    command = [
        sys.executable,
        "-m",
        "sheaf",
        "export",
        big,
        "--to",
        "parquet",
        "--output",
        output,
    ]
    started = time.monotonic()
    process = subprocess.Popen(command)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.monotonic() - started
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit("sheaf-py export failed")
    rows = pq.ParquetFile(output).metadata.num_rows
    assert rows == repeats * len(records), rows
    size = os.path.getsize(big)
    print(
        f"sheaf-py export of a {size / (1 << 30):.2f} GiB stream ({rows:,} records) to Parquet: "
        f"peak RSS {usage.ru_maxrss / 1024:.1f} MiB, {elapsed:.1f} s, {rows / elapsed:,.0f} records/s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--samples", type=int, default=7)
    parser.add_argument(
        "--memory-gb",
        type=float,
        default=0.0,
        help="Also export a stream of this size (GiB).",
    )
    parser.add_argument(
        "--folder",
        default=None,
        help="Where the temporary files go (default: the system's).",
    )
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory(dir=arguments.folder) as folder:
        # The export's peak first, while this process is small: a child's peak resident set
        # (the kernel's maxrss) counts what it held as a fork of this process before exec.
        if arguments.memory_gb > 0:
            memory(arguments.memory_gb, folder)
        compare(arguments.count, arguments.samples, folder)


if __name__ == "__main__":
    main()
