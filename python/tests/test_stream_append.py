"""Appending: to a stream a crashed writer left (SIGKILL mid-append), with checks of the
header against the writer, and refusal of corruption in the middle."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from stream_cases import block_offsets, point_body, point_schema, read_all, write_points

import sheaf
from sheaf.streams import StreamClosedError, block_bytes

CHILD = """
import sys, sheaf
schema = sheaf.load_schema(sys.argv[1])
done = sum(1 for _ in sheaf.read_stream(sys.argv[2]))
with schema.stream_writer(sys.argv[2], "P", codec=sys.argv[3], append=True) as writer:
    n = done
    while True:
        for _ in range(7):
            writer.append({"n": n % 64})
            n += 1
        writer.flush()
        print(n, flush=True)
"""


@pytest.mark.parametrize("codec", ["none", "deflate"])
def test_every_flushed_record_survives_sigkill_and_appending_continues(tmp_path: Path, codec: str) -> None:
    schema = point_schema(tmp_path)
    path = tmp_path / "s.sheafs"
    with schema.stream_writer(path, "P", codec=codec):
        pass
    generator = random.Random(7)
    acknowledged = 0
    for _ in range(12):
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(tmp_path / "t.yaml"), str(path), codec],
            stdout=subprocess.PIPE,
            text=True,
        )
        assert child.stdout is not None
        line = child.stdout.readline()  # the child is appending: kill it a moment later
        time.sleep(generator.uniform(0, 0.05))
        os.kill(child.pid, signal.SIGKILL)
        rest = child.stdout.read()
        child.wait()
        acks = [int(x) for x in (line + rest).split()]
        acknowledged = max([acknowledged, *acks])
        with schema.stream_writer(path, "P", append=True):
            pass  # cuts a torn tail off
        records, error = read_all(path)
        assert error is None
        assert len(records) >= acknowledged
        assert records == [{"n": n % 64} for n in range(len(records))]
    assert acknowledged > 12 * 7


def test_appending_checks_the_header_against_the_writer(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    path = tmp_path / "s.sheafs"
    write_points(path, schema, [[1]])
    with pytest.raises(sheaf.StreamError) as caught:
        schema.stream_writer(path, "Q", append=True)
    assert (caught.value.code, caught.value.offset) == ("rootTypeMismatch", 20)
    other = tmp_path / "other"
    other.mkdir()
    (other / "t.yaml").write_bytes(
        (tmp_path / "t.yaml")
        .read_bytes()
        .replace(b"type: int64 }", b"type: int64 }\n      m: { id: 2, type: int64, default: 0 }")
    )
    with pytest.raises(sheaf.StreamError) as caught:
        sheaf.load_schema(other / "t.yaml").stream_writer(path, "P", append=True)
    assert (caught.value.code, caught.value.offset) == ("schemaMismatch", 12)  # the fingerprint
    library = sheaf.load_schema(Path(__file__).resolve().parents[2] / "Schemas" / "library.yaml")
    with pytest.raises(sheaf.StreamError) as caught:
        library.stream_writer(path, "Book", append=True)
    assert (caught.value.code, caught.value.offset) == ("schemaMismatch", 9)
    assert read_all(path) == ([{"n": 1}], None)


def test_appending_keeps_the_codec_and_refuses_corruption_in_the_middle(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    path = tmp_path / "s.sheafs"
    write_points(path, schema, [[1], [2], [3]])
    with schema.stream_writer(path, "P", codec="deflate", append=True) as writer:
        writer.append({"n": 4})
    assert read_all(path) == ([{"n": 1}, {"n": 2}, {"n": 3}, {"n": 4}], None)
    whole = path.read_bytes()
    assert whole.endswith(block_bytes([point_body(4)], "none", whole[-16:]))  # the stream's codec and marker
    data = bytearray(path.read_bytes())
    first = block_offsets(path)[0]
    data[first + 2 + 4] ^= 1
    path.write_bytes(data)
    with pytest.raises(sheaf.StreamError) as caught:
        schema.stream_writer(path, "P", append=True)
    assert (caught.value.code, caught.value.block, caught.value.offset) == ("checksumMismatch", 0, first + 8)
    assert path.read_bytes() == data  # left alone


def test_appending_to_a_missing_file_creates_it_and_a_closed_writer_refuses_records(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    path = tmp_path / "new.sheafs"
    writer = schema.stream_writer(path, "P", append=True)
    writer.append({"n": 5})
    writer.close()
    writer.close()
    with pytest.raises(StreamClosedError):
        writer.append({"n": 6})
    assert read_all(path) == ([{"n": 5}], None)
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".sheafs-")] == []


def test_a_record_over_the_block_limit_is_refused_and_nothing_is_written(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    path = tmp_path / "s.sheafs"
    with schema.stream_writer(path, "Q") as writer:
        writer.append({"s": "small"})
        with pytest.raises(sheaf.StreamError) as caught:
            writer.append({"s": "y" * (64 * 1024 * 1024)})
        assert (caught.value.code, caught.value.offset) == ("blockTooLarge", None)
    assert read_all(path) == ([{"s": "small"}], None)
