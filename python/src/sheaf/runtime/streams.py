"""Record streams of generated classes: ``Employee.stream_writer(path)`` and
``Employee.read_stream(path)`` (the classes' methods call these, on first use, so that a
generated module that never uses streams does not load them)."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any

from sheaf.errors import article
from sheaf.runtime import accel
from sheaf.runtime.bodies import decode_body, encode_body, expected_root, root_type
from sheaf.runtime.checks import wrong_type
from sheaf.runtime.compiler import codecs_of
from sheaf.schema.model import NamedRef
from sheaf.streams.errors import StreamError
from sheaf.streams.header import StreamHeader
from sheaf.streams.reader import StreamReader
from sheaf.streams.writer import StreamIdentity, StreamWriter
from sheaf.wire.reader import DEFAULT_MAX_DEPTH, Reader

__all__ = ["read_stream", "stream_writer"]


def stream_writer(
    cls: type[Any], path: str | os.PathLike[str], codec: str, append: bool, random_marker: bool
) -> StreamWriter:
    """A writer of ``cls`` records (a non-generic type: its root type is its name)."""
    info = cls._sheaf_info
    files = [(name, text.encode("utf-8")) for name, text in info.schema.set.files()]
    root_text = info.name
    identity = StreamIdentity(info.schema.name, info.schema.version, info.schema.fingerprint.hex(), root_text, files)

    def encode(value: Any) -> bytes:
        if not isinstance(value, cls):
            raise wrong_type(value, f"{article(cls.__name__)} record", info.name)
        return encode_body(value, info, root_type(value, info, ()), DEFAULT_MAX_DEPTH)

    # Records of exactly `cls` that need no tables are encoded straight onto the pending block
    # by the accelerator, in one call each.
    pending = accel.pending_block(codecs_of(info.schema.set), NamedRef(info.name), DEFAULT_MAX_DEPTH)
    return StreamWriter(path, identity, encode, codec, append=append, random_marker=random_marker, pending=pending)


def read_stream(
    cls: type[Any], path: str | os.PathLike[str], start: int, end: int | None, max_depth: int
) -> Iterator[Any]:
    """The ``cls`` records of the stream at ``path`` (a split with ``start``/``end``)."""
    info = cls._sheaf_info

    def bind(header: StreamHeader) -> Callable[[Reader], Any]:
        if header.schema_name != info.schema.name:
            message = f"the stream is of schema '{header.schema_name}', not '{info.schema.name}'"
            raise StreamError("schemaMismatch", header.schema_name_offset, message)
        root = expected_root(info, header.root_type)
        if root is None:
            message = f"the stream holds {header.root_type} records, not {info.name}"
            raise StreamError("rootTypeMismatch", header.root_type_offset, message)
        return RecordDecoder(info, root, max_depth)

    return iter(StreamReader(path, None, None, start, end, max_depth, bind=bind))


class RecordDecoder:
    """Reads a stream's records as one generated type: a body at a time (``decoder(body)``),
    or a whole block in one call through the accelerator (`block_records`) when every record
    of it is a body without tables."""

    __slots__ = ("codecs", "info", "max_depth", "root")

    def __init__(self, info: Any, root: NamedRef, max_depth: int) -> None:
        self.info, self.root, self.max_depth = info, root, max_depth
        self.codecs = codecs_of(info.schema.set)

    def __call__(self, body: Reader) -> Any:
        return decode_body(body, self.info, self.root, self.max_depth)

    def block_records(self, data: bytes, count: int) -> list[Any] | None:
        """The block's ``count`` records (``data``: its inflated bytes), or None: then the
        stream reader reads them one by one, which reports any error exactly."""
        return accel.decode_records(self.codecs, self.root, data, count, self.max_depth)
