"""What generated types can do, as functions: the methods of `Message` (`to_bytes`, `read`,
…) call these, and they stay reachable under these names when a schema name takes a
method's name on a type (a field `write`, an option flag `read`, a case `to_bytes`): schema
names come through unchanged and win over the methods there; ``sheaf.to_bytes(value)``
always works."""

from __future__ import annotations

import os
from typing import IO, TYPE_CHECKING, Any, TypeVar, Union

from sheaf import files
from sheaf.errors import article
from sheaf.runtime.bodies import decode_body, encode_body, expected_root, root_type
from sheaf.runtime.checks import wrong_type
from sheaf.wire.errors import ArchiveError
from sheaf.wire.header import DEFAULT_MAX_ARCHIVE_SIZE, finish_archive, read_header, write_header
from sheaf.wire.reader import DEFAULT_MAX_DEPTH
from sheaf.wire.writer import Writer

if TYPE_CHECKING:
    from sheaf.runtime.infos import TypeInfo

__all__ = ["Target", "from_bytes", "from_dict", "read", "to_bytes", "to_dict", "write", "write_atomically"]

_T = TypeVar("_T")
#: A file to read or write: a path, or a binary file object.
Target = Union[str, "os.PathLike[str]", IO[bytes]]


def _info(cls: type[Any]) -> TypeInfo:
    info = getattr(cls, "_sheaf_info", None)
    if info is None:
        raise TypeError(f"{cls!r} is not a generated Sheaf class")
    return info  # type: ignore[no-any-return]


def to_bytes(
    value: Any,
    *,
    checksum: bool = False,
    max_depth: int = DEFAULT_MAX_DEPTH,
    type_arguments: tuple[str, ...] = (),
    family: type[Any] | None = None,
    max_archive_size: int = DEFAULT_MAX_ARCHIVE_SIZE,
) -> bytes:
    """The archive of a generated value (see `Message.to_bytes`)."""
    info = _info(type(value))
    if family is not None:
        if not isinstance(value, family):
            raise TypeError(f"{type(value).__name__} is not a member of the {family.__name__} family")
        info = _info(family)
    root = root_type(value, info, type_arguments)
    writer = Writer()
    write_header(writer, info.schema.name, info.schema.version, info.schema.fingerprint.hex(), str(root))
    data = encode_body(value, info, root, max_depth, prefix=bytes(writer.buffer))
    if checksum or len(data) > max_archive_size:  # the flag and trailer, or the size limit's error
        writer.buffer = bytearray(data)
        return finish_archive(writer, checksum, max_archive_size)
    return data


def from_bytes(
    cls: type[_T],
    data: bytes | bytearray | memoryview,
    *,
    max_depth: int = DEFAULT_MAX_DEPTH,
    type_arguments: tuple[str, ...] = (),
    max_archive_size: int = DEFAULT_MAX_ARCHIVE_SIZE,
) -> _T:
    """The value of an archive whose root type is `cls` (see `Message.from_bytes`)."""
    info = _info(cls)
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
            f"the archive holds {article(header.root_type)}, not {article(info.name)}",
        )
    return decode_body(header.reader, info, root, max_depth)  # type: ignore[no-any-return]


def write(
    value: Any, target: Target, *, checksum: bool = False, max_archive_size: int = DEFAULT_MAX_ARCHIVE_SIZE
) -> None:
    """Writes the archive of `value` to `target`: a path, written atomically (a temporary file
    beside it, synced, renamed), or a binary file object (written at its position)."""
    data = to_bytes(value, checksum=checksum, max_archive_size=max_archive_size)
    if hasattr(target, "write"):
        target.write(data)
        return
    write_atomically(target, data)


def read(
    cls: type[_T],
    source: Target,
    *,
    max_depth: int = DEFAULT_MAX_DEPTH,
    max_archive_size: int = DEFAULT_MAX_ARCHIVE_SIZE,
) -> _T:
    """Reads an archive of `cls` from `source`: a path (refused before reading when larger
    than `max_archive_size`) or a binary file object (read to its end, at most one byte past
    the limit)."""
    if hasattr(source, "read"):
        data = source.read(max_archive_size + 1)
        if not isinstance(data, (bytes, bytearray)):
            raise wrong_type(data, "bytes from a binary file", _info(cls).name)
        if len(data) > max_archive_size:
            raise ArchiveError("archiveTooLarge", 0, "the file is larger than the size limit")
    else:
        path = os.fspath(source)
        try:
            if os.path.getsize(path) > max_archive_size:
                raise ArchiveError("archiveTooLarge", 0, f"{path} is larger than the size limit")
            with open(path, "rb") as file:
                data = file.read()
        except OSError as error:
            raise ArchiveError("ioError", None, f"cannot read {path}: {error.strerror}") from None
    return from_bytes(cls, data, max_depth=max_depth, max_archive_size=max_archive_size)


def to_dict(value: Any, *, type_arguments: tuple[str, ...] = ()) -> Any:
    """The JSON form of a generated value, as Python's `json` module holds it: what
    `sheaf-py dump` prints for its archive (a generic value names its type arguments as for
    `to_bytes`)."""
    from sheaf.dynamic.decoder import decode_archive

    data = to_bytes(value, type_arguments=type_arguments)
    return decode_archive(data, _info(type(value)).schema.set.model)[1]


def from_dict(cls: type[_T], form: Any, *, type_arguments: tuple[str, ...] = ()) -> _T:
    """The `cls` value of a JSON-form value (what `to_dict` gives, `sheaf-py dump` prints or
    `json.load` reads); raises `sheaf.JSONFormError` for one that does not fit. A generic
    type is given its type arguments."""
    from sheaf.dynamic.encoder import encode_archive

    info = _info(cls)
    root = root_type(None, info, type_arguments)
    data = encode_archive(form, root, info.schema.set.model, schema_name=info.schema.name)
    return from_bytes(cls, data, type_arguments=type_arguments)


def write_atomically(path: str | os.PathLike[str], data: bytes) -> None:
    """Writes `data` to `path` so that a failure leaves the old file intact."""
    try:
        files.write_atomically(path, data)
    except OSError as error:
        raise ArchiveError("ioError", None, f"cannot write {os.fspath(path)}: {error.strerror}") from None
