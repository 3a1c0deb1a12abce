"""The two tables at the start of an archive's body — tags, then class instance entries —
and the origin a reader keeps with bytes it does not understand.

The tag table lists every protocol member tag once; protocol values refer to tags by
number (1 …). The instance table holds every class instance's content ("entry k" is
instance k); class values in the tree are entry numbers. Entries are read when a
reference first reaches them, so `read_tables` checks only their framing, and
`unreached_entry_errors` checks the content of those no reference reached.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .errors import ArchiveError
from .reader import Reader

__all__ = [
    "TAG_PATTERN",
    "Origin",
    "Tables",
    "body_bytes",
    "entry_error",
    "field_sequence_error",
    "is_class_reference",
    "read_tables",
    "unreached_entry_errors",
]

#: Every schema's member tags have this form; a tag table entry of any other form is damage.
TAG_PATTERN = re.compile(r"[A-Za-z0-9_.-]+")


@dataclass
class Tables:
    """An archive's tables as read: the tags in order, and for each entry k (index k - 1)
    the offset of its length prefix and its content's start and end."""

    tags: list[str]
    entries: list[tuple[int, int, int]]
    #: Per entry, whether a reference reached it (set by the reader as it reads entries).
    reached: list[bool] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.reached:
            self.reached = [False] * len(self.entries)

    @property
    def empty(self) -> bool:
        """Whether both tables are empty (nothing kept can then refer to them)."""
        return not self.tags and not self.entries


def read_tables(reader: Reader) -> Tables:
    """Reads the tag table and the instance table's framing at the reader's position, in
    the format's order of checks; leaves the reader at the root value."""
    tag_count = reader.count(2)
    tags: list[str] = []
    seen: set[str] = set()
    for _ in range(tag_count):
        at = reader.pos
        tag = reader.string()
        if not TAG_PATTERN.fullmatch(tag):
            raise ArchiveError("unknownFamilyTag", at, f'"{tag}" in the tag table is not a well-formed member tag')
        if tag in seen:
            raise ArchiveError("duplicateTag", at, f'the tag table lists "{tag}" twice')
        seen.add(tag)
        tags.append(tag)
    entry_count = reader.count(1)
    entries = []
    for _ in range(entry_count):
        at = reader.pos
        size = reader.length()
        entries.append((at, reader.pos, reader.pos + size))
        reader.pos += size
    return Tables(tags, entries)


def unreached_entry_errors(data: bytes, tables: Tables, first_only: bool) -> list[ArchiveError]:
    """The errors of the entries no reference reached, in entry order, each with the path
    ``@k``: an entry's content must be a well-formed field sequence (as an unknown field's
    value is checked). With ``first_only`` it stops at the first error."""
    errors: list[ArchiveError] = []
    for index, reached in enumerate(tables.reached):
        error = None if reached else entry_error(data, tables, index + 1)
        if error is not None:
            errors.append(error)
            if first_only:
                break
    return errors


def entry_error(data: bytes, tables: Tables, number: int) -> ArchiveError | None:
    """The problem of entry `number` read as a field sequence (path ``@k``), or None."""
    _, start, end = tables.entries[number - 1]
    error = field_sequence_error(data, start, end)
    if error is not None:
        error._base = f"@{number}"
    return error


def field_sequence_error(data: bytes, start: int, end: int) -> ArchiveError | None:
    """The first problem of ``data[start:end]`` read as fields of an unknown type, or None."""
    reader = Reader(data, start)
    reader.end = end  # bounded by the entry: "the enclosing value" when it ends before the input
    seen: set[int] = set()
    try:
        while reader.pos < end:
            key_at = reader.pos
            field_id, kind = reader.key()
            if field_id in seen:
                error = ArchiveError("duplicateField", key_at, f"field {field_id} appears more than once")
                return error.prepend(f".#{field_id}")
            seen.add(field_id)
            reader.skip(kind)
    except ArchiveError as error:
        return error
    return None


def is_class_reference(data: bytes, start: int, end: int) -> bool:
    """Whether ``data[start:end]`` is exactly one varint of at least 1: a class member's
    reference, which no opaque member can be (an empty struct's bare form is the varint 0)."""
    reader = Reader(data, start, end)
    try:
        return reader.varint() >= 1 and reader.pos == end
    except ArchiveError:
        return False


class Origin:
    """The tables of the archive kept bytes came from: its tags in order, and per entry
    (index k - 1) the instance a reader bound to entry k or, where no reference reached
    it, the entry's raw content (``bytes``).

    A writer whose value holds kept bytes of an origin starts its tables from it, so every
    tag and instance number inside those bytes still names what the archive's writer
    meant. Generated code and the dynamic layer share this type; cycles are fine.
    """

    __slots__ = ("entries", "tags")

    def __init__(self, tags: list[str], entries: list[Any]) -> None:
        self.tags = tags
        self.entries = entries

    def __repr__(self) -> str:
        return f"<sheaf origin: {len(self.tags)} tags, {len(self.entries)} entries>"


def body_bytes(tags: list[str], entries: list[bytes], root: bytes | bytearray) -> bytes:
    """A body from its parts: the tag table, the instance table (each entry LEN-prefixed,
    in number order), then the root's bare form."""
    if not tags and not entries:  # most bodies: two empty tables, one copy
        return b"\x00\x00" + root
    from .writer import Writer

    writer = Writer()
    writer.varint(len(tags))
    for tag in tags:
        writer.string(tag)
    writer.varint(len(entries))
    for entry in entries:
        writer.blob(entry)
    writer.buffer += root
    return bytes(writer.buffer)
