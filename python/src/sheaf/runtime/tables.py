"""The tables of one read or one write by generated classes, and the origin that kept
bytes carry.

A read binds entry k to the instance its first reference creates; fields and opaque
members the code does not know keep their bytes in a `KeptFields` tuple that refers to the
read's `Origin` whenever the archive's tables are not empty, since those bytes may hold tag
and instance numbers. A value with no unknown fields holds the one empty tuple `()`: a
record costs nothing for them (no list of its own).

A write numbers tags and instances as it meets them and writes each instance's entry at
its first meeting. When it meets kept bytes of an origin, it starts again with the
origin's tables preloaded (`Restart`), so the numbers inside them keep their meaning; kept
bytes of two origins in one write are `originConflict`.
"""

from __future__ import annotations

from typing import Any

from sheaf.wire.errors import ArchiveError
from sheaf.wire.tables import TAG_PATTERN, Origin, Tables

__all__ = ["KeptFields", "ReadContext", "Restart", "WriteContext", "check_origin", "kept_fields"]


class KeptFields(tuple):  # type: ignore[type-arg]
    """Unknown fields (``(id, key and value bytes)`` in id order) and the origin of their
    bytes. Compares as the plain tuple it is: equality stays by bytes."""

    origin: Origin | None = None


class ReadContext:
    """One read's tables: the entries' spans, the instance bound to each entry so far, the
    tags, and (created when kept bytes need it) the origin."""

    __slots__ = ("_origin", "_tables", "bound", "data", "entries", "tags")

    def __init__(self, data: bytes, tables: Tables) -> None:
        self.data = data
        self._tables = tables
        self.entries = tables.entries
        self.bound: list[Any] = [None] * len(tables.entries)
        self.tags = tables.tags
        self._origin: Origin | None = None

    def origin(self) -> Origin | None:
        """The origin kept bytes of this read refer to; None when both tables are empty."""
        if self._origin is None and not self._tables.empty:
            self._origin = Origin(list(self.tags), self.bound)
        return self._origin

    def finish(self) -> None:
        """Records which entries a reference reached, and keeps the others' raw content in
        the origin (a writer puts them back verbatim)."""
        reached = self._tables.reached
        for index, instance in enumerate(self.bound):
            if instance is None:
                _, start, end = self.entries[index]
                self.bound[index] = self.data[start:end]
            else:
                reached[index] = True


def kept_fields(unknown: list[tuple[int, bytes]] | None, c: ReadContext, always: bool = False) -> Any:
    """The unknown fields a decoder collected, in id order, with the read's origin (``always``:
    even when there are none, as an opaque member's tag came from the tables too)."""
    kept = KeptFields(sorted(unknown, key=lambda u: u[0]) if unknown else ())
    origin = c.origin() if unknown or always else None
    if origin is not None:
        kept.origin = origin
    return kept


class Restart(BaseException):
    """Raised by a write that meets kept bytes of an origin after it may have numbered
    something: the write starts again with that origin's tables. (A BaseException, so
    that no handler between here and `to_bytes` mistakes it for an error.)"""

    def __init__(self, origin: Origin) -> None:
        super().__init__()
        self.origin = origin


def check_origin(kept: Any, c: WriteContext) -> None:
    """Called for kept bytes being written: their origin must be the write's."""
    origin = getattr(kept, "origin", None)
    if origin is None or origin is c.origin:
        return
    if c.origin is None:
        raise Restart(origin)
    raise ArchiveError(
        "originConflict",
        None,
        "the value holds kept bytes read from two different archives that both have tag or instance tables; one "
        "archive cannot keep both sets of numbers (write them separately, or re-create one of the values)",
    )


class WriteContext:
    """One write's tables: tag numbers, instance numbers by ``id()``, and each entry's
    content once written (None: not met yet; ``b""``: being written)."""

    __slots__ = ("_alive", "entries", "numbers", "origin", "tag_numbers", "tags")

    def __init__(self, origin: Origin | None = None) -> None:
        self.origin = origin
        self.tags: list[str] = list(origin.tags) if origin is not None else []
        self.tag_numbers = {tag: number for number, tag in enumerate(self.tags, 1)}
        self.numbers: dict[int, int] = {}
        self.entries: list[bytes | None] = []
        self._alive: list[Any] = []
        if origin is not None:
            for number, item in enumerate(origin.entries, 1):
                if isinstance(item, bytes):
                    self.entries.append(item)
                else:
                    self.entries.append(None)
                    self.numbers[id(item)] = number

    def tag(self, tag: str) -> int:
        """The number of `tag`, added on first use."""
        number = self.tag_numbers.get(tag)
        if number is None:
            if not TAG_PATTERN.fullmatch(tag):  # an opaque member's tag, set by hand
                raise ArchiveError("unknownFamilyTag", None, f'"{tag}" is not a well-formed member tag')
            self.tags.append(tag)
            number = self.tag_numbers[tag] = len(self.tags)
        return number

    def add(self, instance: Any) -> int:
        """Numbers an instance met for the first time."""
        self.entries.append(None)
        self._alive.append(instance)  # its id() must stay unique for the whole write
        number = self.numbers[id(instance)] = len(self.entries)
        return number

    def unwritten(self) -> list[tuple[int, Any]]:
        """The origin's bound instances the write has not met, with their numbers."""
        if self.origin is None:
            return []
        return [
            (number, item)
            for number, item in enumerate(self.origin.entries, 1)
            if self.entries[number - 1] is None and not isinstance(item, bytes)
        ]
