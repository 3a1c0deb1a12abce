"""The dynamic layer's C path (`sheaf.dynamic.accelerated`, csrc/dynamic*.c): every archive
reads to exactly the JSON form the Python decoder gives (key order and int/float types
included) or raises exactly its error; the C code really reads what it covers; and a million
decoded records leave no memory behind."""

from __future__ import annotations

import gc
import os
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from conftest import CONFORMANCE, SHOWCASE, annotated_hex
from generated_sets import modules
from random_values import RandomValues
from test_accel import assert_no_growth, bench_company, in_a_small_thread

import sheaf
from sheaf import native
from sheaf.dynamic import accelerated
from sheaf.dynamic.decoder import _root_type, decode_archive
from sheaf.schema.model import DeclarationKind, SchemaSet
from sheaf.wire.header import read_header

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "fuzz"))

from targets import conformance_schema, dynamic_target

pytestmark = pytest.mark.skipif(
    not native.available() and os.environ.get("SHEAF_NO_ACCEL", "") not in ("", "0"),
    reason="the package was built without its C accelerator on purpose (SHEAF_NO_ACCEL)",
)

CASES = sorted((CONFORMANCE / "cases").rglob("*.hex"))


@pytest.fixture(autouse=True)
def _accelerated() -> Any:
    previous = native.set_enabled(True)
    yield
    native.set_enabled(previous)


def c_reads(data: bytes, schema_set: SchemaSet) -> bool:
    """Whether the C code reads the archive's body itself (rather than leaving it to Python)."""
    header = read_header(data)
    root = _root_type(header, schema_set, None)
    found = accelerated.body(data, header.reader.pos, header.reader.end, root, schema_set, 100)
    return found is not accelerated.NOT_READ and found is not accelerated.REJECTED


@pytest.mark.parametrize("path", CASES, ids=[str(p.relative_to(CONFORMANCE / "cases")) for p in CASES])
def test_conformance_archive_reads_alike_through_the_c_path(path: Path) -> None:
    # The same value (repr: key order, int/float/bool types) or the same error (code, offset,
    # path, message), and the same validation errors. SHEAF_ACCEL_STRICT=1 (the test script's)
    # also fails a C rejection of an archive Python reads.
    dynamic_target(annotated_hex(path))


def test_the_c_path_reads_the_corpus_archives_without_tables() -> None:
    """Every conformance archive that decodes and has no tables (no class or protocol value)
    is read by the C code, except values nested deeper than the C code's stack budget (about
    70 structs in a release build, fewer under AddressSanitizer), which it leaves to Python."""
    schema_set = conformance_schema().schema_set
    read, left = 0, []
    for path in CASES:
        data = annotated_hex(path)
        try:
            decode_archive(data, schema_set)
        except sheaf.ArchiveError:
            continue
        header = read_header(data)
        if data[header.reader.pos : header.reader.pos + 2] != b"\0\0":
            continue  # tables: the Python decoder's
        if c_reads(data, schema_set):
            read += 1
        else:
            left.append(str(path.relative_to(CONFORMANCE / "cases")))
    assert read > 150, read
    assert "depth/structs-100.hex" in left
    assert set(left) <= {"depth/structs-100.hex", "depth/structs-and-lists-100.hex"}, left


SHOWCASE_SET = modules("showcase")["company_sheaf"]._SCHEMA.set


@pytest.mark.parametrize("name", sorted(SHOWCASE_SET.types))
def test_random_values_of_every_showcase_type_read_alike(name: str) -> None:
    info = SHOWCASE_SET.info(name)
    schema = sheaf.load_schema(SHOWCASE)
    for seed in range(30):
        value, arguments = RandomValues(SHOWCASE_SET, seed).root(info)
        family = info.cls if info.kind is DeclarationKind.PROTOCOL else None
        data = value.to_bytes(type_arguments=arguments, family=family)
        accelerated_form = schema.dump(data)
        pure = native.without(schema.dump)(data)
        assert repr(accelerated_form) == repr(pure)
        assert schema.validate(data) == [] == native.without(schema.validate)(data)
        assert schema.pack(accelerated_form, type=str(read_header(data).root_type)) == data
        # Read in C exactly when the body has no tables (no class instance or protocol value).
        header = read_header(data)
        assert c_reads(data, schema.schema_set) == (data[header.reader.pos : header.reader.pos + 2] == b"\0\0")


def _archive(schema_text: str, value: Any, type_name: str) -> tuple[sheaf.Schema, bytes]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "t.yaml"
        path.write_text(schema_text)
        schema = sheaf.load_schema(path)
    return schema, schema.pack(value, type=type_name)


_MAPS = """schema: t
version: 1
types:
  M:
    kind: struct
    fields:
      words: { id: 1, type: "[string: int32]" }
      numbers: { id: 2, type: "[int64: bool]" }
      flag: { id: 3, type: float32, default: 1.5 }
"""


def _swap_map_entries(data: bytes, first: bytes, second: bytes) -> bytes:
    at = data.index(first)
    assert data[at + len(first) : at + len(first) + len(second)] == second
    return data[:at] + second + first + data[at + len(first) + len(second) :]


def test_maps_written_out_of_order_come_out_in_key_order() -> None:
    schema, data = _archive(_MAPS, {"words": {"b": 1, "a": 2}, "numbers": {"-1": True, "2": False}}, "M")
    # Entries of "a": 2 and "b": 1 (string, zig-zag value), swapped; -1 and 2 likewise.
    unsorted = _swap_map_entries(data, b"\x01a\x04", b"\x01b\x02")
    unsorted = _swap_map_entries(unsorted, b"\x01\x01", b"\x04\x00")
    assert unsorted != data and c_reads(unsorted, schema.schema_set)
    value = schema.dump(unsorted)
    assert repr(value) == repr(native.without(schema.dump)(unsorted))
    assert list(value["words"]) == ["a", "b"] and list(value["numbers"]) == ["-1", "2"]


def _with_fields(data: bytes, extra: bytes) -> bytes:
    """The archive `data` of an `M` with `extra` (field bytes) appended to the root's fields."""
    body = data[data.index(b"\x00\x00") :]
    content = body[3:] + extra
    return data[: len(data) - len(body)] + b"\x00\x00" + bytes([len(content)]) + content


def test_a_default_written_explicitly_and_unknown_fields_read_as_python_reads_them() -> None:
    schema, data = _archive(_MAPS, {"words": {"a": 1}}, "M")
    # flag = 1.5 (its default, which the canonical writer leaves out), then unknown fields 7
    # (bytes) and 9 (a varint), after the known ones.
    grown = _with_fields(data, b"\x1d\x00\x00\xc0\x3f" + b"\x3a\x02hi" + b"\x48\x05")
    assert c_reads(grown, schema.schema_set)
    value = schema.dump(grown)
    assert repr(value) == repr(native.without(schema.dump)(grown))
    assert value == {"words": {"a": 1}, "$unknown": {"7": "OgJoaQ==", "9": "SAU="}}
    # Unknown fields out of id order come out in id order; one repeated is the Python
    # decoder's duplicateField error.
    swapped = _with_fields(data, b"\x48\x05" + b"\x3a\x02hi")
    assert c_reads(swapped, schema.schema_set)
    assert repr(schema.dump(swapped)) == repr(value) == repr(native.without(schema.dump)(swapped))
    twice = _with_fields(data, b"\x48\x05\x3a\x02hi\x48\x06")
    for dump in (schema.dump, native.without(schema.dump)):
        with pytest.raises(sheaf.ArchiveError) as raised:
            dump(twice)
        assert (raised.value.code, raised.value.path) == ("duplicateField", "$.#9")


def test_stream_blocks_read_alike_through_the_c_path(tmp_path: Path) -> None:
    schema = sheaf.load_schema(SHOWCASE)
    info = SHOWCASE_SET.info("Employee")
    forms = [schema.dump(RandomValues(SHOWCASE_SET, seed).root(info)[0].to_bytes()) for seed in range(200)]
    path = tmp_path / "staff.sheafs"
    with schema.stream_writer(path, type="Employee") as writer:
        for form in forms:
            writer.append(form)
    accelerated_records = list(sheaf.read_stream(path))
    assert repr(accelerated_records) == repr(native.without(lambda: list(sheaf.read_stream(path)))())
    assert accelerated_records == forms


def test_mutated_archives_read_alike_through_the_c_path() -> None:
    """Damaged archives (bit flips, cuts, repeats): the same error or the same value."""
    from test_fuzz_replay import mutate

    corpus = [annotated_hex(p) for p in CASES]
    rng = random.Random("sheaf-dynamic")
    for _ in range(3000):
        dynamic_target(mutate(rng.choice(corpus), rng, corpus))


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="reads the resident set from /proc")
def test_a_million_dynamically_decoded_records_leave_no_memory_behind() -> None:
    """Decodes and frees 50,000 employees into the JSON form per round, through the C path."""
    company = bench_company(50_000)
    data = company.to_bytes()
    schema = sheaf.load_schema(Path(__file__).resolve().parents[2] / "Benchmarks/Sources/SheafBench/schemas/bench.yaml")
    assert c_reads(data, schema.schema_set)

    def round_trip() -> None:
        value = schema.dump(data)
        assert len(value["employees"]) == 50_000
        del value
        gc.collect()

    assert_no_growth(round_trip)


def test_deep_values_in_a_thread_with_a_small_stack() -> None:
    """A chain of 190 nested employees dumped with a limit of 200 in a thread of 128 KiB: the
    C code stops at its stack budget and the Python decoder reads the value, instead of
    overflowing the thread's stack."""
    company = modules("showcase")["company_sheaf"]
    employee = company.Employee(name="leaf")
    for i in range(190):
        employee = company.Employee(name=f"n{i}", manager=employee)
    data = employee.to_bytes(max_depth=400)
    schema = sheaf.load_schema(SHOWCASE)
    expected = native.without(schema.dump)(data, max_depth=200)
    assert in_a_small_thread(lambda: schema.dump(data, max_depth=200)) == [expected]


def test_the_conformance_testee_decodes_through_the_c_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """The testee the conformance runner drives (`python -m sheaf.testee`) reads a value case
    through the C path when the accelerator is on, and gives the case's value."""
    import json

    from sheaf import testee

    answers: list[bool] = []
    original = accelerated.body

    def watched(*arguments: Any) -> Any:
        found = original(*arguments)
        answers.append(found is not accelerated.NOT_READ and found is not accelerated.REJECTED)
        return found

    monkeypatch.setattr(accelerated, "body", watched)
    case = CONFORMANCE / "cases/structs/unknown-fields-first"
    request = {
        "do": "decode",
        "schemas": [str(CONFORMANCE / "schemas/structs.yaml")],
        "root": "Point",
        "archive": annotated_hex(case.with_suffix(".hex")).hex(),
    }
    reply = testee.answer(request)
    assert answers == [True]
    assert json.loads(reply["value"]) == json.loads(case.with_suffix(".json").read_text())
