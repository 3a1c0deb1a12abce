"""The C accelerator's encoder (csrc/encode.c): it writes, byte for byte, what the compiled
Python encoders write — every conformance value, random values of every showcase type,
edge values of every kind of field — and leaves every value that is not exactly what its
type takes to them, so a wrong value raises the same typed error (class, code, path,
message) with and without it; streams use it too; and a million encoded records leave no
memory behind."""

from __future__ import annotations

import datetime
import functools
import gc
import json
import math
import os
import struct
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from conftest import CONFORMANCE, annotated_hex
from generated_sets import generated_package, modules
from random_values import RandomValues
from test_accel import _bench_module, assert_no_growth, bench_company
from test_strict_writes import FIXTURE, GENERATED_WRONG, PLACES, good_fields

import sheaf
from sheaf import native
from sheaf.runtime import accel, bodies
from sheaf.schema.model import DeclarationKind, NamedRef, ProtocolRef
from sheaf.schema.typetext import resolve_type_text

pytestmark = pytest.mark.skipif(
    not native.available() or not native.enabled(),
    reason="the C accelerator is not built, or switched off (SHEAF_PURE_PYTHON)",
)


@contextmanager
def answers() -> Iterator[list[bytes | None]]:
    """Records what each `accel.encode` call answered (None: the C code left the value to
    Python) while the block runs."""
    seen: list[bytes | None] = []
    original = accel.encode

    def recording(*args: Any) -> bytes | None:
        found = original(*args)
        seen.append(found)
        return found

    bodies.accel.encode = recording  # type: ignore[assignment]
    try:
        yield seen
    finally:
        bodies.accel.encode = original  # type: ignore[assignment]


def both(write: Callable[[], bytes]) -> tuple[bytes, bytes, list[bytes | None]]:
    """`write()` through the accelerator and with it switched off, and the C answers."""
    with answers() as seen:
        accelerated = write()
    return accelerated, native.without(write)(), seen


def in_c(seen: list[bytes | None]) -> bool:
    """Whether the C code wrote the value, at the first attempt (with tables, its answer is
    the root's bytes, which the glue puts after them)."""
    return len(seen) == 1 and seen[0] is not None


MANIFEST = json.loads((CONFORMANCE / "manifest.json").read_text())
_CONFORMANCE_SCHEMA: list[sheaf.Schema] = []


def _case_class(case: dict[str, Any]) -> Any:
    if not _CONFORMANCE_SCHEMA:
        _CONFORMANCE_SCHEMA.append(sheaf.load_schema(CONFORMANCE / "schemas"))
    root = resolve_type_text(case["root"], _CONFORMANCE_SCHEMA[0].schema_set.types)
    if not isinstance(root, (NamedRef, ProtocolRef)):
        return None, ()
    arguments = tuple(str(a) for a in root.arguments) if isinstance(root, NamedRef) else ()
    for module in modules("conformance").values():
        found = getattr(module, root.name, None)
        if found is not None:
            return found, arguments
    return None, ()


VALUE_CASES = [c for c in MANIFEST["cases"] if c["expect"] != "error" and _case_class(c)[0] is not None]


@pytest.mark.parametrize("case", VALUE_CASES, ids=[c["id"] for c in VALUE_CASES])
def test_every_conformance_value_encodes_through_c_to_the_same_bytes(case: dict[str, Any]) -> None:
    cls, arguments = _case_class(case)
    data = annotated_hex(CONFORMANCE / case["archive"])
    try:
        value = native.without(cls.from_bytes)(data, type_arguments=arguments)
    except sheaf.ArchiveError as error:
        assert error.code == "integerOverflow"  # an instant outside datetime's range (test_generated.py)
        return
    family = cls if cls._sheaf_info.kind is DeclarationKind.PROTOCOL else None
    checksum = bool(case.get("checksum"))
    accelerated, pure, seen = both(lambda: value.to_bytes(checksum=checksum, type_arguments=arguments, family=family))
    assert accelerated == pure
    if case.get("canonical"):
        assert accelerated == data
    # Written in C (kept bytes of an archive's tables: a second attempt from those tables).
    # Under the sanitizers C frames are larger: the deepest cases pass the C code's stack
    # budget there and are left to Python, as they should be.
    if not (os.environ.get("SHEAF_SANITIZED") and case["id"].startswith("depth/")):
        assert seen and seen[-1] is not None


SHOWCASE = modules("showcase")["company_sheaf"]._SCHEMA.set


@pytest.mark.parametrize("name", sorted(SHOWCASE.types))
def test_random_values_encode_through_c_to_the_same_bytes(name: str) -> None:
    info = SHOWCASE.info(name)
    family = info.cls if info.kind is DeclarationKind.PROTOCOL else None
    for seed in range(30):
        value, arguments = RandomValues(SHOWCASE, seed).root(info)
        write = functools.partial(value.to_bytes, type_arguments=arguments, family=family)
        accelerated, pure, seen = both(write)
        assert accelerated == pure, seed
        assert in_c(seen), seed


@pytest.fixture(scope="module")
def strict(tmp_path_factory: pytest.TempPathFactory) -> ModuleType:
    folder = tmp_path_factory.mktemp("strict-c")
    return generated_package([FIXTURE], folder, "strict_c_models")["strict_sheaf"]


def _value(m: ModuleType, **changes: Any) -> Any:
    return m.Value(**{**good_fields(m), **changes})


def _bits(bits: int) -> float:
    """The float64 of a bit pattern (NaNs with payloads)."""
    return float(struct.unpack("<d", bits.to_bytes(8, "little"))[0])


EDGES: list[tuple[str, Any]] = [
    ("small", -128),
    ("small", 127),
    ("big", -(1 << 63)),
    ("big", (1 << 63) - 1),
    ("unsigned", 0),
    ("ratio", -0.0),
    ("ratio", 0.0),
    ("ratio", math.inf),
    ("ratio", math.nan),
    ("narrow", 3.4028235e38),  # float32's largest
    ("narrow", 3.4028235677973366e38),  # rounds down to it
    ("narrow", 3.402823669209385e38),  # the midpoint: rounds to infinity
    ("narrow", -1e300),
    ("narrow", 1e-46),  # below the smallest subnormal
    ("narrow", 0.1),
    ("narrow", -0.0),
    ("narrow", math.nan),
    ("narrow", _bits(0x7FF0000000000001)),  # a payload that falls off: a quiet NaN
    ("narrow", _bits(0xFFF4000020000000)),  # sign, quiet bit clear, payload kept
    ("text", ""),
    ("text", "ü" * 200),
    ("text", "a" * 300),
    ("blob", b""),
    ("blob", bytes(range(256))),
    ("numbers", []),
    ("numbers", [0.1, -0.0, math.inf, 1e300]),
    ("counts", []),
    ("counts", [0, -1, 127, -128]),  # one byte each
    ("counts", [300, -300]),  # two bytes fixed: varints tie, fixed width kept
    ("counts", [1, 1, 1, 70000]),  # varints are smaller than four bytes each
    ("counts", [-(1 << 31), (1 << 31) - 1]),
    ("flags", []),
    ("words", ["", "ü", "a" * 200]),
    ("tally", {}),
    ("tally", {"b": 1, "a": 2, "ä": 3, "B": 4}),
    ("byColor", {}),
    ("maybe", None),
    ("maybe", -(1 << 31)),
    ("instant", datetime.datetime(1, 1, 1, tzinfo=datetime.timezone.utc)),
    ("instant", datetime.datetime(2024, 1, 1, 5, tzinfo=datetime.timezone(datetime.timedelta(hours=5)))),
]


@pytest.mark.parametrize(("field", "edge"), EDGES, ids=[f"{f}={v!r}"[:60] for f, v in EDGES])
def test_edge_values_encode_through_c_to_the_same_bytes(strict: ModuleType, field: str, edge: Any) -> None:
    value = _value(strict, **{field: edge})
    accelerated, pure, seen = both(value.to_bytes)
    assert accelerated == pure
    assert in_c(seen)


def test_map_keys_of_an_enum_are_ordered_by_raw_value(strict: ModuleType) -> None:
    value = _value(strict, byColor={strict.Color.green: "g", strict.Color.red: "r"})
    accelerated, pure, seen = both(value.to_bytes)
    assert accelerated == pure and in_c(seen)


def test_values_python_accepts_but_c_does_not_take_are_written_by_python(strict: ModuleType) -> None:
    """Subclasses, an int for a float, a bytearray for bytes: the Python encoder's slow path
    accepts them; the C code leaves them to it (None) and the bytes are the same."""

    class Name(str):
        pass

    class Count(int):
        pass

    for changes in (
        {"text": Name("Ann")},
        {"ratio": 3},
        {"numbers": [1, 2.5]},
        {"blob": bytearray(b"ab")},
        {"small": Count(4)},
        {"counts": [Count(1)]},
    ):
        value = _value(strict, **changes)
        accelerated, pure, seen = both(value.to_bytes)
        assert accelerated == pure and seen == [None], changes


def _error(write: Callable[[], Any]) -> tuple[Any, ...]:
    try:
        write()
    except sheaf.SheafError as error:
        assert isinstance(error, sheaf.ArchiveError)
        return (type(error), error.code, error.path, error.message)
    raise AssertionError("no error")


@pytest.mark.parametrize("place", PLACES, ids=[p[0] for p in PLACES])
@pytest.mark.parametrize(("field", "wrong", "code", "below"), GENERATED_WRONG)
def test_wrong_values_raise_the_same_error_with_and_without_c(
    strict: ModuleType, place: Any, field: str, wrong: Any, code: str, below: str
) -> None:
    _, hold, path = place
    good = _value(strict)
    root = hold(strict, _value(strict, **{field: wrong}), good)
    with answers() as seen:
        accelerated = _error(root.to_bytes)
    assert accelerated == native.without(_error)(root.to_bytes)
    assert accelerated[1:3] == (code, f"{path}.{field}{below}")
    assert seen == [None]  # refused by C, reported by Python


def test_deep_values_in_a_thread_with_a_small_stack_encode_alike() -> None:
    """190 nested employees written with a limit of 400 in a thread of 128 KiB: the C code
    stops at its stack budget and leaves the value to Python."""
    company = modules("showcase")["company_sheaf"]
    employee = company.Employee(name="leaf")
    for i in range(190):
        employee = company.Employee(name=f"n{i}", manager=employee)
    written: list[bytes] = []
    previous = threading.stack_size(128 * 1024)
    try:
        thread = threading.Thread(target=lambda: written.append(employee.to_bytes(max_depth=400)))
        thread.start()
        thread.join()
    finally:
        threading.stack_size(previous)
    assert written == [native.without(employee.to_bytes)(max_depth=400)]
    chain = company.Employee(name="leaf")
    for i in range(20):  # within the C stack budget, the sanitizers' larger frames included
        chain = company.Employee(name=f"n{i}", manager=chain)
    accelerated, pure, seen = both(lambda: chain.to_bytes(max_depth=21))
    assert accelerated == pure and in_c(seen)
    assert _error(lambda: chain.to_bytes(max_depth=20))[1] == "depthLimitExceeded"


def test_stream_records_are_written_through_c(tmp_path: Path) -> None:
    company = bench_company(300)
    bench = _bench_module()

    def write(path: Path) -> bytes:
        with bench.Employee.stream_writer(path, random_marker=False) as writer:  # type: ignore[attr-defined]
            for employee in company.employees:
                writer.append(employee)
        return path.read_bytes()

    with answers() as seen:
        accelerated = write(tmp_path / "c.sheafs")
    assert accelerated == native.without(write)(tmp_path / "pure.sheafs")
    assert seen == []  # each record in one call of the writer's fast path, none by the full path
    assert [e.to_bytes() for e in bench.Employee.read_stream(tmp_path / "c.sheafs")] == [  # type: ignore[attr-defined]
        e.to_bytes() for e in company.employees
    ]


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="reads the resident set from /proc")
def test_a_million_encoded_records_leave_no_memory_behind(strict: ModuleType) -> None:
    """Encodes and frees 1,000,000 employees (20 rounds of 50,000), watching the resident set,
    then 10 more rounds under tracemalloc watching traced Python memory, with 1,000 refused
    values a round (each left to Python, which raises). After a warm-up round, nothing grows."""
    company = bench_company(50_000)

    def round_trip() -> None:
        data = company.to_bytes()
        assert len(data) > 50_000
        del data
        wrong = strict.Holder(list=[_value(strict), _value(strict, counts=[1, True])])
        for _ in range(1_000):
            with pytest.raises(sheaf.WrongTypeError):
                wrong.to_bytes()
        gc.collect()

    assert_no_growth(round_trip)


def test_stream_records_the_fast_path_refuses_take_the_full_path(tmp_path: Path) -> None:
    """A record of a subclass is written by the full path; a wrong value raises there, with its
    path, and leaves the stream as it was."""
    bench = _bench_module()
    employee_cls: Any = bench.Employee  # type: ignore[attr-defined]

    class Manager(employee_cls):  # type: ignore[misc, valid-type]
        pass

    good = bench_company(2).employees
    manager = Manager(**{f: getattr(good[0], f) for f in ("name", "age", "gender", "email", "tags", "scores", "id")})
    bad = bench_company(1).employees[0]
    bad.tags = ["a", 1]

    def write(path: Path) -> tuple[bytes, tuple[Any, ...]]:
        with employee_cls.stream_writer(path) as writer:
            writer.append(good[0])
            writer.append(manager)
            error = _error(lambda: writer.append(bad))
            writer.append(good[1])
        return path.read_bytes(), error

    with answers() as seen:
        accelerated = write(tmp_path / "c.sheafs")
    assert accelerated == native.without(write)(tmp_path / "pure.sheafs")
    assert accelerated[1][1:3] == ("wrongType", "$.tags[1]")
    assert len(seen) == 2  # the subclass and the wrong value: the full path, through accel.encode
