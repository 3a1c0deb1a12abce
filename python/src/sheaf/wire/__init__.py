"""The Sheaf wire format: the low-level `Reader` and `Writer`, the header, the checksum,
and `ArchiveError`. The dynamic codec and generated classes are built on these."""

from .errors import ArchiveError
from .header import Header, finish_archive, read_header, write_header
from .reader import DEFAULT_MAX_DEPTH, I32, I64, LEN, VARINT, Reader
from .writer import Writer, varint_bytes, zigzag_encode

__all__ = [
    "DEFAULT_MAX_DEPTH",
    "I32",
    "I64",
    "LEN",
    "VARINT",
    "ArchiveError",
    "Header",
    "Reader",
    "Writer",
    "finish_archive",
    "read_header",
    "varint_bytes",
    "write_header",
    "zigzag_encode",
]
