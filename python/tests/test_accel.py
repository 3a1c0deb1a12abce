"""The C accelerator (`sheaf._accel`): it reads what the pure-Python decoder reads, to the same
values, and every input that decoder rejects it rejects with the same error; its CRC-32C is
the table loop's; and a million decoded records leave no memory behind."""

from __future__ import annotations

import dataclasses
import gc
import os
import random
import resource
import sys
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from conftest import CONFORMANCE, annotated_hex
from generated_sets import modules
from random_values import RandomValues

import sheaf
from sheaf import native
from sheaf.runtime import accel
from sheaf.schema.model import DeclarationKind
from sheaf.wire import crc32c as crc_module

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "fuzz"))

from targets import accelerated_target

pytestmark = pytest.mark.skipif(
    not native.available() and os.environ.get("SHEAF_NO_ACCEL", "") not in ("", "0"),
    reason="the package was built without its C accelerator on purpose (SHEAF_NO_ACCEL)",
)


def test_the_accelerator_is_built_and_enabled() -> None:
    assert native.available(), native.why_not()
    assert native.enabled() == (os.environ.get("SHEAF_PURE_PYTHON", "") in ("", "0"))


CASES = sorted((CONFORMANCE / "cases").rglob("*.hex"))


@pytest.mark.parametrize("path", CASES, ids=[str(p.relative_to(CONFORMANCE / "cases")) for p in CASES])
def test_conformance_archive_reads_alike_with_and_without_the_accelerator(path: Path) -> None:
    data = annotated_hex(path)
    previous = native.set_enabled(True)
    try:
        accelerated_target(data)  # the same value, or the same code, offset, path and message
    finally:
        native.set_enabled(previous)


SHOWCASE = modules("showcase")["company_sheaf"]._SCHEMA.set


@pytest.mark.parametrize("name", sorted(SHOWCASE.types))
def test_random_values_read_alike_with_and_without_the_accelerator(name: str) -> None:
    info = SHOWCASE.info(name)
    previous = native.set_enabled(True)
    try:
        for seed in range(20):
            value, arguments = RandomValues(SHOWCASE, seed).root(info)
            family = info.cls if info.kind is DeclarationKind.PROTOCOL else None
            data = value.to_bytes(type_arguments=arguments, family=family)
            accelerated = info.cls.from_bytes(data)
            pure = native.without(info.cls.from_bytes)(data)
            assert type(accelerated) is type(pure)
            again = accelerated.to_bytes(type_arguments=arguments, family=family)
            # (Values holding class instances compare by identity: the bytes are compared.)
            assert again == pure.to_bytes(type_arguments=arguments, family=family) == data
    finally:
        native.set_enabled(previous)


_BENCH: list[object] = []


def _bench_module() -> object:
    """The classes generated from the benchmarks' schema (the `company` employees), once."""
    if not _BENCH:
        import importlib
        import tempfile

        from conftest import REPO

        from sheaf.generator import generate, write_modules

        folder = tempfile.mkdtemp(prefix="sheaf-accel-")
        schema = sheaf.load_schema(REPO / "Benchmarks/Sources/SheafBench/schemas/bench.yaml")
        write_modules(generate(schema.schema_set), folder)
        sys.path.insert(0, folder)
        try:
            _BENCH.append(importlib.import_module("bench_sheaf"))
            # Every module of the set imported now, while the folder is on the path (a stream
            # writer's first `files()` would import them by name later, from anywhere).
            _BENCH[0].Employee._sheaf_info.schema.set.load()  # type: ignore[attr-defined]
        finally:
            sys.path.remove(folder)
    return _BENCH[0]


def bench_company(count: int) -> Any:
    """A benchmark `Company` of `count` employees with every field set (some emails absent)."""
    bench = _bench_module()
    genders = list(bench.Gender)  # type: ignore[attr-defined]
    return bench.Company(  # type: ignore[attr-defined]
        employees=[
            bench.Employee(  # type: ignore[attr-defined]
                name=f"Employee ü{i}",
                age=18 + i % 50,
                gender=genders[i % 3],
                email=None if i % 4 == 0 else f"e{i}@example.com",
                tags=["a", "bc"][: i % 3],
                scores=[0.5 * i, -1.0, 1e300],
                id=i if i % 16 else 1 << 61,
                active=i % 2 == 0,
            )
            for i in range(count)
        ]
    )


def _employees_company(count: int) -> tuple[type, bytes]:
    """The `Company` class and the archive of `bench_company(count)`."""
    company = bench_company(count)
    return type(company), company.to_bytes()


def _native(cls: type, data: bytes) -> object:
    """What `accel.decode` gives for the body of the archive `data` read as `cls`."""
    from sheaf.runtime.bodies import expected_root
    from sheaf.runtime.compiler import codecs_of
    from sheaf.runtime.tables import ReadContext
    from sheaf.wire.header import read_header
    from sheaf.wire.tables import read_tables

    info = cls._sheaf_info  # type: ignore[attr-defined]
    header = read_header(data)
    root = expected_root(info, header.root_type)
    reader = header.reader
    context = ReadContext(reader.data, read_tables(reader))
    return accel.decode(codecs_of(info.schema.set), root, reader.data, reader.pos, reader.end, 100, context)


def test_the_accelerator_decodes_natively_what_its_plans_cover() -> None:
    """Not a second read in Python: the C code returns the value itself, for structs, lists,
    maps, enums, option sets and classes (shared instances and cycles)."""
    if not native.enabled():
        pytest.skip("the accelerator is switched off (SHEAF_PURE_PYTHON)")
    cls, data = _employees_company(50)
    found = _native(cls, data)
    assert isinstance(found, tuple)
    assert found[0] == native.without(cls.from_bytes)(data)
    classes = modules("conformance")["classes_sheaf"]
    for case, root in [("shared-instance", "Holder"), ("cycle-through-parent", "Knot"), ("self-reference", "Knot")]:
        data = annotated_hex(CONFORMANCE / "cases" / "classes" / f"{case}.hex")
        found = _native(getattr(classes, root), data)
        assert isinstance(found, tuple), case
        again = found[0].to_bytes()
        assert again == native.without(getattr(classes, root).from_bytes)(data).to_bytes(), case
    holder = _native(classes.Holder, annotated_hex(CONFORMANCE / "cases" / "classes" / "shared-instance.hex"))
    assert isinstance(holder, tuple)
    fields = [v for f in dataclasses.fields(holder[0]) if isinstance(v := getattr(holder[0], f.name), classes.Knot)]
    assert len(fields) == 2 and fields[0] is fields[1]  # one instance, shared
    showcase = modules("showcase")["company_sheaf"]
    for shape in (showcase.Shape.circle(radius=1.5), showcase.Shape.rect(w=2.0, h=0.5), showcase.Shape.empty()):
        found = _native(showcase.Shape, shape.to_bytes())
        assert isinstance(found, tuple) and found[0] == shape and type(found[0]) is type(shape)
        assert found[0].sheaf_unknown_fields == ()
    vehicle = SHOWCASE.info("Vehicle")
    for seed in range(10):
        value, _ = RandomValues(SHOWCASE, seed).root(vehicle)
        data = value.to_bytes(family=vehicle.cls)
        found = _native(vehicle.cls, data)
        assert isinstance(found, tuple) and type(found[0]) is type(value)
        assert found[0].to_bytes(family=vehicle.cls) == data


def test_deep_values_in_a_thread_with_a_small_stack() -> None:
    """A chain of 190 nested employees, read with a limit of 200 in a thread of 128 KiB: the C
    code stops at its stack budget and Python reads the value, instead of overflowing."""
    company = modules("showcase")["company_sheaf"]
    employee = company.Employee(name="leaf")
    for i in range(190):
        employee = company.Employee(name=f"n{i}", manager=employee)
    data = employee.to_bytes(max_depth=400)
    read = in_a_small_thread(lambda: company.Employee.from_bytes(data, max_depth=200).to_bytes(max_depth=400))
    assert read == [data]


def in_a_small_thread(run: Callable[[], Any]) -> list[Any]:
    """`[run()]` in a thread of 128 KiB of stack (`[]` when it raised there)."""
    import threading

    read: list[Any] = []
    previous = threading.stack_size(128 * 1024)
    try:
        thread = threading.Thread(target=lambda: read.append(run()))
        thread.start()
        thread.join()
    finally:
        threading.stack_size(previous)
    return read


def test_mutated_archives_read_alike_with_and_without_the_accelerator() -> None:
    """Damaged archives (bit flips, cuts, repeats): the same error or the same value."""
    from test_fuzz_replay import mutate

    corpus = [annotated_hex(p) for p in CASES] + [_employees_company(20)[1]]
    rng = random.Random("sheaf-accelerated")
    for _ in range(3000):
        accelerated_target(mutate(rng.choice(corpus), rng, corpus))


def test_crc32c_in_c_is_the_table_loop() -> None:
    rng = random.Random(7)
    assert native.module() is None or native.module().crc32c(b"123456789") == 0xE3069283
    for size in (0, 1, 7, 8, 9, 63, 64, 1000):
        data = bytes(rng.randrange(256) for _ in range(size))
        start = rng.randrange(1 << 32)
        accelerated = crc_module.crc32c(memoryview(data), start)
        assert accelerated == native.without(crc_module.crc32c)(data, start)


def _rss_kb() -> int:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * (resource.getpagesize() // 1024)


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="reads the resident set from /proc")
def test_a_million_decoded_records_leave_no_memory_behind() -> None:
    """Decodes and frees 1,000,000 employees (20 rounds of 50,000) watching the resident set,
    then 10 more rounds under tracemalloc watching traced Python memory (apart: tracemalloc's
    own tables grow the resident set). After a warm-up round, neither grows."""
    cls, data = _employees_company(50_000)

    def round_trip() -> None:
        value = cls.from_bytes(data)
        assert len(value.employees) == 50_000
        del value
        gc.collect()

    assert_no_growth(round_trip)


def assert_no_growth(round_trip: Callable[[], None]) -> None:
    """Runs `round_trip` (which handles 50,000 records) once to warm up, 20 times watching the
    resident set, then 10 times under tracemalloc watching traced Python memory (apart:
    tracemalloc's own tables grow the resident set); neither may grow."""
    round_trip()  # plans compiled, caches warm
    resident = []
    for _ in range(20):
        round_trip()
        resident.append(_rss_kb())
    # A leak of one small object per record would be 50,000 times 16 bytes or more (800 kB) a
    # round. Under AddressSanitizer freed memory waits in its quarantine: only traced memory counts.
    if not os.environ.get("SHEAF_SANITIZED"):
        assert resident[-1] - resident[1] < 1_024, " ".join(map(str, resident))
    tracemalloc.start()
    traced = []
    try:
        for _ in range(10):
            round_trip()
            traced.append(tracemalloc.get_traced_memory()[0])
    finally:
        tracemalloc.stop()
    assert max(traced[1:]) - min(traced[1:]) < 100_000, traced
