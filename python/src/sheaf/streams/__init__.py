"""Record streams (``.sheafs``): many records of one root type in one file, written block by
block, read in constant memory, appended to after a crash, split by byte range, and
carrying the schema files that wrote them.

The parts are small functions over bytes (`header_bytes`, `canonical_marker`,
`block_bytes`), the `StreamReader` and `StreamWriter`, and `StreamError`.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from ..wire.reader import DEFAULT_MAX_DEPTH
from .block import MAX_BLOCK_SIZE, block_bytes
from .errors import StreamError
from .header import MAX_HEADER_SIZE, STREAM_MAGIC, StreamHeader, canonical_marker, header_bytes, read_stream_header
from .reader import StreamReader
from .writer import BLOCK_TARGET, StreamClosedError, StreamWriter, schema_identity

if TYPE_CHECKING:
    from ..api import Schema

__all__ = [
    "BLOCK_TARGET",
    "MAX_BLOCK_SIZE",
    "MAX_HEADER_SIZE",
    "STREAM_MAGIC",
    "StreamClosedError",
    "StreamError",
    "StreamHeader",
    "StreamReader",
    "StreamWriter",
    "block_bytes",
    "canonical_marker",
    "header_bytes",
    "read_stream",
    "read_stream_header",
    "schema_identity",
]


def read_stream(
    path: str | os.PathLike[str],
    schema: Schema | None = None,
    *,
    type: str | None = None,
    start: int = 0,
    end: int | None = None,
    max_depth: int = DEFAULT_MAX_DEPTH,
) -> StreamReader:
    """The records of the stream at ``path`` in the JSON form, one at a time (an iterable;
    memory stays bounded by one block). Without ``schema`` the stream's embedded schema
    files are used; with a `sheaf.Schema` (another version of the same schema, say) records
    are read as archives are read with it. ``type``: the root type the records must have.
    ``start``/``end``: a byte range (a split): the records of the blocks that begin in
    ``[start, end)``; adjacent ranges read every record exactly once. Raises `StreamError`."""
    schema_set = None if schema is None else schema.schema_set
    return StreamReader(path, schema_set, type, start, end, max_depth)
