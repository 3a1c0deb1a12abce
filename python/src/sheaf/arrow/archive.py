"""Reading the records of a single archive whose root holds a list of them (``--records
FIELD``): the archive is one body, decoded by the C decoder into the root's columns at once,
and the list field's elements become the batches' rows. An archive embeds no schema, so one
is given; its class instances are numbered across the whole archive (one instance table)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

import pyarrow as pa  # type: ignore[import-untyped, import-not-found, unused-ignore]

from ..dynamic.decoder import _root_type, decode_archive
from ..schema.model import DeclarationKind, ListRef, NamedRef, OptionalRef, substitute
from ..wire.errors import ArchiveError
from ..wire.header import read_header
from ..wire.reader import DEFAULT_MAX_DEPTH
from .batches import column_array
from .plan import DEFAULT_RECURSION, Kind, build_plan
from .reader import DEFAULT_BATCH_ROWS, ColumnDecoder, urls_valid

if TYPE_CHECKING:
    from ..api import Schema

__all__ = ["read_archive_records"]

_RECORDS = (DeclarationKind.STRUCT, DeclarationKind.CLASS)


def read_archive_records(
    data: bytes,
    schema: Schema,
    records: str,
    *,
    recursion: int = DEFAULT_RECURSION,
    batch_rows: int = DEFAULT_BATCH_ROWS,
    max_depth: int = DEFAULT_MAX_DEPTH,
) -> pa.RecordBatchReader:
    """The elements of the list field ``records`` of the root of the archive ``data`` as
    Arrow batches. Raises `ArchiveError` (a bad archive) and `ValueError` (a root without
    such a field)."""
    schema_set = schema.schema_set
    header = read_header(data, max_depth)
    root = _root_type(header, schema_set, None)
    declaration = schema_set.types.get(root.name) if isinstance(root, NamedRef) else None
    field = None
    if declaration is not None and declaration.kind in _RECORDS:
        field = next((f for f in declaration.fields if f.name == records), None)
    bound = (
        dict(zip(declaration.generic_parameters, root.arguments)) if declaration and isinstance(root, NamedRef) else {}
    )
    ref = substitute(field.type, bound) if field is not None else None
    if isinstance(ref, OptionalRef):
        ref = ref.wrapped
    if not isinstance(ref, ListRef):
        raise ValueError(f"the archive's root {header.root_type} has no list field '{records}' to read records from")
    plan = build_plan(schema_set, root, recursion + 1)  # the records are one level down
    column = plan.root.children[plan.root.names.index(records)]
    decoder = ColumnDecoder(plan, max_depth)
    body = header.reader
    try:
        decoder.columns.body(data, body.pos, body.end, max_depth)
    except decoder.invalid as error:
        if str(error) == "depth":
            raise ArchiveError(
                "recursionLimit", None, f"a record holds a value nested deeper than recursion={recursion} columns"
            ) from None
        decode_archive(data, schema_set, max_depth=max_depth)  # raises the archive's error
        raise ArchiveError(
            "arrowUnsupported", None, "the Arrow decoder rejected an archive the reader accepts"
        ) from None
    flushed = decoder.columns.flush()
    if not all(urls_valid(flushed[node.index]) for node in decoder.urls):
        decode_archive(data, schema_set, max_depth=max_depth)  # raises invalidURL
    elements = column_array(column, flushed).flatten()
    element = column.children[0]
    while element.kind == Kind.OPTIONAL:
        element = element.children[0]
    if element.kind in (Kind.STRUCT, Kind.CLASS, Kind.PAYLOAD, Kind.PROTOCOL):
        table = pa.Table.from_batches([pa.RecordBatch.from_struct_array(elements)])
    else:
        table = pa.Table.from_arrays([elements], names=["value"])
    return pa.RecordBatchReader.from_batches(table.schema, _slices(table, batch_rows))


def _slices(table: pa.Table, rows: int) -> Iterator[pa.RecordBatch]:
    yield from table.to_batches(max_chunksize=rows)
