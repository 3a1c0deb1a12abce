"""Blocks: round trips, torn tails at every position, corruption in the middle, limits,
decompression bombs, and the block size the writer aims at."""

from __future__ import annotations

from pathlib import Path

import pytest
from stream_cases import block_offsets, point_body, point_schema, read_all, write_points

import sheaf
from sheaf.streams import block_bytes, canonical_marker, header_bytes

SHOWCASE = Path(__file__).resolve().parents[2] / "Schemas"


@pytest.mark.parametrize("codec", ["none", "deflate"])
def test_company_employees_round_trip_through_several_blocks(tmp_path: Path, codec: str) -> None:
    schema = sheaf.load_schema(SHOWCASE / "company.yaml")
    people = [{"name": f"person {i}", "age": 20 + i % 50, "scores": {"q1": [i / 4, 0.5]}} for i in range(3000)]
    path = tmp_path / "staff.sheafs"
    with schema.stream_writer(path, "Employee", codec=codec) as writer:
        for index, person in enumerate(people):
            writer.append(person)
            if index % 1000 == 999:
                writer.flush()
    reader = sheaf.read_stream(path)
    assert list(reader) == people
    assert reader.blocks == 3


def test_the_writer_starts_a_new_block_at_one_mebibyte(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    path = tmp_path / "s.sheafs"
    text = "y" * 1000
    with schema.stream_writer(path, "Q") as writer:
        for _ in range(2100):  # each record is 1008 bytes with its prefix: 1041 fill a block
            writer.append({"s": text})
    reader = sheaf.read_stream(path)
    assert sum(1 for _ in reader) == 2100
    assert reader.blocks == 3


@pytest.mark.parametrize("codec", ["none", "deflate"])
def test_a_torn_last_block_is_reported_after_every_earlier_record(tmp_path: Path, codec: str) -> None:
    schema = point_schema(tmp_path)
    path = tmp_path / "s.sheafs"
    write_points(path, schema, [[1, 2], [3], [4, 5, 6]], codec)
    whole = path.read_bytes()
    header = header_bytes("t", 1, schema.fingerprint, "P", [("t.yaml", (tmp_path / "t.yaml").read_bytes())], codec)
    marker = canonical_marker(header)
    last = len(whole) - len(block_bytes([point_body(4), point_body(5), point_body(6)], codec, marker))
    # Cut inside the counts, the data, the CRC and the marker: every position of the block.
    for cut in range(last + 1, len(whole)):
        path.write_bytes(whole[:cut])
        records, error = read_all(path)
        assert records == [{"n": 1}, {"n": 2}, {"n": 3}], cut
        assert error is not None and (error.code, error.offset, error.block) == ("tornTail", last, 2), cut
    # A cut between blocks, or after the header, ends cleanly.
    path.write_bytes(whole[:last])
    assert read_all(path) == ([{"n": 1}, {"n": 2}, {"n": 3}], None)
    path.write_bytes(header + marker)
    assert read_all(path) == ([], None)


def test_zeros_or_garbage_after_the_last_block_are_a_torn_tail(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    path = tmp_path / "s.sheafs"
    write_points(path, schema, [[1]])
    whole = path.read_bytes()
    for tail in (bytes(4096), b"\x01\x05garbage" * 10, b"\xff" * 30):
        path.write_bytes(whole + tail)
        records, error = read_all(path)
        assert records == [{"n": 1}]
        assert error is not None and (error.code, error.offset) == ("tornTail", len(whole))


def test_corruption_in_the_middle_is_its_own_error(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    path = tmp_path / "s.sheafs"
    write_points(path, schema, [[1], [2], [3]])
    whole = bytearray(path.read_bytes())
    first, second, _ = block_offsets(path)
    crc_at = second + 2 + 6
    data = bytearray(whole)
    data[second + 2 + 4] ^= 0x01  # a byte of the record: the CRC no longer matches
    path.write_bytes(data)
    records, error = read_all(path)
    assert records == [{"n": 1}]
    assert error is not None and (error.code, error.offset, error.block, error.block_offset) == (
        "checksumMismatch",
        crc_at,
        1,
        second,
    )
    # A damaged marker hides the block after it from the search; the one after that is found.
    first_marker = first + 2 + 6 + 4
    data = bytearray(whole)
    data[first_marker + 3] ^= 0x01
    path.write_bytes(data)
    records, error = read_all(path)
    assert records == [] and error is not None
    assert (error.code, error.offset, error.block) == ("syncMarkerMismatch", first_marker, 0)
    # The last block's marker damaged: no block follows, so it is a torn tail.
    data = bytearray(whole)
    data[-1] ^= 0x01
    path.write_bytes(data)
    records, error = read_all(path)
    assert records == [{"n": 1}, {"n": 2}]
    assert error is not None and error.code == "tornTail"


def _block_head_stream(tmp_path: Path, bad_block: bytes, codec: str = "none") -> tuple[Path, int]:
    """A stream whose first block is ``bad_block`` + marker, followed by a good block."""
    schema = point_schema(tmp_path)
    header = header_bytes("t", 1, schema.fingerprint, "P", [("t.yaml", (tmp_path / "t.yaml").read_bytes())], codec)
    marker = canonical_marker(header)
    path = tmp_path / "bad.sheafs"
    path.write_bytes(header + marker + bad_block + marker + block_bytes([point_body(9)], codec, marker))
    return path, len(header) + 16


def test_a_block_over_the_limit_is_refused_before_anything_is_read(tmp_path: Path) -> None:
    over = b"\x01\x81\x80\x80\x20"  # R = 1, D = 64 MiB + 1
    path, first = _block_head_stream(tmp_path, over)
    records, error = read_all(path)
    assert records == [] and error is not None
    assert (error.code, error.offset, error.block, error.block_offset) == ("blockTooLarge", first + 1, 0, first)
    path, first = _block_head_stream(tmp_path, b"\x01\x05\x81\x80\x80\x20", "deflate")  # U = 64 MiB + 1
    records, error = read_all(path)
    assert error is not None and (error.code, error.offset) == ("blockTooLarge", first + 2)
    # Every length is read before any is judged: a malformed raw length comes first.
    path, first = _block_head_stream(tmp_path, b"\x01\x81\x80\x80\x20\x80\x00", "deflate")
    records, error = read_all(path)
    assert error is not None and error.code != "blockTooLarge" and error.offset == first + 5
    path, first = _block_head_stream(tmp_path, b"\x00\x05")  # R = 0
    records, error = read_all(path)
    assert error is not None and (error.code, error.offset) == ("countOutOfBounds", first)
    path, first = _block_head_stream(tmp_path, b"\x06\x05")  # R > D
    records, error = read_all(path)
    assert error is not None and (error.code, error.offset) == ("countOutOfBounds", first)
