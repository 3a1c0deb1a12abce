"""Python benchmark: generated Sheaf classes (accelerated and pure Python) vs the `json`
module vs msgspec vs protobuf (upb) on the `company` dataset, encode and decode, records per
second, in one run; then the peak memory of decoding 1,000,000 employees.

    bash Benchmarks/python/run.sh            # creates .venv-bench, installs msgspec, protobuf, ../../python
    .venv-bench/bin/python bench.py --quick  # after that, for iterating

Every peer turns the same 10,000 employees into bytes and back into Python objects:
`sheaf` — `Company.to_bytes()` / `Company.from_bytes()` of the classes generated from
Sources/SheafBench/schemas/bench.yaml, through the C accelerator; `sheaf-pure` — the same
with the accelerator switched off (the pure-Python path); `json` — the same generated
objects turned into dicts and `json.dumps`, and `json.loads` turned back into the same
generated objects; `msgspec` — `msgspec.Struct` types of the same shape with
`msgspec.msgpack`; `protobuf` — `SerializeToString()` / `ParseFromString()` of the `Company`
message of ../proto/bench.proto (upb backend), decode followed by reading every field of
every record (upb builds its objects lazily: parsing alone reads nothing).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any, Callable

import dataset
import peers_extra

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def load_generated(folder: str) -> Any:
    """Generates the bench schema's module into `folder` and imports it."""
    import sheaf
    from sheaf.generator import generate, write_modules

    schema = sheaf.load_schema(os.path.join(ROOT, "Benchmarks/Sources/SheafBench/schemas/bench.yaml"))
    write_modules(generate(schema.schema_set), folder)
    sys.path.insert(0, folder)
    return importlib.import_module("bench_sheaf")


def load_protobuf(folder: str) -> Any:
    """Compiles ../proto/bench.proto with protoc into `folder` and imports it."""
    subprocess.run(
        ["protoc", "-I", os.path.join(ROOT, "Benchmarks/proto"), f"--python_out={folder}", "bench.proto"], check=True
    )
    return importlib.import_module("bench_pb2")


class Peer:
    """One contender: an encode and a decode closure and the check of its round trip."""

    def __init__(self, name: str, encode: Callable[[], bytes], decode: Callable[[bytes], Any]) -> None:
        self.name = name
        self.encode = encode
        self.decode = decode
        self.data = encode()
        self.samples: dict[str, list[float]] = {"encode": [], "decode": []}
        self.batch: dict[str, int] = {}

    def run(self, what: str, sample_seconds: float) -> None:
        """Times one sample of `what`: as many calls as fill `sample_seconds`."""
        call: Callable[[], Any] = self.encode if what == "encode" else (lambda: self.decode(self.data))
        if what not in self.batch:
            start = time.perf_counter()
            call()
            once = time.perf_counter() - start
            self.batch[what] = max(1, int(sample_seconds / max(once, 1e-9)))
        n = self.batch[what]
        start = time.perf_counter()
        for _ in range(n):
            call()
        self.samples[what].append((time.perf_counter() - start) / n)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="1,000 employees, 3 samples of 50 ms")
    parser.add_argument("--samples", type=int, default=7, help="timed samples per measurement (median reported)")
    parser.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    parser.add_argument(
        "--memory", type=int, default=1_000_000, metavar="N",
        help="employees decoded for the peak-memory comparison (0: skip it)",
    )
    parser.add_argument("--memory-only", action="store_true", help="only the peak-memory comparison")
    parser.add_argument(
        "--no-gc", action="store_true",
        help="switch the cyclic garbage collector off for the whole run (the Sheaf accelerator pauses it "
        "during a decode anyway; this shows the peers without its passes too)",
    )
    arguments = parser.parse_args()
    if arguments.no_gc:
        import gc

        gc.disable()
    if arguments.memory:
        import memory

        if arguments.memory_only:
            memory.compare(arguments.memory)
            return
    count = 1_000 if arguments.quick else 10_000
    samples = 3 if arguments.quick else arguments.samples
    sample_seconds = 0.05 if arguments.quick else 0.2
    records = dataset.company(count)
    with tempfile.TemporaryDirectory() as folder:
        gen = load_generated(folder)
        pb = load_protobuf(folder)
        peers = [
            sheaf_peer(gen, records),
            sheaf_peer(gen, records, pure=True),
            json_peer(gen, records),
            peers_extra.msgspec_peer(records, Peer),
            protobuf_peer(pb, records),
        ]
    for _ in range(samples):
        for what in ("encode", "decode"):
            for peer in peers:  # in turns, so that load from other jobs falls on all alike
                peer.run(what, sample_seconds)
    report(peers, count, arguments.json)
    if arguments.memory:
        import memory

        memory.compare(arguments.memory)


def build_company(gen: Any, records: list[dataset.Record]) -> Any:
    genders = list(gen.Gender)
    return gen.Company(
        employees=[
            gen.Employee(
                name=r.name, age=r.age, gender=genders[r.gender], email=r.email, tags=list(r.tags),
                scores=list(r.scores), id=r.id, active=r.active,
            )
            for r in records
        ]
    )


def sheaf_peer(gen: Any, records: list[dataset.Record], pure: bool = False) -> Peer:
    """Generated classes; `pure`: with the C accelerator switched off around each call."""
    from sheaf.runtime import accel

    company = build_company(gen, records)
    encode, decode = company.to_bytes, gen.Company.from_bytes
    if pure:
        encode, decode = accel.without(encode), accel.without(decode)
    elif not accel.available():
        raise SystemExit(f"the sheaf package was installed without its C accelerator: {accel.why_not()}")
    peer = Peer("sheaf-pure" if pure else "sheaf", encode, decode)
    back = decode(peer.data)
    assert back == company and back.to_bytes() == peer.data, "sheaf round trip"
    return peer


def json_peer(gen: Any, records: list[dataset.Record]) -> Peer:
    company = build_company(gen, records)
    Employee, Gender, Company = gen.Employee, gen.Gender, gen.Company

    def encode() -> bytes:
        return json.dumps(
            {
                "employees": [
                    {
                        "name": e.name, "age": e.age, "gender": e.gender.name, "email": e.email,
                        "tags": e.tags, "scores": e.scores, "id": e.id, "active": e.active,
                    }
                    for e in company.employees
                ]
            }
        ).encode()

    def decode(data: bytes) -> Any:
        return Company(
            employees=[
                Employee(
                    name=d["name"], age=d["age"], gender=Gender[d["gender"]], email=d["email"],
                    tags=d["tags"], scores=d["scores"], id=d["id"], active=d["active"],
                )
                for d in json.loads(data)["employees"]
            ]
        )

    peer = Peer("json", encode, decode)
    assert decode(peer.data) == company, "json round trip"
    return peer


def protobuf_peer(pb: Any, records: list[dataset.Record]) -> Peer:
    company = pb.Company()
    for r in records:
        e = company.employees.add(name=r.name, age=r.age, gender=r.gender, tags=r.tags, scores=r.scores, id=r.id)
        e.active = r.active
        if r.email is not None:
            e.email = r.email

    def parse(data: bytes) -> Any:
        message = pb.Company()
        message.ParseFromString(data)
        return message

    def decode(data: bytes) -> Any:
        message = parse(data)
        # Every field of every record, as a reader of the records would: upb builds Python
        # values only when a field is read.
        return [
            (e.name, e.age, e.gender, e.email if e.HasField("email") else None, list(e.tags), list(e.scores), e.id, e.active)
            for e in message.employees
        ]

    peer = Peer("protobuf", company.SerializeToString, decode)
    assert parse(peer.data) == company, "protobuf round trip"
    assert decode(peer.data)[1] == (records[1].name, records[1].age, records[1].gender, records[1].email,
                                    records[1].tags, records[1].scores, records[1].id, records[1].active)
    return peer


def report(peers: list[Peer], count: int, output: str | None) -> None:
    from google.protobuf.internal import api_implementation

    rows = []
    for peer in peers:
        encode, decode = statistics.median(peer.samples["encode"]), statistics.median(peer.samples["decode"])
        rows.append(
            {
                "dataset": "company", "peer": peer.name, "bytes": len(peer.data), "records": count,
                "encode_records_s": count / encode, "decode_records_s": count / decode,
                "encode_mb_s": len(peer.data) / encode / 1e6, "decode_mb_s": len(peer.data) / decode / 1e6,
            }
        )
    by_name = {r["peer"]: r for r in rows}
    print(
        f"company, {count} employees; Python {sys.version.split()[0]}, protobuf backend {api_implementation.Type()}, "
        f"msgspec {peers_extra.msgspec_version()}"
    )
    print("| peer       |   bytes | enc rec/s | dec rec/s | enc ×json | dec ×json | enc ×msgspec | dec ×msgspec | enc ×upb | dec ×upb |")
    print("|------------|--------:|----------:|----------:|----------:|----------:|-------------:|-------------:|---------:|---------:|")
    for r in rows:
        ratios = []
        for base in ("json", "msgspec", "protobuf"):
            b = by_name[base]
            ratios.append(r["encode_records_s"] / b["encode_records_s"])
            ratios.append(r["decode_records_s"] / b["decode_records_s"])
        print(
            f"| {r['peer']:<10} | {r['bytes']:>7} | {r['encode_records_s'] / 1e3:>8.1f}k | "
            f"{r['decode_records_s'] / 1e3:>8.1f}k | {ratios[0]:>9.2f} | {ratios[1]:>9.2f} | {ratios[2]:>12.2f} | "
            f"{ratios[3]:>12.2f} | {ratios[4]:>8.2f} | {ratios[5]:>8.2f} |"
        )
    if output:
        with open(output, "w") as file:
            json.dump({"results": rows}, file, indent=1)


if __name__ == "__main__":
    main()
