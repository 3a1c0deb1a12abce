"""Writing a stream: create (atomic header), append records into blocks, flush (fsync),
close; or append to an existing stream after checking it and cutting off a torn tail."""

from __future__ import annotations

import functools
import os
import secrets
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, BinaryIO

from ..dynamic.encoder import encode_body
from ..dynamic.types import root_schema_name
from ..errors import SheafError
from ..files import atomic_file
from ..schema.fingerprint import canonical_form, fingerprint
from ..schema.model import SchemaSet, TypeRef
from ..wire.writer import varint_bytes
from .block import MAX_BLOCK_SIZE, block_parts
from .errors import StreamError, located
from .header import CODECS, canonical_marker, header_bytes, read_stream_header
from .pending import PendingRecords
from .reader import BlockWalk

__all__ = ["BLOCK_TARGET", "StreamClosedError", "StreamIdentity", "StreamWriter", "dynamic_writer", "schema_identity"]

#: A block is written once its pending records (length prefixes included) reach this size.
BLOCK_TARGET = 1 << 20


class StreamClosedError(SheafError, ValueError):
    """A record appended to a stream writer after `StreamWriter.close` (as writing to a
    closed file is a ValueError); ``code`` is ``streamClosed``."""

    code = "streamClosed"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass
class StreamIdentity:
    """What a stream's header says about its records: schema name, version, fingerprint
    (16 hex digits), canonical root type and the schema files (base names, exact bytes)."""

    schema_name: str
    version: int
    fingerprint: str
    root_type: str
    files: list[tuple[str, bytes]]


def dynamic_writer(
    path: str | os.PathLike[str],
    schema_set: SchemaSet,
    root: TypeRef,
    codec: str = "none",
    *,
    append: bool = False,
    random_marker: bool = False,
) -> StreamWriter:
    """A writer of JSON-form values of the type ``root`` of ``schema_set``."""
    identity = schema_identity(schema_set, root)
    return StreamWriter(
        path,
        identity,
        lambda value: encode_body(value, root, schema_set),
        codec,
        append=append,
        random_marker=random_marker,
    )


def schema_identity(schema_set: SchemaSet, root: TypeRef) -> StreamIdentity:
    """The identity of a stream of ``root`` records written with ``schema_set`` (files in
    load order)."""
    name = root_schema_name(root, schema_set)
    if name is None:
        raise ValueError(f"the root type '{root}' names no declared type; say which schema writes it")
    schema = next(s for s in schema_set.schemas if s.name == name)
    if not schema_set.sources:
        raise ValueError("the schema set was not loaded from files, so a stream cannot embed them")
    files = [(os.path.basename(path), text.encode("utf-8")) for path, text in schema_set.sources]
    return StreamIdentity(
        schema.name, schema.version, fingerprint(canonical_form(schema, schema_set)), str(root), files
    )


class StreamWriter:
    """Writes records of one root type to a stream file; a context manager (closing flushes).
    ``identity`` is what the header says; ``encode`` turns a record into its body.

    ``codec`` is ``"none"`` (the default) or ``"deflate"``; ``random_marker`` uses 16 random
    bytes as the sync marker instead of the canonical one (for records holding untrusted
    text, see the format notes); ``append=True`` continues an existing stream (its header
    must name the same schema, fingerprint and root type; its codec and marker are kept; a
    torn tail is cut off first; a file that does not exist is created).

    ``pending``, which generated classes' writers have (the C accelerator's
    ``PendingBlock``), makes the block being filled from ``(target, limit, write, slow)``: its
    ``append`` encodes a record straight onto the block and becomes this writer's ``append``
    (one C call a record), handing every record it does not simply keep — a value it does not
    take exactly, one past the block limit, any after `close` — to ``slow``, this class's
    `append`, which writes it or raises."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        identity: StreamIdentity,
        encode: Callable[[Any], bytes],
        codec: str = "none",
        *,
        append: bool = False,
        random_marker: bool = False,
        pending: Callable[..., Any] | None = None,
    ) -> None:
        if codec not in CODECS:
            raise ValueError(f"codec must be 'none' or 'deflate', not {codec!r}")
        self.path = os.fspath(path)
        self.identity = identity
        self.encode = encode
        self.codec = codec
        # Read when the writer is made, so that both kinds of pending block use the same ones.
        self._target, self._limit = BLOCK_TARGET, MAX_BLOCK_SIZE
        self._closed = False
        i = identity
        if append and os.path.exists(self.path):
            self._file = self._reopen(i.schema_name, i.fingerprint)
        else:
            header = header_bytes(i.schema_name, i.version, i.fingerprint, i.root_type, i.files, codec)
            self.marker = secrets.token_bytes(16) if random_marker else canonical_marker(header)
            self._create(header + self.marker)
            self._file = open(self.path, "r+b")  # noqa: SIM115 - closed by close()
            self._file.seek(0, 2)
        if pending is None:
            self._block: Any = PendingRecords(self._write_records)
        else:
            # Through a weak proxy: a writer dropped unclosed is freed (its file closed) at once,
            # with no cycle through the block for the collector to find.
            me = weakref.proxy(self)
            self._block = pending(
                self._target,
                self._limit,
                functools.partial(StreamWriter._write_records, me),
                functools.partial(StreamWriter.append, me),
            )
            self.append = self._block.append  # type: ignore[method-assign]
            # An `append` kept after the writer is gone then refuses records (ReferenceError)
            # instead of collecting them where no one will write them.
            weakref.finalize(self, self._block.close)

    def _create(self, header: bytes) -> None:
        with atomic_file(self.path, prefix=".sheafs-") as out:
            out.write(header)

    def _reopen(self, name: str, print_: str) -> BinaryIO:
        file = open(self.path, "r+b")  # noqa: SIM115 - closed by close()
        try:
            header = read_stream_header(file)
            if header.schema_name != name:
                message = f"the stream holds schema '{header.schema_name}', the writer writes '{name}'"
                raise StreamError("schemaMismatch", header.schema_name_offset, message)
            if header.fingerprint != print_:
                message = f"the stream's fingerprint is {header.fingerprint}, the writer's {print_}"
                raise StreamError("schemaMismatch", header.fingerprint_offset, message)
            if header.root_type != self.identity.root_type:
                message = f"the stream holds {header.root_type} records, the writer writes {self.identity.root_type}"
                raise StreamError("rootTypeMismatch", header.root_type_offset, message)
            self.codec = header.codec_name
            self.marker = header.marker
            walk = BlockWalk(file, header)
            offset = header.first_block
            index = 0
            while True:
                try:
                    frame = walk.frame(offset)
                except StreamError as error:
                    if error.code != "tornTail":
                        raise located(error, block=index, block_offset=offset) from None
                    file.truncate(offset)
                    os.fsync(file.fileno())
                    break
                if frame is None:
                    break
                offset, index = frame.end, index + 1
            file.seek(offset)
        except BaseException as error:
            file.close()
            if isinstance(error, StreamError):
                error.file = self.path
            raise
        return file

    def append(self, value: Any) -> None:
        """Adds a record (a value in the JSON form); writes a block when the pending records
        reach 1 MiB. Raises `JSONFormError`/`ArchiveError` for a value that does not fit,
        `StreamError` ``blockTooLarge`` for a record over 64 MiB (nothing written),
        `StreamClosedError` after `close`."""
        if self._closed:
            raise StreamClosedError(f"the stream writer of {self.path} is closed")
        self._add(self.encode(value))

    def append_body(self, body: bytes) -> None:
        """Adds a record given as its encoded body."""
        if self._closed:
            raise StreamClosedError(f"the stream writer of {self.path} is closed")
        self._add(body)

    def _add(self, body: bytes) -> None:
        record = varint_bytes(len(body)) + body
        size = len(record)
        if size > self._limit:
            raise StreamError("blockTooLarge", None, f"a record of {size} bytes exceeds {self._limit}", file=self.path)
        if self._block.size + size > self._limit:
            self._block.write_pending()
        self._block.add(record)
        if self._block.size >= self._target:
            self._block.write_pending()

    def _write_records(self, records: bytes | memoryview, count: int) -> None:
        for part in block_parts(records, count, self.codec, self.marker):
            self._file.write(part)

    def flush(self) -> None:
        """Writes the pending records as one block and syncs the file; returns after the sync."""
        if self._closed:
            return
        self._block.write_pending()
        self._file.flush()
        os.fsync(self._file.fileno())

    def close(self) -> None:
        """Flushes and closes the file; closing twice is harmless."""
        if self._closed:
            return
        try:
            self.flush()
        finally:
            self._closed = True
            self._block.close()
            self._file.close()

    def __enter__(self) -> StreamWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
