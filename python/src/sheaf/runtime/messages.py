"""The base classes of generated types: archives in and out, files written atomically."""

from __future__ import annotations

import enum
import os
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar, Union

from sheaf import files
from sheaf.runtime.bodies import decode_body, encode_body, expected_root, root_type
from sheaf.wire.errors import ArchiveError
from sheaf.wire.header import DEFAULT_MAX_ARCHIVE_SIZE, finish_archive, read_header, write_header
from sheaf.wire.reader import DEFAULT_MAX_DEPTH
from sheaf.wire.writer import Writer

if TYPE_CHECKING:
    from sheaf.runtime.infos import TypeInfo

_M = TypeVar("_M", bound="Message")
Path = Union[str, "os.PathLike[str]"]
UnknownFields = list[tuple[int, bytes]]


class Message:
    """What every generated type can do: be the root of an archive.

    `to_bytes()` writes a complete archive (header and body); `from_bytes(data)` reads one
    whose root type is this type (`rootTypeMismatch` otherwise); `write(path)` and
    `read(path)` do the same with a file, written atomically.
    """

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
        (``archiveTooLarge`` for an archive larger than ``max_archive_size`` bytes, 1 GiB by default).

        A generic type's archive names its type arguments (`Stack<int64>`): a value that was
        read from an archive remembers them; one built in Python is given them as
        `type_arguments=("int64",)`. `family=Vehicle` writes a member of the `Vehicle`
        family as a `Vehicle` archive (one that `Vehicle.from_bytes` reads).
        """
        info = self._sheaf_info
        if family is not None:
            if not isinstance(self, family):
                raise TypeError(f"{type(self).__name__} is not a member of the {family.__name__} family")
            info = family._sheaf_info
        root = root_type(self, info, type_arguments)
        writer = Writer()
        write_header(writer, info.schema.name, info.schema.version, info.schema.fingerprint.hex(), str(root))
        writer.raw(encode_body(self, info, root, max_depth))
        return finish_archive(writer, checksum, max_archive_size)

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
        info = cls._sheaf_info
        header = read_header(data, max_depth, max_archive_size)
        if header.schema_name != info.schema.name:
            raise ArchiveError(
                "schemaMismatch", 6, f"the archive is of schema '{header.schema_name}', not '{info.schema.name}'"
            )
        root = expected_root(info, header.root_type)
        if type_arguments and root is not None and tuple(str(a) for a in root.arguments) != type_arguments:
            root = None
        if root is None:
            raise ArchiveError(
                "rootTypeMismatch",
                header.root_type_offset,
                f"the archive holds a {header.root_type}, not a {info.name}",
            )
        return decode_body(header.reader, info, root, max_depth)  # type: ignore[no-any-return]

    def write(self, path: Path, *, checksum: bool = False, max_archive_size: int = DEFAULT_MAX_ARCHIVE_SIZE) -> None:
        """Writes the archive to `path` atomically: a temporary file beside it, synced, renamed."""
        write_atomically(path, self.to_bytes(checksum=checksum, max_archive_size=max_archive_size))

    @classmethod
    def read(
        cls: type[_M],
        path: Path,
        *,
        max_depth: int = DEFAULT_MAX_DEPTH,
        max_archive_size: int = DEFAULT_MAX_ARCHIVE_SIZE,
    ) -> _M:
        """Reads the archive at `path` (refused before reading when larger than
        ``max_archive_size`` bytes, 1 GiB by default)."""
        try:
            if os.path.getsize(path) > max_archive_size:
                raise ArchiveError("archiveTooLarge", 0, f"{os.fspath(path)} is larger than the size limit")
            with open(path, "rb") as file:
                data = file.read()
        except OSError as error:
            raise ArchiveError("ioError", None, f"cannot read {os.fspath(path)}: {error.strerror}") from None
        return cls.from_bytes(data, max_depth=max_depth, max_archive_size=max_archive_size)

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


def write_atomically(path: Path, data: bytes) -> None:
    """Writes `data` to `path` so that a failure leaves the old file intact."""
    try:
        files.write_atomically(path, data)
    except OSError as error:
        raise ArchiveError("ioError", None, f"cannot write {os.fspath(path)}: {error.strerror}") from None


class Struct(Message):
    """Base of generated structs (dataclasses compared by value)."""


class Class(Message):
    """Base of generated classes: mutable, compared by identity, shared and cyclic values survive."""


class Protocol(Message):
    """Base of a protocol family's members; an archive of it holds any member."""


class OpaqueMember(Message):
    """Base of a family's opaque members: a member whose tag the schema does not list (a
    newer version added it). It has the tag (`sheaf_tag`), the family's fields, and the
    member's other fields as bytes (`sheaf_unknown_fields`); it is written back as read,
    with any edits to the family's fields. Compared by value."""


class PayloadEnum(Message):
    """Base of a payload enum; each case is a frozen dataclass subclassing it."""


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
        return Message.to_bytes(self, checksum=checksum, max_depth=max_depth, max_archive_size=max_archive_size)

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
        return Message.from_bytes.__func__(  # type: ignore[attr-defined,no-any-return]
            cls, data, max_depth=max_depth, max_archive_size=max_archive_size
        )
