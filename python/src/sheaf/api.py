"""The library's front door: `load_schema` and the `Schema` it returns."""

from __future__ import annotations

import os
from typing import Any

from .dynamic.decoder import decode_archive, validate_archive
from .dynamic.encoder import encode_archive
from .dynamic.types import resolve_type_text
from .schema.diagnostics import SchemaError
from .schema.fingerprint import canonical_form, fingerprint
from .schema.loader import load_paths
from .schema.model import SchemaInfo, SchemaSet
from .streams.writer import StreamWriter, dynamic_writer
from .wire.errors import ArchiveError
from .wire.reader import DEFAULT_MAX_DEPTH

__all__ = ["Schema", "load_schema"]


class Schema:
    """A loaded, checked schema set.

    ``name``, ``version`` and ``fingerprint`` describe its schema (the first by name when
    the files declare several; ``schemas`` lists them all); ``schema_set`` is the resolved
    model every other part of the package reads.
    """

    def __init__(self, schema_set: SchemaSet) -> None:
        if not schema_set.schemas:
            raise ValueError("a schema set needs at least one schema")
        self.schema_set = schema_set
        self._schema = schema_set.schemas[0]

    @property
    def schemas(self) -> list[SchemaInfo]:
        """Every schema of the set, sorted by name."""
        return list(self.schema_set.schemas)

    @property
    def name(self) -> str:
        """The schema's name (``schema:``)."""
        return self._schema.name

    @property
    def version(self) -> int:
        """The schema's version."""
        return self._schema.version

    @property
    def fingerprint(self) -> str:
        """The schema's fingerprint: 16 lowercase hex digits."""
        return fingerprint(canonical_form(self._schema, self.schema_set))

    def pack(self, value: Any, type: str, *, checksum: bool = False) -> bytes:
        """The canonical archive of a value in the JSON form (as ``sheaf pack`` writes it);
        ``type`` is the root type expression (``Employee``, ``[string: Stack<int64>]``).
        Raises `JSONFormError` for a value that does not fit, ValueError for a bad type."""
        return encode_archive(value, resolve_type_text(type, self.schema_set), self.schema_set, checksum=checksum)

    def dump(self, data: bytes, *, max_depth: int = DEFAULT_MAX_DEPTH) -> Any:
        """An archive's value in the JSON form, as Python's ``json`` module holds it (what
        ``sheaf dump`` prints); raises `ArchiveError`."""
        return decode_archive(bytes(data), self.schema_set, max_depth=max_depth)[1]

    def stream_writer(
        self,
        path: str | os.PathLike[str],
        type: str,
        *,
        codec: str = "none",
        append: bool = False,
        random_marker: bool = False,
    ) -> StreamWriter:
        """A writer of a record stream of ``type`` records (JSON-form values) at ``path``;
        see `sheaf.streams.StreamWriter` (``append=True`` continues an existing stream)."""
        root = resolve_type_text(type, self.schema_set)
        return dynamic_writer(path, self.schema_set, root, codec, append=append, random_marker=random_marker)

    def validate(self, data: bytes, *, max_depth: int = DEFAULT_MAX_DEPTH) -> list[ArchiveError]:
        """``[]`` for a valid archive, else every error found (reading resumes after a value
        that fails, where it can be stepped over), in reading order, as ``sheaf validate``
        lists them."""
        return validate_archive(bytes(data), self.schema_set, max_depth=max_depth)[0]


def load_schema(*paths: str | os.PathLike[str]) -> Schema:
    """Loads and checks schema files (names ending in ``.yaml``) and folders (a folder's
    ``*.yaml`` files, not its subfolders); raises `SchemaError` listing every diagnostic when
    any is an error."""
    if not paths:
        raise TypeError("load_schema() needs at least one schema file or folder")
    result = load_paths(paths)
    if result.has_errors:
        raise SchemaError(result.diagnostics, result.render())
    return Schema(result.schema_set)
