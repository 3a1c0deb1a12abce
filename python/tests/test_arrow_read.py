"""`sheaf.arrow.read_stream` and `schema_for`: every construct of fixtures/arrow/everything.yaml
read into Arrow columns by the C decoder equals what the documented mapping makes of the same
records read by Sheaf's own stream reader (arrow_expected.py); splits, batches, opaque
members, the recursion rule, and streams written by the Swift tool."""

from __future__ import annotations

import itertools
import subprocess
from pathlib import Path
from typing import Any

import pytest

from sheaf import native

pa = pytest.importorskip("pyarrow")
if not native.enabled():
    pytest.skip(
        "sheaf.arrow needs the C accelerator (test_arrow_errors.py checks its message)", allow_module_level=True
    )

from arrow_expected import Expected  # noqa: E402
from arrow_records import SCHEMA, SCHEMA_V2, events, json_lines  # noqa: E402
from conftest import CONFORMANCE, swift_binary  # noqa: E402

import sheaf  # noqa: E402
import sheaf.arrow  # noqa: E402
from sheaf.dynamic.types import resolve_type_text  # noqa: E402
from sheaf.schema.model import NamedRef  # noqa: E402

COUNT = 400


@pytest.fixture(scope="module")
def schema() -> sheaf.Schema:
    return sheaf.load_schema(str(SCHEMA))


@pytest.fixture(scope="module", params=["none", "deflate"])
def stream(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory, schema: sheaf.Schema) -> Path:
    path = tmp_path_factory.mktemp("arrow") / f"events-{request.param}.sheafs"
    with schema.stream_writer(path, type="Event", codec=request.param) as writer:
        for record in events(COUNT):
            writer.append(record)
    return path


def expected_rows(path: Path, schema: sheaf.Schema, type: str = "Event") -> list[dict[str, Any]]:
    """The rows the mapping makes of the records Sheaf's stream reader reads."""
    expected = Expected(schema.schema_set)
    return [expected.row(value, NamedRef(type)) for value in sheaf.read_stream(path)]


def test_every_construct_is_read_as_the_mapping_says(stream: Path, schema: sheaf.Schema) -> None:
    table = sheaf.arrow.read_stream(stream).read_all()
    assert table.schema == sheaf.arrow.schema_for(schema, "Event")
    rows = table.to_pylist()
    assert len(rows) == COUNT
    assert rows == expected_rows(stream, schema)


def test_the_arrow_types_of_each_construct(schema: sheaf.Schema) -> None:
    arrow = sheaf.arrow.schema_for(schema, "Event")
    types = {name: arrow.field(name).type for name in arrow.names}
    enum = pa.dictionary(pa.int32(), pa.string())
    assert [types[n] for n in ("i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "n", "un")] == [
        pa.int8(), pa.int16(), pa.int32(), pa.int64(), pa.uint8(), pa.uint16(), pa.uint32(), pa.uint64(),
        pa.int64(), pa.uint64(),
    ]  # fmt: skip
    assert (types["f32"], types["f64"], types["flag"]) == (pa.float32(), pa.float64(), pa.bool_())
    assert (types["text"], types["blob"], types["link"], types["key"]) == (
        pa.string(), pa.binary(), pa.string(), pa.string()
    )  # fmt: skip
    assert types["at"] == pa.timestamp("us", tz="UTC")
    assert (types["level"], types["colour"], types["perms"]) == (enum, enum, pa.list_(pa.string()))
    assert types["grid"] == pa.list_(pa.list_(pa.int32()))
    assert types["index"] == pa.map_(pa.string(), pa.map_(pa.string(), pa.int8()))
    assert types["tags"] == pa.map_(pa.string(), pa.list_(pa.string()))
    assert types["maybe"] == pa.list_(pa.int64())
    money = types["payment"]
    assert [money.field(i).name for i in range(money.num_fields)] == ["$case", "cash", "card"]
    assert money.field("card").type == pa.struct([("number", pa.string()), ("expires", pa.timestamp("us", tz="UTC"))])
    shape = types["shape"]
    assert [shape.field(i).name for i in range(shape.num_fields)] == [
        "$type",
        "label",
        "Polygon",
        "circle",
        "group",
    ]  # tag order
    assert shape.field("circle").type == pa.struct([("radius", pa.float64())])
    group = shape.field("group").type
    assert [group.field(i).name for i in range(group.num_fields)] == ["$id", "members"]
    assert types["pair"] == pa.struct([("first", pa.string()), ("second", pa.list_(pa.float64()))])
    person = types["people"].value_type
    assert [person.field(i).name for i in range(person.num_fields)] == ["$id", "name", "friends", "boss"]


def test_recursion_is_expanded_as_deep_as_asked_then_cut(schema: sheaf.Schema) -> None:
    def depth(t: Any) -> int:
        # Persons nested in the boss column until the one that keeps only its $id.
        return 1 + depth(t.field("boss").type) if t.num_fields > 1 else 0

    for recursion in (1, 3, 5):
        person = sheaf.arrow.schema_for(schema, "Person", recursion=recursion)
        assert 1 + depth(person.field("boss").type) == recursion
    assert sheaf.arrow.schema_for(schema, "Person", recursion=1).field("boss").type == pa.struct([("$id", pa.int64())])


def test_a_value_deeper_than_the_columns_fails_and_a_larger_recursion_reads_it(
    tmp_path: Path, schema: sheaf.Schema
) -> None:
    path = tmp_path / "chain.sheafs"
    chain = {"name": "d", "boss": {"name": "c", "boss": {"name": "b", "boss": {"name": "a"}}}}
    with schema.stream_writer(path, type="Person", codec="none") as writer:
        writer.append(chain)
    with pytest.raises(sheaf.SheafError) as caught:
        sheaf.arrow.read_stream(path, recursion=2).read_all()
    assert caught.value.code == "recursionLimit"
    assert (caught.value.block, caught.value.record) == (0, 0)  # type: ignore[attr-defined]
    rows = sheaf.arrow.read_stream(path, recursion=4).read_all().to_pylist()
    assert rows[0]["boss"]["boss"]["boss"]["name"] == "a"
    assert rows == expected_rows(path, schema, "Person")


@pytest.mark.parametrize(
    ("type", "records"),
    [
        ("int64?", [5, None, -(1 << 63)]),
        ("[string]", [["a", ""], [], ["😀"]]),
        ("Level", ["mid", {"$raw": 4}, "low"]),
        ("Perms", [["read", 5], []]),
        ("[string: Money]", [{"a": {"free": {}}, "b": {"cash": {"amount": 3}}}]),
    ],
)
def test_a_root_that_is_no_record_is_one_column_named_value(
    tmp_path: Path, schema: sheaf.Schema, type: str, records: list[Any]
) -> None:
    path = tmp_path / "values.sheafs"
    with schema.stream_writer(path, type=type, codec="none") as writer:
        for record in records:
            writer.append(record)
    table = sheaf.arrow.read_stream(path).read_all()
    assert table.schema.names == ["value"]
    expected = Expected(schema.schema_set)
    root = resolve_type_text(type, schema.schema_set)
    assert table.to_pylist() == [expected.row(v, root) for v in sheaf.read_stream(path)]


def test_splits_read_every_record_once(stream: Path) -> None:
    whole = sheaf.arrow.read_stream(stream).read_all().to_pylist()
    size = stream.stat().st_size
    cuts = [0, size // 5, size // 2, size // 2 + 1, size]
    parts = []
    for start, end in itertools.pairwise(cuts):
        parts += sheaf.arrow.read_stream(stream, start=start, end=end).read_all().to_pylist()
    assert parts == whole


def test_batches_end_at_blocks(tmp_path: Path) -> None:
    company = sheaf.load_schema(str(CONFORMANCE / "schemas" / "company.yaml"))
    path = tmp_path / "staff.sheafs"
    with company.stream_writer(path, type="Employee", codec="none") as writer:
        for i in range(5000):
            writer.append({"name": f"E{i}", "age": 20 + i % 50, "scores": {"q": [i * 0.5]}})
            if i % 1000 == 999:
                writer.flush()  # one block per thousand
    reader = sheaf.arrow.read_stream(path, batch_rows=1500)
    sizes = [batch.num_rows for batch in reader]
    assert sizes == [2000, 2000, 1000]
    table = sheaf.arrow.read_stream(path).read_all()
    assert table.column("age").to_pylist() == [20 + i % 50 for i in range(5000)]
    assert table.to_pylist() == expected_rows(path, company, "Employee")


def test_an_unknown_member_is_kept_with_its_tag_and_the_familys_fields(tmp_path: Path, schema: sheaf.Schema) -> None:
    newer = sheaf.load_schema(str(SCHEMA_V2))
    path = tmp_path / "v2.sheafs"
    with newer.stream_writer(path, type="Event", codec="none") as writer:
        for i, record in enumerate(events(20, seed=3)):
            record["shape"] = {"$type": "star", "label": f"star{i}", "spikes": 5}
            writer.append(record)
    table = sheaf.arrow.read_stream(path, schema).read_all()
    shapes = table.column("shape").to_pylist()
    assert {s["$type"] for s in shapes} == {"star"}
    assert [s["label"] for s in shapes] == [f"star{i}" for i in range(20)]
    assert all(s["circle"] is None and s["group"] is None for s in shapes)
    expected = Expected(schema.schema_set)
    assert table.to_pylist() == [expected.row(v, NamedRef("Event")) for v in sheaf.read_stream(path, schema)]


def test_a_stream_written_by_the_swift_tool(tmp_path: Path, schema: sheaf.Schema) -> None:
    binary = swift_binary()
    (tmp_path / "events.jsonl").write_text(json_lines(events(150, seed=7)))
    path = tmp_path / "swift.sheafs"
    command = [binary, "pack", "--stream", "--schema", str(SCHEMA), "--type", "Event", "--codec", "deflate"]
    done = subprocess.run(
        [*command, "--input", "events.jsonl", "--output", str(path)], cwd=tmp_path, capture_output=True
    )
    assert done.returncode == 0, done.stderr.decode()
    rows = sheaf.arrow.read_stream(path).read_all().to_pylist()
    assert len(rows) == 150
    assert rows == expected_rows(path, schema)
