"""The C column decoder against the stream reader on damaged records: each Event record of a
stream with one byte changed, one byte cut or one byte inserted (the block rebuilt around it, so
its checksum holds and the record itself is what is wrong). Whatever the change, both readers
agree: the same error code, offset and path, or the same rows (mapped as documented)."""

from __future__ import annotations

import random
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
from arrow_records import SCHEMA, events  # noqa: E402

import sheaf  # noqa: E402
import sheaf.arrow  # noqa: E402
from sheaf.schema.model import NamedRef  # noqa: E402
from sheaf.streams import block_bytes, read_stream_header  # noqa: E402
from sheaf.streams.reader import StreamReader  # noqa: E402
from sheaf.wire.reader import Reader  # noqa: E402

MUTATIONS = 400


def _bodies(path: Path) -> list[bytes]:
    ((_, _, data),) = list(StreamReader(path).block_data())
    reader, bodies = Reader(data), []
    while reader.pos < len(data):
        size = reader.length()
        bodies.append(data[reader.pos : reader.pos + size])
        reader.pos += size
    return bodies


def _outcome(read: Any) -> Any:
    try:
        return ("rows", read())
    except sheaf.SheafError as error:
        return ("error", error.code, error.offset, error.path)


def test_damaged_records_read_the_same_through_both_readers(tmp_path: Path) -> None:
    schema = sheaf.load_schema(str(SCHEMA))
    path = tmp_path / "events.sheafs"
    with schema.stream_writer(path, type="Event", codec="none") as writer:
        for record in events(6, seed=99):
            writer.append(record)
    bodies = _bodies(path)
    with open(path, "rb") as file:
        header = read_stream_header(file)
    head = path.read_bytes()[: header.first_block]
    expected = Expected(schema.schema_set)
    rng = random.Random(26)
    agreed = {"rows": 0, "error": 0}
    for number in range(MUTATIONS):
        which = rng.randrange(len(bodies))
        body = bytearray(bodies[which])
        at = rng.randrange(len(body))
        roll = rng.random()
        if roll < 0.6:
            body[at] = rng.randrange(256)
        elif roll < 0.8:
            del body[at]
        else:
            body.insert(at, rng.randrange(256))
        damaged = tmp_path / f"damaged{number}.sheafs"
        damaged.write_bytes(head + block_bytes([bytes(body)], "none", header.marker))

        def reference(damaged: Path = damaged) -> Any:
            return [expected.row(v, NamedRef("Event")) for v in sheaf.read_stream(damaged)]

        def columns(damaged: Path = damaged) -> Any:
            return sheaf.arrow.read_stream(damaged).read_all().to_pylist()

        want, got = _outcome(reference), _outcome(columns)
        if got[:2] == ("error", "recursionLimit") and want[0] == "rows":
            continue  # a damaged record may nest deeper than the columns: a documented refusal
        assert got == want, f"mutation {number}: record {which}, byte {at}"
        agreed[want[0]] += 1
        damaged.unlink()
    assert agreed["error"] > MUTATIONS // 4 and agreed["rows"] > 10, agreed
