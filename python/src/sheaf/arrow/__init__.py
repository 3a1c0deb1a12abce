"""Sheaf records into Apache Arrow (and through it Parquet, DuckDB, Spark, Polars):
`schema_for` gives the Arrow schema of a Sheaf type, `read_stream` a stream's records as a
`pyarrow.RecordBatchReader` (`read_archive_records` an archive's list of records), decoded into columns by the C accelerator with no Python object
per record. The mapping is docs/Arrow.md's. Needs pyarrow: ``pip install 'sheaf-format[arrow]'``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pyarrow as pa  # type: ignore[import-untyped, import-not-found, unused-ignore]

from ..dynamic.types import resolve_type_text
from .archive import read_archive_records
from .plan import DEFAULT_RECURSION, build_plan
from .reader import DEFAULT_BATCH_ROWS, read_stream

if TYPE_CHECKING:
    from ..api import Schema

__all__ = ["DEFAULT_BATCH_ROWS", "DEFAULT_RECURSION", "read_archive_records", "read_stream", "schema_for"]


def schema_for(schema: Schema, type: str, *, recursion: int = DEFAULT_RECURSION) -> pa.Schema:
    """The Arrow schema of records of ``type`` (a type expression of ``schema``, such as
    ``"Employee"`` or ``"Stack<int64>"``): a struct-like type's fields as columns, any other
    type one column ``value``. Raises `ValueError` for a type the schema does not have."""
    root = resolve_type_text(type, schema.schema_set)
    return build_plan(schema.schema_set, root, recursion).schema
