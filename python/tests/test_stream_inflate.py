"""Inflating a deflate block: whatever its data claims, never more than the declared raw
length is produced (no decompression bomb), and every way the data can be wrong is
decompressionFailed at its first byte. The mutation check (scripts/mutation-test.py) runs this
file with the corpus: the corpus pins the codes and offsets, this file the memory bound."""

from __future__ import annotations

import tracemalloc
import zlib
from pathlib import Path

from stream_cases import point_body, point_schema, read_all

from sheaf.streams import canonical_marker, header_bytes
from sheaf.wire.crc32c import crc32c


def _deflate_block(raw: bytes, declared: int, marker: bytes, tail: bytes = b"") -> bytes:
    compressor = zlib.compressobj(6, zlib.DEFLATED, -15)
    data = compressor.compress(raw) + compressor.flush() + tail
    head = bytes([1]) + _varint(len(data)) + _varint(declared)
    return head + data + crc32c(head + data).to_bytes(4, "little") + marker


def _bomb(declared: int, marker: bytes) -> bytes:
    """A block whose data inflates to 16 MiB of zeros (about 1,000 times its own size; the
    memory bound checked below is about 1 MiB), declared as ``declared`` bytes."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    chunk = bytes(1 << 20)
    data = b"".join(compressor.compress(chunk) for _ in range(16)) + compressor.flush()
    head = bytes([1]) + _varint(len(data)) + _varint(declared)
    return head + data + crc32c(head + data).to_bytes(4, "little") + marker


def _varint(value: int) -> bytes:
    out = bytearray()
    while value >= 0x80:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def test_a_decompression_bomb_is_refused_without_inflating_past_the_declared_length(tmp_path: Path) -> None:
    schema = point_schema(tmp_path)
    header = header_bytes("t", 1, schema.fingerprint, "P", [("t.yaml", (tmp_path / "t.yaml").read_bytes())], "deflate")
    marker = canonical_marker(header)
    first = len(header) + 16
    record = b"\x05" + point_body(1)
    cases = {
        "bomb": _bomb(6, marker),
        "short": _deflate_block(record, 7, marker),
        "long": _deflate_block(record + b"\x00", 6, marker),
        "trailing": _deflate_block(record, 6, marker, b"\x00"),
        "malformed": b"\x01\x03\x06\xff\xff\xff" + crc32c(b"\x01\x03\x06\xff\xff\xff").to_bytes(4, "little") + marker,
    }
    path = tmp_path / "bomb.sheafs"
    for name, block in cases.items():
        path.write_bytes(header + marker + block)
        tracemalloc.start()
        records, error = read_all(path)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        assert peak < 4 * len(block) + (1 << 20), name  # nothing near the inflated size
        data_offset = first + len(_varint(len(block) - 21)) + 2
        assert records == [] and error is not None, name
        assert (error.code, error.offset, error.block) == ("decompressionFailed", data_offset, 0), name
    path.write_bytes(header + marker + _deflate_block(record, 6, marker))
    assert read_all(path) == ([{"n": 1}], None)
