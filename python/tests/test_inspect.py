"""``sheaf-py inspect``: archives as a raw tree and streams' header and blocks, in the
documented layout, without a schema."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from conftest import run_main
from stream_cases import POINT_YAML, point_schema, write_points

from sheaf.wire.crc32c import crc32c

FINGERPRINT = bytes.fromhex("0123456789abcdef")
HEADER = b"\x89SHF\x02\x00" + b"\x01t" + b"\x01" + FINGERPRINT + b"\x01P"


def _archive(body: bytes, checksum: str = "none") -> bytes:
    if checksum == "none":
        return HEADER + body
    data = HEADER[:5] + b"\x01" + HEADER[6:] + body
    crc = crc32c(data) ^ (0 if checksum == "valid" else 1)
    return data + crc.to_bytes(4, "little")


def _head(checksum: str) -> str:
    return (
        "a.shf: archive\n  format: 2\n  schema: t\n  version: 1\n  fingerprint: 0123456789abcdef\n"
        f"  root type: P\n  checksum: {checksum}\n"
    )


@pytest.mark.parametrize("checksum", ["none", "valid", "mismatch"])
def test_an_archive_is_shown_as_a_raw_tree(tmp_path: Path, capfd: pytest.CaptureFixture[str], checksum: str) -> None:
    tags = b"\x01\x03x.y"
    entries = b"\x01\x02\x08\x07"  # @1: field 1 VARINT 7
    message = (
        b"\x08\x96\x01"  # 1 VARINT 150
        + b"\x11" + (5).to_bytes(8, "little")  # 2 I64
        + b"\x1d" + (6).to_bytes(4, "little")  # 3 I32
        + b"\x22\x03hi!"  # 4 LEN "hi!" (not a message: "!" is a key of an I64 that does not fit)
        + b"\x2a\x02\xff\x00"  # 5 LEN, not UTF-8
        + b"\x32\x02\x08\x01"  # 6 LEN, a message
        + b"\x3a\x00"  # 7 LEN, empty: an empty string
    )  # fmt: skip
    body = tags + entries + bytes([len(message)]) + message
    (tmp_path / "a.shf").write_bytes(_archive(body, checksum))
    status, out, err = run_main(["inspect", "a.shf"], capfd, tmp_path)
    assert (status, err) == (0, "")
    assert out == _head(checksum) + (
        "  tags: 1\n"
        '    1: "x.y"\n'
        "  instances: 1\n"
        "    @1:\n"
        "        1 VARINT 7\n"
        "  root:\n"
        "    1 VARINT 150\n"
        "    2 I64 0x0000000000000005\n"
        "    3 I32 0x00000006\n"
        '    4 LEN "hi!"\n'
        "    5 LEN <ff00>\n"
        "    6 LEN {\n"
        "      1 VARINT 1\n"
        "    }\n"
        '    7 LEN ""\n'
    )


def test_a_root_that_is_not_a_message_is_shown_as_bytes(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a.shf").write_bytes(_archive(b"\x00\x00\x96\x01"))  # an int root: a varint
    status, out, _ = run_main(["inspect", "a.shf"], capfd, tmp_path)
    assert status == 0
    assert out == _head("none") + "  tags: 0\n  instances: 0\n  root:\n    bytes: 9601\n"


def test_a_bad_archive_is_an_error_line(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "a.shf").write_bytes(HEADER[:9])
    status, out, err = run_main(["inspect", "a.shf"], capfd, tmp_path)
    assert (status, out) == (1, "")
    assert err.startswith("a.shf: offset 9: ") and err.endswith("[truncated]\n")


def _stream_head(tmp_path: Path, codec: str) -> tuple[str, int]:
    data = (tmp_path / "s.sheafs").read_bytes()
    fields = 1 + 2 + 1 + 8 + 2 + 1 + 7 + 2 + len(POINT_YAML)
    crc_end = 6 + 2 + fields + 4
    marker = hashlib.sha256(data[:crc_end]).hexdigest()[:32]
    schema = point_schema(tmp_path)
    text = (
        f"s.sheafs: stream\n  format: 2\n  codec: {codec}\n  schema: t\n  version: 1\n"
        f"  fingerprint: {schema.fingerprint}\n  root type: P\n  sync marker: {marker}\n"
        f"  schema files: 1\n    t.yaml ({len(POINT_YAML)} bytes)\n"
    )
    return text, crc_end + 16


def test_a_stream_is_shown_with_its_blocks(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    schema = point_schema(tmp_path)
    write_points(tmp_path / "s.sheafs", schema, [[1, 2], [3]])
    head, first = _stream_head(tmp_path, "none")
    second = first + 2 + 12 + 20
    status, out, err = run_main(["inspect", "s.sheafs"], capfd, tmp_path)
    assert (status, err) == (0, "")
    assert out == head + (
        f"  blocks: 2\n    0: offset {first}, 2 records, 12 bytes stored\n"
        f"    1: offset {second}, 1 records, 6 bytes stored\n  records: 3\n  tail: clean\n"
    )
    path = tmp_path / "s.sheafs"
    path.write_bytes(path.read_bytes()[:-1])
    status, out, _ = run_main(["inspect", "s.sheafs"], capfd, tmp_path)
    assert status == 0
    assert out == head + (
        f"  blocks: 1\n    0: offset {first}, 2 records, 12 bytes stored\n  records: 2\n  tail: torn at offset {second}\n"
    )


def test_a_deflate_stream_shows_raw_lengths(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    schema = point_schema(tmp_path)
    write_points(tmp_path / "s.sheafs", schema, [[1, 2]], "deflate")
    head, first = _stream_head(tmp_path, "deflate")
    stored = (tmp_path / "s.sheafs").stat().st_size - first - 3 - 20
    status, out, _ = run_main(["inspect", "s.sheafs"], capfd, tmp_path)
    assert status == 0
    assert (
        out
        == head
        + f"  blocks: 1\n    0: offset {first}, 2 records, {stored} bytes stored, 12 raw\n  records: 2\n  tail: clean\n"
    )


def test_schema_out_writes_the_embedded_files_and_never_overwrites_others(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    schema = point_schema(tmp_path)
    write_points(tmp_path / "s.sheafs", schema, [[1]])
    status, out, _ = run_main(["inspect", "s.sheafs", "--schema-out", "out"], capfd, tmp_path)
    assert status == 0 and out.endswith("  tail: clean\nwrote out/t.yaml\n")
    assert (tmp_path / "out" / "t.yaml").read_bytes() == POINT_YAML
    assert run_main(["inspect", "s.sheafs", "--schema-out", "out"], capfd, tmp_path)[0] == 0
    (tmp_path / "out" / "t.yaml").write_bytes(b"other")
    status, out, err = run_main(["inspect", "s.sheafs", "--schema-out", "out"], capfd, tmp_path)
    assert status == 1 and "exists with other content" in err
    assert (tmp_path / "out" / "t.yaml").read_bytes() == b"other"


def test_corruption_in_a_stream_is_an_error_line(tmp_path: Path, capfd: pytest.CaptureFixture[str]) -> None:
    schema = point_schema(tmp_path)
    path = tmp_path / "s.sheafs"
    write_points(path, schema, [[1], [2]])
    _, first = _stream_head(tmp_path, "none")
    data = bytearray(path.read_bytes())
    data[first + 4] ^= 1
    path.write_bytes(data)
    status, out, err = run_main(["inspect", "s.sheafs"], capfd, tmp_path)
    assert status == 1 and out.endswith("  blocks: 0\n")
    assert err == f"s.sheafs: block 0, offset {first + 8}: " + err.split(": ", 2)[2]
    assert err.endswith("[checksumMismatch]\n")
