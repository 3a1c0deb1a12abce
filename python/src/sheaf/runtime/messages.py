"""The base classes of generated types: archives in and out, files written atomically."""

from __future__ import annotations

import enum
import os
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar, Union

from sheaf import files
from sheaf.runtime.codecs import Codecs
from sheaf.runtime.compiler import codecs_of
from sheaf.runtime.tables import ReadContext, Restart, WriteContext
from sheaf.schema.model import NamedRef
from sheaf.schema.typetext import resolve_type_text
from sheaf.wire.errors import ArchiveError
from sheaf.wire.header import DEFAULT_MAX_ARCHIVE_SIZE, finish_archive, read_header, write_header
from sheaf.wire.limits import stack_room
from sheaf.wire.reader import DEFAULT_MAX_DEPTH
from sheaf.wire.tables import Origin, body_bytes, read_tables, unreached_entry_errors
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
        root = _root_type(self, info, type_arguments)
        codecs = codecs_of(info.schema.set)
        encode = codecs.encoder(root)
        origin: Origin | None = None
        while True:
            c = WriteContext(origin)
            body = bytearray()
            try:
                with stack_room(max_depth):
                    encode(body, self, max_depth, c)
                    _write_unmet(codecs, c, max_depth)
                break
            except Restart as restart:
                origin = restart.origin  # kept bytes of an archive: again, from its tables
            except UnicodeEncodeError as error:
                raise ArchiveError("invalidUTF8", None, f"a string cannot be written as UTF-8: {error}") from None
        writer = Writer()
        write_header(writer, info.schema.name, info.schema.version, info.schema.fingerprint.hex(), str(root))
        writer.raw(body_bytes(c.tags, [entry or b"" for entry in c.entries], body))
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
        root = _expected_root(info, header.root_type)
        if type_arguments and root is not None and tuple(str(a) for a in root.arguments) != type_arguments:
            root = None
        if root is None:
            raise ArchiveError(
                "rootTypeMismatch",
                header.root_type_offset,
                f"the archive holds a {header.root_type}, not a {info.name}",
            )
        reader = header.reader
        tables = read_tables(reader)
        c = ReadContext(reader.data, tables)
        b, p, e = reader.data, reader.pos, reader.end
        with stack_room(max_depth):
            value, p = codecs_of(info.schema.set).decoder(root)(b, p, e, max_depth, c)
        if p != e:
            raise ArchiveError("trailingBytes", p, f"{e - p} bytes follow the root value")
        c.finish()
        for error in unreached_entry_errors(b, tables, first_only=True):
            raise error
        return value  # type: ignore[no-any-return]

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


def _write_unmet(codecs: Codecs, c: WriteContext, max_depth: int) -> None:
    """After the root: the origin's bound instances the write never met, each from its
    current fields, in number order (their entries may meet further instances)."""
    for number, instance in c.unwritten():
        if c.entries[number - 1] is not None:
            continue  # written meanwhile, from an earlier one's fields
        info = instance._sheaf_info
        arguments = instance.__dict__.get("_sheaf_arguments", ())
        t = resolve_type_text(
            info.name + (f"<{', '.join(arguments)}>" if arguments else ""), codecs.schemas.declarations
        )
        assert isinstance(t, NamedRef)
        codecs.encoder(t)(bytearray(), instance, max_depth, c)


def write_atomically(path: Path, data: bytes) -> None:
    """Writes `data` to `path` so that a failure leaves the old file intact."""
    try:
        files.write_atomically(path, data)
    except OSError as error:
        raise ArchiveError("ioError", None, f"cannot write {os.fspath(path)}: {error.strerror}") from None


def _root_type(value: Message, info: TypeInfo, given: tuple[str, ...]) -> NamedRef:
    if not info.params:
        return NamedRef(info.name)
    arguments = given or getattr(value, "_sheaf_arguments", None)
    if not arguments or len(arguments) != len(info.params):
        raise TypeError(
            f"{info.name} is generic: pass its {len(info.params)} type argument(s), "
            f'as in to_bytes(type_arguments=("int64",))'
        )
    text = f"{info.name}<{', '.join(arguments)}>"
    try:
        root = resolve_type_text(text, info.schema.set.declarations)
    except ValueError as error:
        raise TypeError(f"{text} names a type outside the schema: {error}") from None
    assert isinstance(root, NamedRef)
    return root


def _expected_root(info: TypeInfo, text: str) -> NamedRef | None:
    """The root type to decode when the archive says `text`, or None on a mismatch."""
    if not info.params:
        return NamedRef(info.name) if text == info.name else None
    try:
        root = resolve_type_text(text, info.schema.set.declarations)
    except ValueError:
        return None
    if not isinstance(root, NamedRef) or root.name != info.name or str(root) != text:
        return None
    return root


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
