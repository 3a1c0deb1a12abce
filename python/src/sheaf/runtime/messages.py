"""The base classes of generated types: archives in and out, files written atomically."""

from __future__ import annotations

import enum
import os
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar, Union

from sheaf.runtime import functions
from sheaf.runtime.functions import Target
from sheaf.wire.header import DEFAULT_MAX_ARCHIVE_SIZE
from sheaf.wire.reader import DEFAULT_MAX_DEPTH

if TYPE_CHECKING:
    from sheaf.runtime.infos import TypeInfo

_M = TypeVar("_M", bound="Message")
Path = Union[str, "os.PathLike[str]"]
#: Fields the code does not know, as read: ``(field id, key and value bytes)`` in id order.
UnknownFields = tuple[tuple[int, bytes], ...]


class Message:
    """What every generated type can do: be the root of an archive.

    `to_bytes()` writes a complete archive (header and body); `from_bytes(data)` reads one
    whose root type is this type (`rootTypeMismatch` otherwise); `write(target)` and
    `read(source)` do the same with a file (a path, written atomically, or a binary file
    object); `to_dict()` and `from_dict(form)` convert to and from the JSON form.

    Schema names come through unchanged: where a field, case or flag takes one of these
    names, the schema's name wins on that type, and the functions of the same names in
    `sheaf` (`sheaf.to_bytes(value)`, `sheaf.read(Type, path)`, …) still do the work.
    """

    __slots__ = ()

    _sheaf_info: ClassVar[TypeInfo]

    def to_bytes(
        self,
        *,
        checksum: bool = False,
        max_depth: int = DEFAULT_MAX_DEPTH,
        type_arguments: tuple[str, ...] = (),
        family: type[Protocol] | None = None,
        max_archive_size: int = DEFAULT_MAX_ARCHIVE_SIZE,
    ) -> bytes:
        """The archive of this value; raises `sheaf.ArchiveError` for a value that cannot be written
        (``archiveTooLarge`` for an archive larger than ``max_archive_size`` bytes, 1 GiB by default;
        `sheaf.WrongTypeError` for a field's value of the wrong type).

        A generic type's archive names its type arguments (`Stack<int64>`): a value that was
        read from an archive remembers them; one built in Python is given them as
        `type_arguments=("int64",)`. `family=Vehicle` writes a member of the `Vehicle`
        family as a `Vehicle` archive (one that `Vehicle.from_bytes` reads).
        """
        return functions.to_bytes(
            self,
            checksum=checksum,
            max_depth=max_depth,
            type_arguments=type_arguments,
            family=family,
            max_archive_size=max_archive_size,
        )

    @classmethod
    def from_bytes(
        cls: type[_M],
        data: bytes | bytearray | memoryview,
        *,
        max_depth: int = DEFAULT_MAX_DEPTH,
        type_arguments: tuple[str, ...] = (),
        max_archive_size: int = DEFAULT_MAX_ARCHIVE_SIZE,
    ) -> _M:
        """The value of an archive whose root type is this type; raises `sheaf.ArchiveError`
        (``archiveTooLarge``, before anything is read, for more than ``max_archive_size`` bytes).

        A generic type takes its type arguments from the archive's root type
        (`Shelf.from_bytes(b)` reads a `Shelf<Book>` archive), unless `type_arguments`
        names the ones expected.
        """
        return functions.from_bytes(
            cls, data, max_depth=max_depth, type_arguments=type_arguments, max_archive_size=max_archive_size
        )

    def write(
        self, target: Target, *, checksum: bool = False, max_archive_size: int = DEFAULT_MAX_ARCHIVE_SIZE
    ) -> None:
        """Writes the archive to `target`: a path, atomically (a temporary file beside it,
        synced, renamed), or a binary file object, at its position."""
        functions.write(self, target, checksum=checksum, max_archive_size=max_archive_size)

    @classmethod
    def read(
        cls: type[_M],
        source: Target,
        *,
        max_depth: int = DEFAULT_MAX_DEPTH,
        max_archive_size: int = DEFAULT_MAX_ARCHIVE_SIZE,
    ) -> _M:
        """Reads the archive at `source`, a path (refused before reading when larger than
        ``max_archive_size`` bytes, 1 GiB by default) or a binary file object."""
        return functions.read(cls, source, max_depth=max_depth, max_archive_size=max_archive_size)

    def to_dict(self, *, type_arguments: tuple[str, ...] = ()) -> Any:
        """This value in the JSON form, as Python's `json` module holds it (what `sheaf-py
        dump` prints for its archive)."""
        return functions.to_dict(self, type_arguments=type_arguments)

    @classmethod
    def from_dict(cls: type[_M], form: Any, *, type_arguments: tuple[str, ...] = ()) -> _M:
        """The value of a JSON-form value (`to_dict`'s, or `json.load`'s of what `sheaf-py
        dump` printed); raises `sheaf.JSONFormError` for one that does not fit."""
        return functions.from_dict(cls, form, type_arguments=type_arguments)

    @classmethod
    def stream_writer(
        cls, path: Path, *, codec: str = "none", append: bool = False, random_marker: bool = False
    ) -> Any:
        """A writer of a record stream of this type at `path` (`w.append(value)`, `flush()`,
        `close()`; a context manager); see `sheaf.streams.StreamWriter`."""
        from sheaf.runtime.streams import stream_writer

        return stream_writer(cls, path, codec, append, random_marker)

    @classmethod
    def read_stream(
        cls: type[_M], path: Path, *, start: int = 0, end: int | None = None, max_depth: int = DEFAULT_MAX_DEPTH
    ) -> Iterator[_M]:
        """The records of the stream at `path`, one at a time (constant memory); `start`
        and `end` read a byte range (a split). Raises `sheaf.StreamError`."""
        from sheaf.runtime.streams import read_stream

        return read_stream(cls, path, start, end, max_depth)


class Struct(Message):
    """Base of generated structs (dataclasses compared by value)."""

    __slots__ = ()


class Class(Message):
    """Base of generated classes: mutable, compared by identity, shared and cyclic values survive."""

    __slots__ = ()


class Protocol(Message):
    """Base of a protocol family's members; an archive of it holds any member."""

    __slots__ = ()


class OpaqueMember(Message):
    """Base of a family's opaque members: a member whose tag the schema does not list (a
    newer version added it). It has the tag (`sheaf_tag`), the family's fields, and the
    member's other fields as bytes (`sheaf_unknown_fields`); it is written back as read,
    with any edits to the family's fields. Compared by value."""

    __slots__ = ()


class PayloadEnum(Message):
    """Base of a payload enum; each case is a frozen dataclass subclassing it."""

    __slots__ = ()


class RawEnum(Message, enum.Enum):
    """Base of raw-value enums."""


class OpenEnum(RawEnum):
    """Base of open raw-value enums: an unknown raw value is a member too.

    `Condition(9)` gives a member whose `.value` is 9 (named `unrecognized(9)`), so archives
    written by a newer schema keep their values through a round trip.
    """

    @classmethod
    def _missing_(cls, value: object) -> Any:
        is_string = cls._sheaf_info.registration.raw == "string"
        if is_string != isinstance(value, str) or isinstance(value, bool):
            return None
        member = object.__new__(cls)
        member._name_ = f"unrecognized({value!r})"
        member._value_ = value
        return cls._value2member_map_.setdefault(value, member)


class Options(Message, enum.IntFlag):
    """Base of option sets: flags by name, bits the schema does not name are kept."""

    def to_bytes(  # type: ignore[override]
        self,
        *,
        checksum: bool = False,
        max_depth: int = DEFAULT_MAX_DEPTH,
        type_arguments: tuple[str, ...] = (),
        family: type[Protocol] | None = None,
        max_archive_size: int = DEFAULT_MAX_ARCHIVE_SIZE,
    ) -> bytes:
        """The archive of this option set."""
        return functions.to_bytes(self, checksum=checksum, max_depth=max_depth, max_archive_size=max_archive_size)

    @classmethod
    def from_bytes(  # type: ignore[override]
        cls: type[_M],
        data: bytes | bytearray | memoryview,
        *,
        max_depth: int = DEFAULT_MAX_DEPTH,
        type_arguments: tuple[str, ...] = (),
        max_archive_size: int = DEFAULT_MAX_ARCHIVE_SIZE,
    ) -> _M:
        """The option set of an archive whose root type is this type."""
        return functions.from_bytes(cls, data, max_depth=max_depth, max_archive_size=max_archive_size)
