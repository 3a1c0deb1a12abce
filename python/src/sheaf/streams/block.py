"""Blocks: building a block's bytes, the framing checks (lengths, limits, CRC, marker) and
the search for the next block after a position, which tells a torn tail from corruption."""

from __future__ import annotations

import zlib
from dataclasses import dataclass
from typing import BinaryIO

from ..wire.crc32c import crc32c
from ..wire.errors import ArchiveError
from ..wire.reader import Reader
from ..wire.writer import varint_bytes
from .errors import StreamError, located
from .header import CODEC_DEFLATE, CODECS, MARKER_SIZE

__all__ = ["MAX_BLOCK_SIZE", "Frame", "block_bytes", "block_parts", "check_frame", "find_block", "inflate"]

#: The limit of a block's stored data and of its inflated data.
MAX_BLOCK_SIZE = 64 * 1024 * 1024
#: Bytes read at a time while searching for a sync marker.
_CHUNK = 1 << 20


@dataclass
class Frame:
    """A block that passed the framing checks: ``data`` as stored, its first byte's offset,
    the record count, the raw (inflated) length for deflate, and where the block ends."""

    offset: int
    count: int
    data: bytes
    data_offset: int
    raw_length: int | None
    end: int


def block_bytes(bodies: list[bytes], codec: str, marker: bytes) -> bytes:
    """A whole block: record count, lengths, the records (each a length-prefixed body;
    raw-deflated at zlib's level 6 for ``deflate``), the CRC and the sync marker."""
    raw = b"".join(varint_bytes(len(body)) + body for body in bodies)
    return b"".join(block_parts(raw, len(bodies), codec, marker))


def block_parts(
    raw: bytes | memoryview, count: int, codec: str, marker: bytes
) -> tuple[bytes, bytes | memoryview, bytes]:
    """`block_bytes` of ``count`` records given as their length-prefixed bytes one after
    another (what a writer keeps), in three parts written one after the other: the count and
    lengths, the data (``raw`` itself for codec none: a block's records are not copied), and
    the CRC with the sync marker."""
    head = varint_bytes(count)
    data: bytes | memoryview
    if CODECS[codec] == CODEC_DEFLATE:
        compressor = zlib.compressobj(6, zlib.DEFLATED, -15)
        data = compressor.compress(raw) + compressor.flush()
        head += varint_bytes(len(data)) + varint_bytes(len(raw))
    else:
        data = raw
        head += varint_bytes(len(raw))
    size = len(data)
    if size > MAX_BLOCK_SIZE:
        raise StreamError("blockTooLarge", None, f"the block's data of {size} bytes exceeds {MAX_BLOCK_SIZE}")
    crc = crc32c(data, crc32c(head))
    return head, data, crc.to_bytes(4, "little") + marker


def check_frame(file: BinaryIO, offset: int, codec: int, marker: bytes, file_size: int) -> Frame:
    """Framing checks 1 to 6 of the block at ``offset``; raises `StreamError` (file offsets)."""
    file.seek(offset)
    head = file.read(30)
    r = Reader(head)
    try:
        count = r.varint()
        size_at = r.pos
        size = r.varint()
        raw_at = r.pos
        raw_length = r.varint() if codec == CODEC_DEFLATE else None
    except ArchiveError as error:
        raise located(error, shift=offset) from None
    # Every length is read before any is judged (a cut-off raw length is truncated first).
    if size > MAX_BLOCK_SIZE:
        raise StreamError("blockTooLarge", offset + size_at, f"block data of {size} bytes exceeds {MAX_BLOCK_SIZE}")
    if raw_length is not None and raw_length > MAX_BLOCK_SIZE:
        message = f"raw length of {raw_length} bytes exceeds {MAX_BLOCK_SIZE}"
        raise StreamError("blockTooLarge", offset + raw_at, message)
    limit = size if raw_length is None else raw_length
    if count == 0 or count > limit:
        raise StreamError("countOutOfBounds", offset, f"record count {count} must be 1 … {limit}")
    data_offset = offset + r.pos
    if size > file_size - data_offset:
        raise StreamError(
            "lengthOutOfBounds",
            offset + size_at,
            f"block data of {size} bytes exceeds the {file_size - data_offset} left",
        )
    file.seek(offset)
    whole = file.read(r.pos + size + 4 + MARKER_SIZE)
    crc_at = r.pos + size
    if len(whole) < crc_at + 4:
        raise StreamError("truncated", offset + crc_at, f"block CRC needs 4 bytes, the input has {len(whole) - crc_at}")
    if len(whole) < crc_at + 4 + MARKER_SIZE:
        left = len(whole) - crc_at - 4
        raise StreamError("truncated", offset + crc_at + 4, f"sync marker needs 16 bytes, the input has {left}")
    expected = int.from_bytes(whole[crc_at : crc_at + 4], "little")
    actual = crc32c(memoryview(whole)[:crc_at])
    if actual != expected:
        raise StreamError(
            "checksumMismatch", offset + crc_at, f"block CRC-32C is 0x{actual:x}, the file says 0x{expected:x}"
        )
    if whole[crc_at + 4 :] != marker:
        raise StreamError(
            "syncMarkerMismatch", offset + crc_at + 4, "the block does not end with the header's sync marker"
        )
    data = whole[r.pos : crc_at]
    return Frame(offset, count, data, data_offset, raw_length, offset + len(whole))


def find_block(file: BinaryIO, start: int, codec: int, marker: bytes, file_size: int) -> Frame | None:
    """The first block at a position ``p >= start`` preceded by the marker and passing the
    framing checks, or None."""
    position = max(0, start - MARKER_SIZE)
    while position < file_size:
        file.seek(position)
        chunk = file.read(_CHUNK + MARKER_SIZE - 1)
        found = chunk.find(marker)
        while found >= 0:
            p = position + found + MARKER_SIZE
            if p >= start and p < file_size:
                try:
                    return check_frame(file, p, codec, marker, file_size)
                except StreamError:
                    pass
            found = chunk.find(marker, found + 1)
        position += _CHUNK
    return None


def inflate(frame: Frame) -> bytes:
    """The block's records: the data itself for codec none, else the raw-deflate data
    inflated to exactly the declared raw length (never more: no decompression bomb)."""
    if frame.raw_length is None:
        return frame.data
    expected = frame.raw_length
    try:
        inflater = zlib.decompressobj(-15)
        out = inflater.decompress(frame.data, expected)
        if not inflater.eof and inflater.decompress(inflater.unconsumed_tail, 1):
            raise _failed(frame, f"the data inflates to more than the declared {expected} bytes")
    except zlib.error as error:
        raise _failed(frame, f"the data is not valid raw deflate: {error}") from None
    if not inflater.eof or inflater.unused_data or inflater.unconsumed_tail:
        raise _failed(frame, "the deflate stream does not end exactly at the end of the block's data")
    if len(out) != expected:
        raise _failed(frame, f"the data inflates to {len(out)} bytes, the block declares {expected}")
    return out


def _failed(frame: Frame, message: str) -> StreamError:
    return StreamError("decompressionFailed", frame.data_offset, message)
