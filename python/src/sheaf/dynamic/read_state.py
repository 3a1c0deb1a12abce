"""What the decoder's readers share: the reader and the archive's tables, the path and
entry bookkeeping of the value being read, and validation mode (errors recorded, reading
resumed after a length-delimited value that fails)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import Any

from ..schema.model import SchemaSet, TypeRef
from ..wire.errors import ArchiveError
from ..wire.reader import Reader
from ..wire.tables import Tables

__all__ = ["JSON", "ReadState"]

#: A value in the JSON form, as Python's ``json`` module holds it.
JSON = Any


class ReadState(ABC):
    """The state of one archive's decoding, which every kind of value reader works on; the
    decoder (``decoder.py``) puts the readers together and dispatches on the type."""

    def __init__(self, schema_set: SchemaSet, reader: Reader, tables: Tables) -> None:
        self.schema_set = schema_set
        self.r = reader
        self.tables = tables
        # The type each entry was first read as (None: no reference has reached it yet).
        self.bound: list[str | None] = [None] * len(tables.entries)
        # Whether the value keeps bytes it does not understand (unknown fields, opaque members).
        self.kept = False
        self._last_enter = 0
        self._starts: list[int] = []
        # Validation mode: errors are recorded and reading resumes after the failing value.
        self.collecting = False
        self.errors: list[ArchiveError] = []
        self.error_limit = 1000
        self.stopped = False
        self._path: list[str] = []
        # Validation mode: opaque members that read (offset of the tag, path, message).
        self.notes: list[tuple[int, str, str]] = []
        self._frames: list[tuple[int, int]] = []

    @abstractmethod
    def value(self, ref: TypeRef) -> JSON:
        """Reads the bare form of a value of type ``ref``."""

    def enter(self) -> int:
        """Enters a nested LEN value, remembering where its length prefix starts."""
        self._last_enter = self.r.pos
        saved = self.r.enter()
        self._starts.append(self._last_enter)
        self._frames.append((saved, self.r.end))
        return saved

    def leave(self, saved: int) -> None:
        """Leaves the value entered last."""
        self.r.leave(saved, self._starts[-1])
        self._starts.pop()
        self._frames.pop()

    # Validation mode

    def record_error(self, error: ArchiveError) -> None:
        """Records an error with its full path; stops the walk at the error limit."""
        error._base = "$" + "".join(self._path)
        self.errors.append(error)
        if len(self.errors) >= self.error_limit:
            self.stopped = True
            raise error

    def delimited(self, read: Callable[[], JSON]) -> JSON:
        """Reads a length-delimited value; while validating, an error inside it is recorded
        and reading resumes after the value, which then reads as None."""
        if not self.collecting:
            return read()
        r = self.r
        depth, frames = r.depth, len(self._frames)
        try:
            return read()
        except ArchiveError as error:
            if self.stopped or len(self._frames) <= frames:
                raise  # the value's own length could not be read: the enclosing value gives up
            outer, content_end = self._frames[frames]
            del self._frames[frames:]
            del self._starts[frames:]
            self.record_error(error)
            r.pos, r.end, r.depth = content_end, outer, depth
            return None
