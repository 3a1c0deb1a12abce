"""The body of an archive (tag table, instance table, root) for generated classes, read and
written on its own: an archive's after its header, and each record of a stream."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sheaf.runtime import accel
from sheaf.runtime.codecs import Codecs
from sheaf.runtime.compiler import codecs_of
from sheaf.runtime.tables import ReadContext, Restart, WriteContext
from sheaf.schema.model import NamedRef
from sheaf.schema.typetext import resolve_type_text
from sheaf.wire.errors import ArchiveError
from sheaf.wire.limits import stack_room
from sheaf.wire.reader import Reader
from sheaf.wire.tables import Origin, body_bytes, read_tables, unreached_entry_errors

if TYPE_CHECKING:
    from sheaf.runtime.infos import TypeInfo

__all__ = ["decode_body", "encode_body", "expected_root", "root_type"]


def encode_body(value: Any, info: TypeInfo, root: NamedRef, max_depth: int, prefix: bytes = b"") -> bytes:
    """The body (tag table, instance table, root) of `value` as `root`, after `prefix`: an
    archive's after its header, and a stream's record (written after the prefix in one
    buffer: an archive's bytes are copied once)."""
    codecs = codecs_of(info.schema.set)
    origin: Origin | None = None
    while True:
        c = WriteContext(origin)
        try:
            with stack_room(max_depth):
                # The accelerator first; what it leaves (None) the compiled Python encoder writes.
                found = accel.encode(codecs, root, value, max_depth, c, prefix)
                if found is None:
                    c = WriteContext(origin)  # without what the first attempt numbered
                    body: bytes | bytearray = bytearray()
                    codecs.encoder(root)(body, value, max_depth, c)
                elif not c.tags and not c.entries and origin is None:
                    return found  # its two placeholder bytes are the two empty tables
                else:
                    body = found[len(prefix) + 2 :]
                _write_unmet(codecs, c, max_depth)
            break
        except Restart as restart:
            origin = restart.origin  # kept bytes of an archive: again, from its tables
        except UnicodeEncodeError as error:
            raise ArchiveError("invalidUTF8", None, f"a string cannot be written as UTF-8: {error}") from None
    return prefix + body_bytes(c.tags, [entry or b"" for entry in c.entries], body)


def decode_body(reader: Reader, info: TypeInfo, root: NamedRef, max_depth: int) -> Any:
    """The value of the body from `reader.pos` to `reader.end` exactly, as `root`."""
    tables = read_tables(reader)
    c = ReadContext(reader.data, tables)
    b, p, e = reader.data, reader.pos, reader.end
    codecs = codecs_of(info.schema.set)
    with stack_room(max_depth):
        found = accel.decode(codecs, root, b, p, e, max_depth, c)
        if isinstance(found, tuple):
            value, p = found
        else:
            c = ReadContext(reader.data, tables)  # without what a first read may have bound
            value, p = codecs.decoder(root)(b, p, e, max_depth, c)
            if found is accel.REJECTED and accel.strict():
                raise AssertionError(f"the C accelerator rejected a valid {root} archive body")
    if p != e:
        raise ArchiveError("trailingBytes", p, f"{e - p} bytes follow the root value")
    c.finish()
    for error in unreached_entry_errors(b, tables, first_only=True):
        raise error
    return value


def _write_unmet(codecs: Codecs, c: WriteContext, max_depth: int) -> None:
    """After the root: the origin's bound instances the write never met, each from its
    current fields, in number order (their entries may meet further instances)."""
    for number, instance in c.unwritten():
        if c.entries[number - 1] is not None:
            continue  # written meanwhile, from an earlier one's fields
        info = instance._sheaf_info
        arguments = getattr(instance, "_sheaf_arguments", ())
        t = resolve_type_text(
            info.name + (f"<{', '.join(arguments)}>" if arguments else ""), codecs.schemas.declarations
        )
        assert isinstance(t, NamedRef)
        codecs.encoder(t)(bytearray(), instance, max_depth, c)


def root_type(value: Any, info: TypeInfo, given: tuple[str, ...]) -> NamedRef:
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


def expected_root(info: TypeInfo, text: str) -> NamedRef | None:
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
