"""Reading a stream: block by block in constant memory, sequentially or from a byte range
(a split), with the schema the stream embeds or with a given one."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any, BinaryIO

from ..dynamic.decoder import BodyReader
from ..dynamic.types import resolve_type_text
from ..schema.fingerprint import canonical_form, fingerprint
from ..schema.loader import load_sources
from ..schema.model import SchemaSet, TypeRef
from ..wire.errors import ArchiveError
from ..wire.reader import DEFAULT_MAX_DEPTH, Reader
from .block import Frame, check_frame, find_block, inflate
from .errors import StreamError, located
from .header import StreamHeader, read_stream_header

__all__ = ["BlockWalk", "StreamReader", "embedded_schema", "header_root"]


def embedded_schema(header: StreamHeader) -> SchemaSet:
    """The schema set the stream embeds, loaded with the ordinary loader and checked against
    the header (name, fingerprint)."""
    result = load_sources(header.files)
    if result.has_errors:
        first = next(d for d in result.diagnostics if d.severity == "error")
        names = [name for name, _ in header.files]
        at = header.file_offsets[names.index(first.file)] if first.file in names else header.file_offsets[0]
        text = f"{first.file}:{first.line}:{first.column}: {first.message}"
        raise StreamError("embeddedSchemaInvalid", at, f"the embedded schema files do not load: {text}")
    schema_set = result.schema_set
    schema = next((s for s in schema_set.schemas if s.name == header.schema_name), None)
    if schema is None:
        message = f"the embedded files declare no schema '{header.schema_name}'"
        raise StreamError("embeddedSchemaMismatch", header.schema_name_offset, message)
    actual = fingerprint(canonical_form(schema, schema_set))
    if actual != header.fingerprint:
        message = f"the embedded schema's fingerprint is {actual}, the header says {header.fingerprint}"
        raise StreamError("embeddedSchemaMismatch", header.fingerprint_offset, message)
    return schema_set


def header_root(header: StreamHeader, schema_set: SchemaSet, embedded: bool, expected: str | None = None) -> TypeRef:
    """The root type the header names, resolved in ``schema_set`` after the schema-name and
    root-type checks (codes of a reader with a given schema, or of the embedded one)."""
    if not embedded and not any(s.name == header.schema_name for s in schema_set.schemas):
        names = ", ".join(f"'{s.name}'" for s in schema_set.schemas)
        message = f"the stream was written under schema '{header.schema_name}', the schemas given are {names}"
        raise StreamError("schemaMismatch", header.schema_name_offset, message)
    code = "embeddedSchemaMismatch" if embedded else "rootTypeMismatch"
    if expected is not None and expected != header.root_type:
        message = f"the stream holds {header.root_type} records, expected {expected}"
        raise StreamError("rootTypeMismatch", header.root_type_offset, message)
    try:
        root = resolve_type_text(header.root_type, schema_set)
    except ValueError as error:
        message = f"the stream's root type '{header.root_type}' is not a type of the schema: {error}"
        raise StreamError(code, header.root_type_offset, message) from None
    if str(root) != header.root_type:
        message = f"the stream's root type '{header.root_type}' is not in canonical spelling ('{root}')"
        raise StreamError(code, header.root_type_offset, message)
    return root


class BlockWalk:
    """The blocks of an open stream from a starting offset, framing-checked; a framing
    failure becomes ``tornTail`` at the block when no valid block follows it."""

    def __init__(self, file: BinaryIO, header: StreamHeader) -> None:
        self.file = file
        self.header = header
        file.seek(0, 2)
        self.size = file.tell()

    def frame(self, offset: int) -> Frame | None:
        """The block at ``offset``, or None at the end of the file."""
        if offset >= self.size:
            return None
        h = self.header
        try:
            return check_frame(self.file, offset, h.codec, h.marker, self.size)
        except StreamError as error:
            if find_block(self.file, offset + 1, h.codec, h.marker, self.size) is None:
                message = f"the last block is incomplete or damaged ({error.code} at byte {error.offset})"
                raise StreamError("tornTail", offset, message) from None
            raise

    def start(self, start: int) -> int | None:
        """Where a split beginning at ``start`` begins reading (None: no block after it)."""
        h = self.header
        if start <= h.first_block:
            return h.first_block
        found = find_block(self.file, start, h.codec, h.marker, self.size)
        return None if found is None else found.offset


class StreamReader:
    """Iterates over a stream's records: JSON-form values (see `read_stream`), or what
    ``bind(header)`` — which checks the header against the reader's type and returns a
    body decoder — makes of each body (generated classes)."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        schema_set: SchemaSet | None = None,
        type: str | None = None,
        start: int = 0,
        end: int | None = None,
        max_depth: int = DEFAULT_MAX_DEPTH,
        bind: Callable[[StreamHeader], Callable[[Reader], Any]] | None = None,
    ) -> None:
        self.path = os.fspath(path)
        self.bind = bind
        self.schema_set = schema_set
        self.type = type
        self.start = start
        self.end = end
        self.max_depth = max_depth
        self.header: StreamHeader | None = None
        self.blocks = 0
        self.root: TypeRef | None = None
        self.decode: Callable[[Reader], Any] = lambda body: None

    def __iter__(self) -> Iterator[Any]:
        for index, frame, data in self.block_data():
            yield from self.records(frame, index, data)

    def block_data(self) -> Iterator[tuple[int, Frame, bytes]]:
        """Each block of the range with its records' bytes (inflated): (index, frame, data).
        The header is read, and the decoder bound, before the first is returned."""
        try:
            opened = open(self.path, "rb")  # noqa: SIM115 (closed by the with below)
        except OSError as error:
            raise StreamError("ioError", None, f"cannot read {self.path}: {error.strerror}", file=self.path) from None
        with opened as file:
            try:
                header = read_stream_header(file)
                self.header = header
                self.decode = self.bind(header) if self.bind is not None else self._dynamic(header)
            except ArchiveError as error:
                raise located(error, file=self.path) from None
            walk = BlockWalk(file, header)
            offset = walk.start(self.start)
            index = 0
            while offset is not None and (self.end is None or offset < self.end):
                try:
                    frame = walk.frame(offset)
                except StreamError as error:
                    raise located(error, block=index, block_offset=offset, file=self.path) from None
                if frame is None:
                    return
                try:
                    data = inflate(frame)
                except StreamError as error:
                    raise located(error, block=index, block_offset=frame.offset, file=self.path) from None
                yield index, frame, data
                self.blocks = index = index + 1
                offset = frame.end

    def _dynamic(self, header: StreamHeader) -> Callable[[Reader], Any]:
        """Decodes JSON-form values with the given schema, or else the embedded one."""
        if self.schema_set is None:
            schema_set = embedded_schema(header)
            root = header_root(header, schema_set, True, self.type)
        else:
            schema_set = self.schema_set
            root = header_root(header, schema_set, False, self.type)
        self.schema_set, self.root = schema_set, root
        return BodyReader(root, schema_set, self.max_depth)

    def records(self, frame: Frame, index: int, data: bytes) -> list[Any]:
        """Every record of a block (its inflated ``data``), decoded before the first is
        returned; a record that breaks a rule raises its located `StreamError`."""
        # Generated classes read a whole block in one call when they can (runtime/streams.py).
        block_records = getattr(self.decode, "block_records", None)
        if block_records is not None:
            found: list[Any] | None = block_records(data, frame.count)
            if found is not None:
                return found
        shift = frame.data_offset if frame.raw_length is None else 0
        decode = self.decode
        records: list[Any] = []
        pos = 0
        for number in range(frame.count):
            try:
                prefix = Reader(data, pos)
                size = prefix.length()
                body = Reader(data, prefix.pos, prefix.pos + size, self.max_depth)
                records.append(decode(body))
                pos = prefix.pos + size
            except ArchiveError as error:
                where = located(error, shift=shift, record=number, file=self.path)
                raise located(where, block=index, block_offset=frame.offset) from None
        if pos != len(data):
            left = len(data) - pos
            trailing = StreamError("trailingBytes", pos + shift, f"{left} bytes follow the block's last record")
            raise located(trailing, block=index, block_offset=frame.offset, file=self.path)
        return records
