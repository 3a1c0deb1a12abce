"""The stream header: building its bytes, its canonical sync marker, and reading it back in
the order of checks the format fixes (magic, format, flags, length, CRC, marker, fields)."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import BinaryIO

from ..wire.crc32c import crc32c
from ..wire.errors import ArchiveError
from ..wire.header import read_identity
from ..wire.reader import Reader
from ..wire.writer import Writer
from .errors import StreamError, located

__all__ = [
    "ARCHIVE_MAGIC",
    "CODECS",
    "CODEC_DEFLATE",
    "CODEC_NONE",
    "MARKER_SIZE",
    "MAX_HEADER_SIZE",
    "STREAM_MAGIC",
    "StreamHeader",
    "canonical_marker",
    "header_bytes",
    "read_stream_header",
]

STREAM_MAGIC = b"\x89SHS"
ARCHIVE_MAGIC = b"\x89SHF"
FORMAT_VERSION = 2
CODEC_NONE, CODEC_DEFLATE = 0, 1
#: Codec names as the command line and the API spell them.
CODECS = {"none": CODEC_NONE, "deflate": CODEC_DEFLATE}
MARKER_SIZE = 16
MAX_HEADER_SIZE = 16 * 1024 * 1024


@dataclass
class StreamHeader:
    """What a stream's header says, and where each field is (offsets of length prefixes)."""

    codec: int
    schema_name: str
    version: int
    fingerprint: str
    root_type: str
    files: list[tuple[str, bytes]]
    marker: bytes
    first_block: int
    schema_name_offset: int
    fingerprint_offset: int
    root_type_offset: int
    file_offsets: list[int]

    @property
    def codec_name(self) -> str:
        """``none`` or ``deflate``."""
        return "deflate" if self.codec == CODEC_DEFLATE else "none"


def header_bytes(
    schema_name: str, version: int, fingerprint: str, root_type: str, files: list[tuple[str, bytes]], codec: str
) -> bytes:
    """A stream's header from magic through the header CRC (the sync marker follows it):
    the schema's identity, the canonical root type, the schema files (base name, exact
    bytes, in load order) and the codec (``none`` or ``deflate``)."""
    fields = Writer()
    fields.buffer.append(CODECS[codec])
    fields.string(schema_name)
    fields.varint(version)
    fields.raw(bytes.fromhex(fingerprint))
    fields.string(root_type)
    fields.varint(len(files))
    for name, text in files:
        fields.string(name)
        fields.blob(text)
    out = Writer()
    out.raw(STREAM_MAGIC + bytes([FORMAT_VERSION, 0]))
    out.varint(len(fields.buffer))
    out.raw(bytes(fields.buffer))
    out.raw(crc32c(out.buffer).to_bytes(4, "little"))
    return bytes(out.buffer)


def canonical_marker(header: bytes) -> bytes:
    """The canonical sync marker: the first 16 bytes of SHA-256 of the header (magic through CRC)."""
    return hashlib.sha256(header).digest()[:MARKER_SIZE]


def _read_at(file: BinaryIO, offset: int, size: int) -> bytes:
    file.seek(offset)
    return file.read(size)


def read_stream_header(file: BinaryIO) -> StreamHeader:
    """Reads and checks the header of the stream open in ``file`` (binary, seekable)."""
    head = _read_at(file, 0, 16)
    if len(head) < 4 or head[:4] != STREAM_MAGIC:
        if head[:4] == ARCHIVE_MAGIC:
            raise StreamError("badMagic", 0, "an archive, not a stream: read it with the archive reader")
        raise StreamError("badMagic", 0, "not a Sheaf stream: it must start with 89 53 48 53")
    whole = Reader(head)
    if len(head) < 5:
        raise located(whole.truncated(4, 1, "format byte"))
    if head[4] != FORMAT_VERSION:
        raise StreamError(
            "unsupportedFormatVersion", 4, f"format version {head[4]} is not supported (this reader reads 2)"
        )
    if len(head) < 6:
        raise located(whole.truncated(5, 1, "flags byte"))
    if head[5] != 0:
        raise StreamError("unknownFlags", 5, f"unknown header flags 0x{head[5]:02x}")
    size_reader = Reader(head, 6)
    try:
        size = size_reader.varint()
    except ArchiveError as error:
        raise located(error) from None
    fields_start = size_reader.pos
    if size > MAX_HEADER_SIZE:
        raise StreamError("streamHeaderTooLarge", 6, f"header of {size} bytes exceeds the limit of {MAX_HEADER_SIZE}")
    file.seek(0, 2)
    file_size = file.tell()
    if size > file_size - fields_start:
        raise StreamError(
            "lengthOutOfBounds", 6, f"header length {size} exceeds the {file_size - fields_start} bytes left"
        )
    fields_end = fields_start + size
    data = _read_at(file, 0, fields_end + 4 + MARKER_SIZE)
    tail = Reader(data)
    if len(data) < fields_end + 4:
        raise located(tail.truncated(fields_end, 4, "header CRC"))
    expected = int.from_bytes(data[fields_end : fields_end + 4], "little")
    actual = crc32c(memoryview(data)[:fields_end])
    if actual != expected:
        raise StreamError(
            "checksumMismatch", fields_end, f"header CRC-32C is 0x{actual:x}, the file says 0x{expected:x}"
        )
    if len(data) < fields_end + 4 + MARKER_SIZE:
        raise located(tail.truncated(fields_end + 4, MARKER_SIZE, "sync marker"))
    try:
        return _fields(data, fields_start, fields_end)
    except StreamError:
        raise
    except ArchiveError as error:
        raise located(error) from None


def _fields(data: bytes, start: int, end: int) -> StreamHeader:
    r = Reader(data, start, end)
    codec_at = r._need(1, "codec")
    codec = data[codec_at]
    if codec not in (CODEC_NONE, CODEC_DEFLATE):
        raise StreamError("unknownCodec", codec_at, f"codec {codec} is unknown (0 none, 1 deflate)")
    name_at = r.pos
    schema_name, version, fingerprint, root_type, root_at = read_identity(r)
    fingerprint_at = root_at - 8
    count_at = r.pos
    count = r.varint()
    if count == 0 or count * 2 > end - r.pos:
        problem = "a stream embeds at least one schema file" if count == 0 else "more files than the header can hold"
        raise StreamError("countOutOfBounds", count_at, f"schema file count {count}: {problem}")
    files: list[tuple[str, bytes]] = []
    offsets: list[int] = []
    for _ in range(count):
        at = r.pos
        name = r.string()
        problem = _name_problem(name, [n for n, _ in files])
        if problem:
            raise StreamError("embeddedSchemaInvalid", at, f"embedded file name '{name}' {problem}")
        text = r.string().encode("utf-8")
        files.append((name, text))
        offsets.append(at)
    if r.pos != end:
        raise StreamError("lengthMismatch", r.pos, f"{end - r.pos} bytes of the header fields are not used")
    marker = data[end + 4 : end + 4 + MARKER_SIZE]
    return StreamHeader(
        codec, schema_name, version, fingerprint, root_type, files, marker, end + 4 + MARKER_SIZE,
        name_at, fingerprint_at, root_at, offsets,
    )  # fmt: skip


def _name_problem(name: str, earlier: list[str]) -> str:
    if not name.endswith(".yaml"):
        return "must be a base name ending in .yaml"
    if any(c in name for c in "/\\\0"):
        return "must not contain '/', '\\' or NUL"
    if name in earlier:
        return "appears twice"
    return ""
