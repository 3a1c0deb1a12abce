"""The stream layout, byte for byte, and the header's checks in their order."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from stream_cases import POINT_YAML, point_body, point_schema, read_all, write_points

import sheaf
from sheaf.streams import block_bytes, canonical_marker, header_bytes
from sheaf.wire.crc32c import crc32c


def _expected_header(fingerprint: str, codec: int = 0) -> bytes:
    fields = (
        bytes([codec])
        + b"\x01t"  # schema name
        + b"\x01"  # version
        + bytes.fromhex(fingerprint)
        + b"\x01P"  # root type
        + b"\x01"  # one file
        + b"\x06t.yaml"
        + bytes([len(POINT_YAML) & 0x7F | 0x80, len(POINT_YAML) >> 7])
        + POINT_YAML
    )
    head = b"\x89SHS\x02\x00" + bytes([len(fields) & 0x7F | 0x80, len(fields) >> 7]) + fields
    return head + crc32c(head).to_bytes(4, "little")


def test_the_header_and_a_block_are_laid_out_as_the_format_says(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    assert 128 <= len(POINT_YAML) < 16384
    path = tmp_path / "s.sheafs"
    write_points(path, schema, [[1, 2]])
    header = _expected_header(schema.fingerprint)
    marker = hashlib.sha256(header).digest()[:16]
    records = b"\x05" + point_body(1) + b"\x05" + point_body(2)
    block = b"\x02" + bytes([len(records)]) + records
    block += crc32c(block).to_bytes(4, "little") + marker
    assert path.read_bytes() == header + marker + block
    # The functions the corpus is built with give the same bytes.
    built = header_bytes("t", 1, schema.fingerprint, "P", [("t.yaml", POINT_YAML)], "none")
    assert built == header and canonical_marker(built) == marker
    assert block_bytes([point_body(1), point_body(2)], "none", marker) == block


def test_an_empty_stream_is_a_header_and_reads_no_record(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    path = tmp_path / "s.sheafs"
    with schema.stream_writer(path, "P"):
        pass
    header = _expected_header(schema.fingerprint)
    assert path.read_bytes() == header + hashlib.sha256(header).digest()[:16]
    assert read_all(path) == ([], None)


def test_a_random_marker_is_used_only_when_asked(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    one, two = tmp_path / "a.sheafs", tmp_path / "b.sheafs"
    for path in (one, two):
        with schema.stream_writer(path, "P", random_marker=True) as writer:
            writer.append({"n": 3})
    assert one.read_bytes() != two.read_bytes()
    assert read_all(one) == ([{"n": 3}], None) and read_all(two) == ([{"n": 3}], None)


def _stream(tmp_path: Path, data: bytes) -> Path:
    path = tmp_path / "bad.sheafs"
    path.write_bytes(data)
    return path


def _error(tmp_path: Path, data: bytes, **options: object) -> sheaf.StreamError:
    records, error = read_all(_stream(tmp_path, data), **options)
    assert records == [] and error is not None
    return error


def _with_crc(fields: bytes) -> bytes:
    """A header around ``fields`` (fewer than 128 bytes: the fields begin at 7), valid CRC."""
    head = b"\x89SHS\x02\x00" + bytes([len(fields)]) + fields
    return head + crc32c(head).to_bytes(4, "little") + bytes(16)


def test_header_errors_have_their_codes_and_offsets(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    good = _expected_header(schema.fingerprint)
    cases: list[tuple[bytes, str, int]] = [
        (b"", "badMagic", 0),
        (b"\x89SH", "badMagic", 0),
        (b"\x89SHS", "truncated", 4),
        (b"\x89SHS\x03", "unsupportedFormatVersion", 4),
        (b"\x89SHS\x02", "truncated", 5),
        (b"\x89SHS\x02\x01", "unknownFlags", 5),
        (b"\x89SHS\x02\x00", "truncated", 6),
        (b"\x89SHS\x02\x00\x80\x80\x80\x08", "lengthOutOfBounds", 6),  # exactly 16 MiB: allowed, not there
        (b"\x89SHS\x02\x00\x81\x80\x80\x08", "streamHeaderTooLarge", 6),  # 16 MiB + 1
        (b"\x89SHS\x02\x00\x05abc", "lengthOutOfBounds", 6),
        (good[:-2], "truncated", len(good) - 4),
        (good[:-4] + bytes(4) + bytes(16), "checksumMismatch", len(good) - 4),
        (good + bytes(15), "truncated", len(good)),
        (_with_crc(b"\x07"), "unknownCodec", 7),
        (_with_crc(b"\x00\x05t"), "lengthOutOfBounds", 8),
        (_with_crc(b"\x00\x01t"), "truncated", 10),
        (_with_crc(b"\x00\x01t\x00"), "invalidSchemaVersion", 10),
        (_with_crc(b"\x00\x01t\x01" + bytes(5)), "truncated", 11),
        (_with_crc(b"\x00\x01t\x01" + bytes(8) + b"\x01P\x00"), "countOutOfBounds", 21),
        (_with_crc(b"\x00\x01t\x01" + bytes(8) + b"\x01P\x02\x00\x00"), "countOutOfBounds", 21),
        (_with_crc(b"\x00\x01t\x01" + bytes(8) + b"\x01P\x01\x03a/b\x00"), "embeddedSchemaInvalid", 22),
        (_with_crc(b"\x00\x01t\x01" + bytes(8) + b"\x01P\x01\x06a.yaml\x00\x00"), "lengthMismatch", 30),
    ]
    for data, code, offset in cases:
        error = _error(tmp_path, data)
        assert (error.code, error.offset, error.block, error.record) == (code, offset, None, None), data


def test_an_archive_given_as_a_stream_says_it_is_an_archive(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    error = _error(tmp_path, schema.pack({"n": 1}, "P"))
    assert (error.code, error.offset) == ("badMagic", 0)
    assert "an archive, not a stream" in error.message


def test_a_reader_with_a_schema_checks_the_schema_name_and_the_root_type(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    path = tmp_path / "s.sheafs"
    write_points(path, schema, [[1]])
    records, error = read_all(path, schema=schema, type="Q")
    assert records == [] and error is not None
    assert (error.code, error.offset) == (
        "rootTypeMismatch",
        20,
    )  # 6 + H (2 bytes) + codec + "t" (2) + version + fingerprint
    library = sheaf.load_schema(Path(__file__).resolve().parents[2] / "Schemas" / "library.yaml")
    records, error = read_all(path, schema=library)
    assert error is not None and (error.code, error.offset) == ("schemaMismatch", 9)


def test_embedded_files_that_do_not_load_or_do_not_match_are_refused(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    broken = header_bytes("t", 1, schema.fingerprint, "P", [("t.yaml", b"schema: [")], "none")
    error = _error(tmp_path, broken + canonical_marker(broken))
    assert (
        error.code == "embeddedSchemaInvalid" and error.offset == 22
    )  # (H is one byte here) the file name's length prefix
    assert "t.yaml:1:" in error.message
    other = header_bytes("t", 1, "0011223344556677", "P", [("t.yaml", POINT_YAML)], "none")
    error = _error(tmp_path, other + canonical_marker(other))
    assert (error.code, error.offset) == ("embeddedSchemaMismatch", 12)
    missing = header_bytes("u", 1, schema.fingerprint, "P", [("t.yaml", POINT_YAML)], "none")
    error = _error(tmp_path, missing + canonical_marker(missing))
    assert (error.code, error.offset) == ("embeddedSchemaMismatch", 9)
    no_type = header_bytes("t", 1, schema.fingerprint, "R", [("t.yaml", POINT_YAML)], "none")
    error = _error(tmp_path, no_type + canonical_marker(no_type))
    assert (error.code, error.offset) == ("embeddedSchemaMismatch", 20)


@pytest.mark.parametrize("codec", ["none", "deflate"])
def test_bad_records_are_located_by_block_record_and_offset(tmp_path: Path, codec: str) -> None:
    schema = point_schema(tmp_path)
    header = header_bytes("t", 1, schema.fingerprint, "P", [("t.yaml", POINT_YAML)], codec)
    marker = canonical_marker(header)
    good = block_bytes([point_body(1)], codec, marker)
    trailing = block_bytes([point_body(2), point_body(3) + b"\x00"], codec, marker)
    records, error = read_all(_stream(tmp_path, header + marker + good + trailing))
    assert records == [{"n": 1}] and error is not None
    block_offset = len(header) + 16 + len(good)
    data_offset = block_offset + (2 if codec == "none" else 3)
    shift = data_offset if codec == "none" else 0
    assert (error.code, error.block, error.block_offset, error.record) == ("trailingBytes", 1, block_offset, 1)
    assert error.offset == shift + 6 + 1 + 5  # the second record's body, after its five bytes
    assert error.file == str(tmp_path / "bad.sheafs")
