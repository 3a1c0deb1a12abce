"""The schema-driven decoder: archive bytes → the JSON form, as Python's ``json`` module
would hold it (dicts in field-id order, lists, str, int, float, bool, None).

It applies every check of the format in the order the format fixes, and raises
`ArchiveError` with the value's path. Struct, class and payload-case fields it does not
know are kept under ``"$unknown"`` (base64 of key and value bytes), so `pack` writes them
back unchanged. Class instances are labelled with their entry numbers (``"$id": "3"``);
when kept bytes may refer to the archive's tables, the value is wrapped with them
(``{"$archive": …, "$root": …}``) so that `pack` can start from the same tables.

This module holds the entry points, the archive-level checks and the dispatch on the type;
the readers of each kind of value are in ``read_scalars.py``, ``read_collections.py`` and
``read_records.py``, on the shared state of ``read_state.py``.
"""

from __future__ import annotations

from ..schema.model import (
    DeclarationKind,
    GenericParameterRef,
    ListRef,
    MapRef,
    OptionalRef,
    PrimitiveRef,
    ProtocolRef,
    SchemaSet,
    TypeRef,
)
from ..wire.errors import ArchiveError
from ..wire.header import DEFAULT_MAX_ARCHIVE_SIZE, Header, read_header
from ..wire.limits import stack_room
from ..wire.reader import DEFAULT_MAX_DEPTH, Reader
from ..wire.tables import Tables, entry_error, read_tables, unreached_entry_errors
from . import accelerated
from .archive import dump_form
from .read_collections import CollectionReader
from .read_records import RecordReader
from .read_state import JSON
from .timestamps import timestamp_text
from .types import resolve_type_text, root_schema_name

__all__ = ["BodyReader", "decode_archive", "decode_body", "timestamp_text"]


def decode_archive(
    data: bytes,
    schema_set: SchemaSet,
    expected_root: str | None = None,
    max_depth: int = DEFAULT_MAX_DEPTH,
    max_archive_size: int = DEFAULT_MAX_ARCHIVE_SIZE,
) -> tuple[TypeRef, JSON]:
    """Decodes a whole archive; returns its root type and its value in the JSON form, as
    `dump` shows it (wrapped with ``$archive`` when kept bytes need the archive's tables)."""
    header = read_header(data, max_depth, max_archive_size)
    root = _root_type(header, schema_set, expected_root)
    return root, decode_body(header.reader, root, schema_set, max_depth)


def decode_body(reader: Reader, root: TypeRef, schema_set: SchemaSet, max_depth: int = DEFAULT_MAX_DEPTH) -> JSON:
    """Decodes one body (tag table, instance table, root) from ``reader.pos`` to
    ``reader.end`` exactly, as an archive's; returns the value as `dump` shows it. Stream
    records are bodies too. The C accelerator reads it when it can (`accelerated.body`);
    otherwise, and for every error, the Python decoder does."""
    found = accelerated.body(reader.data, reader.pos, reader.end, root, schema_set, reader.max_depth)
    if found is not accelerated.NOT_READ and found is not accelerated.REJECTED:
        reader.pos = reader.end
        if isinstance(root, MapRef):  # a map root that looks like the wrapper is wrapped
            return dump_form(found, True, _NO_TABLES, reader.data, False)
        return found
    value = _python_body(reader, root, schema_set, max_depth)
    accelerated.check_rejection(found, root)
    return value


#: The tables of a body that has none.
_NO_TABLES = Tables([], [])


class BodyReader:
    """What reads a stream's records of one root type: `decode_body` a record, and a block's
    records in one call of the C accelerator when every one is a body it reads (as generated
    classes' stream readers do: `block_records`)."""

    def __init__(self, root: TypeRef, schema_set: SchemaSet, max_depth: int) -> None:
        self.root, self.schema_set, self.max_depth = root, schema_set, max_depth

    def __call__(self, body: Reader) -> JSON:
        return decode_body(body, self.root, self.schema_set, self.max_depth)

    def block_records(self, data: bytes, count: int) -> list[JSON] | None:
        """A block's ``count`` records, or None (then they are read one by one)."""
        if isinstance(self.root, MapRef):
            return None  # a record may need the wrapper: one by one
        return accelerated.records(data, count, self.root, self.schema_set, self.max_depth)


def _python_body(reader: Reader, root: TypeRef, schema_set: SchemaSet, max_depth: int) -> JSON:
    """`decode_body` in Python."""
    tables = read_tables(reader)
    decoder = _Decoder(schema_set, reader, tables)
    with stack_room(max_depth):
        value = decoder.value(root)
    if reader.pos != reader.end:
        raise _trailing(reader)
    for error in unreached_entry_errors(reader.data, tables, first_only=True):
        raise error
    return decoder.wrapped(value, root)


def _trailing(reader: Reader) -> ArchiveError:
    left = reader.end - reader.pos
    return ArchiveError("trailingBytes", reader.pos, f"{left} byte{'' if left == 1 else 's'} follow the root value")


def _root_type(header: Header, schema_set: SchemaSet, expected_root: str | None) -> TypeRef:
    """The root type an archive's header names, after the schema-name and root-type checks."""
    if expected_root is not None and header.root_type.encode() != expected_root.encode():
        raise ArchiveError(
            "rootTypeMismatch",
            header.root_type_offset,
            f"the archive holds a {header.root_type}, expected {expected_root}",
        )
    try:
        root: TypeRef | None = resolve_type_text(header.root_type, schema_set)
        problem = ""
    except ValueError as error:
        root, problem = None, str(error)
    owner = root_schema_name(root, schema_set) if root is not None else None
    known = any(s.name == header.schema_name for s in schema_set.schemas)
    if not known or (owner is not None and owner != header.schema_name):
        names = ", ".join(f"'{s.name}'" for s in schema_set.schemas) or "none"
        message = (
            f"the archive was written under schema '{header.schema_name}', the schemas given are {names}"
            if not known
            else f"the root type '{header.root_type}' belongs to schema '{owner}', the archive says '{header.schema_name}'"
        )
        raise ArchiveError("schemaMismatch", 6, message)
    if root is None:
        raise ArchiveError(
            "rootTypeMismatch",
            header.root_type_offset,
            f"the archive's root type '{header.root_type}' is not a type of the schema: {problem}",
        )
    if str(root) != header.root_type:
        raise ArchiveError(
            "rootTypeMismatch",
            header.root_type_offset,
            f"the archive's root type '{header.root_type}' is not in canonical spelling ('{root}')",
        )
    return root


def validate_archive(
    data: bytes,
    schema_set: SchemaSet,
    max_depth: int = DEFAULT_MAX_DEPTH,
    max_archive_size: int = DEFAULT_MAX_ARCHIVE_SIZE,
    max_errors: int = 1000,
) -> tuple[list[ArchiveError], bool, list[tuple[int, str, str]]]:
    """Every error of an archive (up to ``max_errors``), in reading order, whether the limit
    stopped the walk, and the notes (offset, path, message) about opaque members that read.
    Reading resumes after a value that fails, where it can be stepped over; a wrong checksum
    comes first, then the archive is checked without it."""
    try:
        header = read_header(data, max_depth, max_archive_size)
    except ArchiveError as error:
        if error.code != "checksumMismatch":
            return [error], False, []
        stripped = data[:5] + bytes([data[5] & ~1]) + data[6:-4]
        errors, stopped, notes = validate_archive(stripped, schema_set, max_depth, max_archive_size, max_errors)
        return [error, *errors], stopped, notes
    try:
        root = _root_type(header, schema_set, None)
    except ArchiveError as error:
        return [error], False, []
    reader = header.reader
    found = accelerated.body(reader.data, reader.pos, reader.end, root, schema_set, reader.max_depth)
    if found is not accelerated.NOT_READ and found is not accelerated.REJECTED:
        return [], False, []  # read without an error, and no opaque member (it has no tags)
    try:
        tables = read_tables(reader)
    except ArchiveError as error:
        return [error], False, []
    walker = _Decoder(schema_set, reader, tables)
    walker.collecting = True
    walker.error_limit = max(1, max_errors)
    positioned = True
    try:
        with stack_room(max_depth):
            walker.value(root)
    except ArchiveError as error:
        if not walker.stopped:
            walker.errors.append(error)
        positioned = False
    errors = walker.errors
    if positioned and not walker.stopped:
        # Trailing bytes, then every malformed entry no reference reached, in number order,
        # until the error limit (met with an entry still to check: stopped there).
        if reader.pos != reader.end:
            errors.append(_trailing(reader))
        for number, reached in enumerate(tables.reached, 1):
            if reached:
                continue
            if len(errors) >= walker.error_limit:
                walker.stopped = True
                break
            problem = entry_error(reader.data, tables, number)
            if problem is not None:
                errors.append(problem)
    if not errors:
        accelerated.check_rejection(found, root)
    return errors, walker.stopped, walker.notes


class _Decoder(CollectionReader, RecordReader):
    """Every kind of value reader, and the dispatch on the type that joins them."""

    def value(self, ref: TypeRef) -> JSON:
        """Reads the bare form of a value of type ``ref``."""
        r = self.r
        if isinstance(ref, PrimitiveRef):
            return self.primitive(ref.primitive)
        if isinstance(ref, OptionalRef):
            return self.value(ref.wrapped) if r.presence() else None
        if isinstance(ref, ListRef):
            return self.delimited(lambda: self.list_value(ref.element))
        if isinstance(ref, MapRef):
            return self.delimited(lambda: self.map(ref.key, ref.value))
        if isinstance(ref, ProtocolRef):
            return self.delimited(lambda: self.protocol(ref.name))
        if isinstance(ref, GenericParameterRef):
            raise ArchiveError("rootTypeMismatch", r.pos, f"generic parameter '{ref.name}' is not bound")
        declaration = self.schema_set.types[ref.name]
        kind = declaration.kind
        if kind is DeclarationKind.STRUCT:
            return self.delimited(lambda: self.struct(declaration.fields, ref))
        if kind is DeclarationKind.CLASS:
            return self.instance(ref)
        if kind is DeclarationKind.RAW_ENUM:
            return self.raw_enum(ref.name)
        if kind is DeclarationKind.OPTIONS:
            return self.options(ref.name)
        if kind is DeclarationKind.PAYLOAD_ENUM:
            return self.delimited(lambda: self.payload(ref))
        raise ArchiveError("rootTypeMismatch", r.pos, f"'{ref}' cannot be decoded")

    def wrapped(self, value: JSON, root: TypeRef) -> JSON:
        """The value as `dump` shows it (see `archive.dump_form`)."""
        return dump_form(value, isinstance(root, MapRef), self.tables, self.r.data, self.kept)
