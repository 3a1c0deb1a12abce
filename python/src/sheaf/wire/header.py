"""The archive header (magic, format, flags, schema name, version, fingerprint, root type)
and the optional CRC-32C trailer, read in the order of checks the format fixes."""

from __future__ import annotations

from dataclasses import dataclass

from .crc32c import crc32c
from .errors import ArchiveError
from .packed import Buffer
from .reader import DEFAULT_MAX_DEPTH, Reader
from .writer import Writer

__all__ = ["DEFAULT_MAX_ARCHIVE_SIZE", "MAGIC", "Header", "read_header", "read_identity", "write_header"]

MAGIC = b"\x89SHF"
FORMAT_VERSION = 2
FLAG_CHECKSUM = 1
DEFAULT_MAX_ARCHIVE_SIZE = 1 << 30
_MAX_VERSION = 2**63 - 1


@dataclass
class Header:
    """What an archive's header says, and where its body is.

    ``reader`` is positioned at the body, with ``end`` where the body must end (before the
    trailer); ``root_type_offset`` is the offset of the root type's length prefix.
    """

    schema_name: str
    version: int
    fingerprint: str
    root_type: str
    root_type_offset: int
    has_checksum: bool
    reader: Reader


def read_header(
    data: Buffer, max_depth: int = DEFAULT_MAX_DEPTH, max_archive_size: int = DEFAULT_MAX_ARCHIVE_SIZE
) -> Header:
    """Checks size, magic, format, flags and checksum, then reads the header's fields."""
    data = bytes(data)
    if len(data) > max_archive_size:
        raise ArchiveError(
            "archiveTooLarge", 0, f"archive of {len(data)} bytes exceeds the limit of {max_archive_size} bytes"
        )
    head = data[:4]
    if head != MAGIC[: len(head)]:
        raise ArchiveError("badMagic", 0, "not a Sheaf archive: it must start with 89 53 48 46")
    whole = Reader(data, 0, len(data), max_depth)
    if len(data) < 4:
        raise whole.truncated(0, 4, "magic")
    if len(data) < 5:
        raise whole.truncated(4, 1, "byte")
    if data[4] != FORMAT_VERSION:
        raise ArchiveError(
            "unsupportedFormatVersion", 4, f"format version {data[4]} is not supported (this reader reads version 2)"
        )
    if len(data) < 6:
        raise whole.truncated(5, 1, "byte")
    flags = data[5]
    if flags & ~FLAG_CHECKSUM:
        raise ArchiveError("unknownFlags", 5, f"unknown header flags 0x{flags:02x}")
    end = len(data)
    has_checksum = bool(flags & FLAG_CHECKSUM)
    if has_checksum:
        if len(data) < 10:
            raise whole.truncated(6, 4, "checksum trailer")
        end = len(data) - 4
        expected = int.from_bytes(data[end:], "little")
        actual = crc32c(memoryview(data)[:end])
        if actual != expected:
            raise ArchiveError("checksumMismatch", end, f"CRC-32C is 0x{actual:x}, the trailer says 0x{expected:x}")
    reader = Reader(data, 6, end, max_depth)
    schema_name, version, fingerprint, root_type, root_type_offset = read_identity(reader)
    return Header(schema_name, version, fingerprint, root_type, root_type_offset, has_checksum, reader)


def read_identity(reader: Reader) -> tuple[str, int, str, str, int]:
    """Schema name, version, fingerprint (hex), root type and the root type's offset, as an
    archive's header and a stream's header hold them, in that order."""
    schema_name = reader.string()
    version_offset = reader.pos
    version = reader.varint()
    if version == 0 or version > _MAX_VERSION:
        problem = "must be at least 1" if version == 0 else "exceeds 2^63 - 1"
        raise ArchiveError("invalidSchemaVersion", version_offset, f"schema version {version} {problem}")
    at = reader._need(8, "fixed64")
    root_type_offset = reader.pos
    return schema_name, version, reader.data[at : at + 8].hex(), reader.string(), root_type_offset


def write_header(writer: Writer, schema_name: str, version: int, fingerprint: str, root_type: str) -> None:
    """Writes magic, format, flags (checksum bit set later by `finish_archive`) and the header fields."""
    writer.raw(MAGIC)
    writer.buffer.append(FORMAT_VERSION)
    writer.buffer.append(0)
    writer.string(schema_name)
    writer.varint(version)
    writer.raw(bytes.fromhex(fingerprint))
    writer.string(root_type)


def finish_archive(writer: Writer, checksum: bool = False, max_archive_size: int = DEFAULT_MAX_ARCHIVE_SIZE) -> bytes:
    """Sets the checksum flag and appends the trailer when asked; enforces the size limit."""
    if checksum:
        writer.buffer[5] |= FLAG_CHECKSUM
        writer.raw(crc32c(writer.buffer).to_bytes(4, "little"))
    if len(writer.buffer) > max_archive_size:
        raise ArchiveError("archiveTooLarge", None, f"the archive would be larger than {max_archive_size} bytes")
    return bytes(writer.buffer)
