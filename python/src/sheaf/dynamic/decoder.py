"""The schema-driven decoder: archive bytes → the JSON form, as Python's ``json`` module
would hold it (dicts in field-id order, lists, str, int, float, bool, None).

It applies every check of the format in the order the format fixes, and raises
`ArchiveError` with the value's path. Struct, class and payload-case fields it does not
know are kept under ``"$unknown"`` (base64 of key and value bytes), so `pack` writes them
back unchanged. Class instances are labelled with their entry numbers (``"$id": "3"``);
when kept bytes may refer to the archive's tables, the value is wrapped with them
(``{"$archive": …, "$root": …}``) so that `pack` can start from the same tables.
"""

from __future__ import annotations

import base64
import struct
import unicodedata
import uuid as uuid_module
from typing import Any, Callable

from ..schema.model import (
    DeclarationKind, DefaultValue, Field, GenericParameterRef, ListRef, MapRef, NamedRef, OptionalRef, Primitive,
    PrimitiveRef, ProtocolRef, SchemaSet, TypeRef, substitute,
)
from ..text.rfc3339 import format_microseconds
from ..text.uri import is_uri_reference
from ..wire.errors import ArchiveError, field_component, index_component, key_component
from ..wire.header import DEFAULT_MAX_ARCHIVE_SIZE, Header, read_header
from ..wire.limits import stack_room
from ..wire.tables import Tables, entry_error, is_class_reference, read_tables, unreached_entry_errors
from ..wire.reader import DEFAULT_MAX_DEPTH, I32, I64, LEN, VARINT, Reader, widen_float32_bits
from .archive import dump_form
from .floats import float32_json, float64_json
from .types import field_is_required, resolve_type_text, root_schema_name, substitutions, wire_kind

__all__ = ["decode_archive", "timestamp_text"]

JSON = Any
_PACKED_INTEGERS = {p for p in Primitive if p.is_integer}
_KIND_NAMES = {VARINT: "VARINT", I64: "I64", LEN: "LEN", I32: "I32"}
#: Integer types as the Swift tool names them in messages, so both tools print the same.
_SWIFT_NAMES = {
    Primitive.INT8: "Int8", Primitive.INT16: "Int16", Primitive.INT32: "Int32", Primitive.INT64: "Int64",
    Primitive.UINT8: "UInt8", Primitive.UINT16: "UInt16", Primitive.UINT32: "UInt32", Primitive.UINT64: "UInt64",
    Primitive.INT: "Int", Primitive.UINT: "UInt",
}


def timestamp_text(micros: int) -> str:
    """RFC 3339 in UTC with exactly six fraction digits, as the JSON form writes it."""
    text = format_microseconds(micros)
    head, _, rest = text[:-1].partition(".")
    return f"{head}.{rest.ljust(6, '0')}Z"


def decode_archive(
    data: bytes,
    schema_set: SchemaSet,
    expected_root: str | None = None,
    max_depth: int = DEFAULT_MAX_DEPTH,
    max_archive_size: int = DEFAULT_MAX_ARCHIVE_SIZE,
) -> tuple[TypeRef, JSON]:
    """Decodes a whole archive; returns its root type and its value in the JSON form, as
    `dump` shows it (wrapped with ``$archive`` when kept bytes need the archive's tables)."""
    header = read_header(data, max_depth, max_archive_size)
    root = _root_type(header, schema_set, expected_root)
    reader = header.reader
    tables = read_tables(reader)
    decoder = _Decoder(schema_set, reader, tables)
    with stack_room(max_depth):
        value = decoder.value(root)
    if reader.pos != reader.end:
        raise _trailing(reader)
    for error in unreached_entry_errors(reader.data, tables, first_only=True):
        raise error
    return root, decoder.wrapped(value, root)


def _trailing(reader: Reader) -> ArchiveError:
    left = reader.end - reader.pos
    return ArchiveError("trailingBytes", reader.pos, f"{left} byte{'' if left == 1 else 's'} follow the root value")


def _root_type(header: Header, schema_set: SchemaSet, expected_root: str | None) -> TypeRef:
    """The root type an archive's header names, after the schema-name and root-type checks."""
    if expected_root is not None and header.root_type.encode() != expected_root.encode():
        raise ArchiveError(
            "rootTypeMismatch", header.root_type_offset, f"the archive holds a {header.root_type}, expected {expected_root}"
        )
    try:
        root: TypeRef | None = resolve_type_text(header.root_type, schema_set)
        problem = ""
    except ValueError as error:
        root, problem = None, str(error)
    owner = root_schema_name(root, schema_set) if root is not None else None
    known = any(s.name == header.schema_name for s in schema_set.schemas)
    if not known or (owner is not None and owner != header.schema_name):
        names = ", ".join(f"'{s.name}'" for s in schema_set.schemas) or "none"
        message = (
            f"the archive was written under schema '{header.schema_name}', the schemas given are {names}"
            if not known
            else f"the root type '{header.root_type}' belongs to schema '{owner}', the archive says '{header.schema_name}'"
        )
        raise ArchiveError("schemaMismatch", 6, message)
    if root is None:
        raise ArchiveError(
            "rootTypeMismatch",
            header.root_type_offset,
            f"the archive's root type '{header.root_type}' is not a type of the schema: {problem}",
        )
    if str(root) != header.root_type:
        raise ArchiveError(
            "rootTypeMismatch",
            header.root_type_offset,
            f"the archive's root type '{header.root_type}' is not in canonical spelling ('{root}')",
        )
    return root


def validate_archive(
    data: bytes,
    schema_set: SchemaSet,
    max_depth: int = DEFAULT_MAX_DEPTH,
    max_archive_size: int = DEFAULT_MAX_ARCHIVE_SIZE,
    max_errors: int = 1000,
) -> tuple[list[ArchiveError], bool, list[tuple[int, str, str]]]:
    """Every error of an archive (up to ``max_errors``), in reading order, whether the limit
    stopped the walk, and the notes (offset, path, message) about opaque members that read.
    Reading resumes after a value that fails, where it can be stepped over; a wrong checksum
    comes first, then the archive is checked without it."""
    try:
        header = read_header(data, max_depth, max_archive_size)
    except ArchiveError as error:
        if error.code != "checksumMismatch":
            return [error], False, []
        stripped = data[:5] + bytes([data[5] & ~1]) + data[6:-4]
        errors, stopped, notes = validate_archive(stripped, schema_set, max_depth, max_archive_size, max_errors)
        return [error, *errors], stopped, notes
    try:
        root = _root_type(header, schema_set, None)
    except ArchiveError as error:
        return [error], False, []
    reader = header.reader
    try:
        tables = read_tables(reader)
    except ArchiveError as error:
        return [error], False, []
    walker = _Decoder(schema_set, reader, tables)
    walker.collecting = True
    walker.error_limit = max(1, max_errors)
    positioned = True
    try:
        with stack_room(max_depth):
            walker.value(root)
    except ArchiveError as error:
        if not walker.stopped:
            walker.errors.append(error)
        positioned = False
    errors = walker.errors
    if positioned and not walker.stopped:
        # Trailing bytes, then every malformed entry no reference reached, in number order,
        # until the error limit (met with an entry still to check: stopped there).
        if reader.pos != reader.end:
            errors.append(_trailing(reader))
        for number, reached in enumerate(tables.reached, 1):
            if reached:
                continue
            if len(errors) >= walker.error_limit:
                walker.stopped = True
                break
            problem = entry_error(reader.data, tables, number)
            if problem is not None:
                errors.append(problem)
    return errors, walker.stopped, walker.notes


class _Decoder:
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

    # Bare forms

    def value(self, ref: TypeRef) -> JSON:
        r = self.r
        if isinstance(ref, PrimitiveRef):
            return self.primitive(ref.primitive)
        if isinstance(ref, OptionalRef):
            return self.value(ref.wrapped) if r.presence() else None
        if isinstance(ref, ListRef):
            return self.delimited(lambda: self.list_value(ref.element))
        if isinstance(ref, MapRef):
            return self.delimited(lambda: self.map(ref.key, ref.value))
        if isinstance(ref, ProtocolRef):
            return self.delimited(lambda: self.protocol(ref.name))
        if isinstance(ref, GenericParameterRef):
            raise ArchiveError("rootTypeMismatch", r.pos, f"generic parameter '{ref.name}' is not bound")
        declaration = self.schema_set.types[ref.name]
        kind = declaration.kind
        if kind is DeclarationKind.STRUCT:
            return self.delimited(lambda: self.struct(declaration.fields, ref))
        if kind is DeclarationKind.CLASS:
            return self.instance(ref)
        if kind is DeclarationKind.RAW_ENUM:
            return self.raw_enum(ref.name)
        if kind is DeclarationKind.OPTIONS:
            return self.options(ref.name)
        if kind is DeclarationKind.PAYLOAD_ENUM:
            return self.delimited(lambda: self.payload(ref))
        raise ArchiveError("rootTypeMismatch", r.pos, f"'{ref}' cannot be decoded")

    def struct(self, fields: list[Field], ref: NamedRef) -> JSON:
        saved = self.enter()
        out = self.record(fields, substitutions(ref, self.schema_set), self._last_enter)
        self.leave(saved)
        return out

    def primitive(self, primitive: Primitive) -> JSON:
        r = self.r
        if primitive.is_integer:
            start = r.pos
            value = r.zigzag() if primitive.is_signed else r.varint()
            low, high = primitive.integer_range or (0, 0)
            if not low <= value <= high:
                raise ArchiveError("integerOverflow", start, f"{value} does not fit {_SWIFT_NAMES[primitive]}")
            return value
        if primitive is Primitive.BOOL:
            return r.bool_()
        if primitive is Primitive.FLOAT64:
            return float64_json(r.float64_bits())
        if primitive is Primitive.FLOAT32:
            return float32_json(r.float32_bits())
        if primitive is Primitive.STRING:
            return r.string()
        if primitive is Primitive.BYTES:
            return base64.b64encode(r.blob()).decode("ascii")
        if primitive is Primitive.UUID:
            return str(uuid_module.UUID(bytes=r.uuid_bytes()))
        if primitive is Primitive.URL:
            start = r.pos
            text = r.string()
            if not is_uri_reference(text):
                raise ArchiveError("invalidURL", start, f'"{text}" is not a valid URL')
            return text
        return timestamp_text(r.zigzag())

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

    def list_value(self, element: TypeRef) -> JSON:
        r = self.r
        saved = self.enter()
        if isinstance(element, PrimitiveRef) and element.primitive in _PACKED_INTEGERS:
            primitive = element.primitive
            count = r.count(1)
            width = (primitive.bit_width or 64) // 8
            out: list[JSON] = list(r.packed_ints(count, primitive.is_signed, width))
        elif isinstance(element, PrimitiveRef) and element.primitive in (Primitive.FLOAT64, Primitive.FLOAT32):
            size = 8 if element.primitive is Primitive.FLOAT64 else 4
            count = r.count(size)
            convert: Callable[[int], JSON] = float64_json if size == 8 else float32_json
            pos = r.pos
            data = r.data
            out = [convert(int.from_bytes(data[pos + i * size : pos + (i + 1) * size], "little")) for i in range(count)]
            r.pos = pos + count * size
        elif isinstance(element, PrimitiveRef) and element.primitive is Primitive.BOOL:
            count = r.count(1)
            try:
                out = list(r.packed_bools(count))
            except ArchiveError as error:
                raise error.prepend(index_component(error.offset - r.pos if error.offset is not None else 0))
        else:
            count = r.count(1)
            out = []
            leaf_kind = _leaf_kind(element, self.schema_set)
            for index in range(count):
                start = r.pos
                component = index_component(index)
                self._path.append(component)
                try:
                    out.append(self.value(element))
                    failed = None
                except ArchiveError as error:
                    failed = error.prepend(component)
                    if not self.collecting or self.stopped or leaf_kind is None:
                        raise
                finally:
                    self._path.pop()
                if failed is not None and leaf_kind is not None:
                    # A leaf can be stepped over by its wire kind, so the next element is checked too.
                    r.pos = start
                    try:
                        r.skip(leaf_kind)
                    except ArchiveError:
                        raise failed from None
                    self.record_error(failed)
        self.leave(saved)
        return out

    def map(self, key: TypeRef, value: TypeRef) -> JSON:
        r = self.r
        saved = self.enter()
        count = r.count(2)
        entries: list[tuple[Any, str, JSON]] = []
        seen: set[Any] = set()
        for _ in range(count):
            start = r.pos
            order, identity, text = self.map_key(key)
            component = key_component(text)
            # Keys compare by bytes, and canonically equivalent strings count as the same key.
            # The whole entry is read first: a bad value is reported, not the repeated key.
            repeated = identity in seen
            seen.add(identity)
            self._path.append(component)
            try:
                item = self.value(value)
            except ArchiveError as error:
                raise error.prepend(component)
            finally:
                self._path.pop()
            if repeated:
                failure = ArchiveError("duplicateMapKey", start, f"key {text} appears more than once").prepend(component)
                if not self.collecting:
                    raise failure
                self.record_error(failure)
            entries.append((order, text, item))
        self.leave(saved)
        entries.sort(key=lambda entry: entry[0])
        return {text: item for _, text, item in entries}

    def map_key(self, key: TypeRef) -> tuple[Any, Any, str]:
        """The key's sort order (the format's canonical order), its identity for the
        duplicate check, and its JSON text."""
        r = self.r
        if isinstance(key, PrimitiveRef):
            primitive = key.primitive
            if primitive is Primitive.STRING:
                text = r.string()
                return text.encode("utf-8"), unicodedata.normalize("NFD", text), text
            if primitive is Primitive.UUID:
                identifier = r.uuid_bytes()
                return identifier, identifier, str(uuid_module.UUID(bytes=identifier))
            if primitive is Primitive.BOOL:
                flag = r.bool_()
                return flag, flag, "true" if flag else "false"
            number = self.primitive(primitive)
            return number, number, str(number)
        assert isinstance(key, NamedRef)
        declaration = self.schema_set.types[key.name]
        start = r.pos
        raw = r.string() if declaration.raw_type is Primitive.STRING else self.primitive(declaration.raw_type or Primitive.INT32)
        name = next((c.name for c in declaration.raw_cases if c.raw_value == raw), None)
        if name is None:
            if not declaration.is_open:
                raise ArchiveError("unknownEnumValue", start, f"{raw} is not a raw value of the closed enum {key.name}")
            name = f"$raw:{raw}"
        if isinstance(raw, str):
            return raw.encode("utf-8"), unicodedata.normalize("NFD", raw), name
        return raw, raw, name

    def raw_enum(self, name: str) -> JSON:
        r = self.r
        declaration = self.schema_set.types[name]
        start = r.pos
        raw = r.string() if declaration.raw_type is Primitive.STRING else self.primitive(declaration.raw_type or Primitive.INT32)
        for case in declaration.raw_cases:
            if case.raw_value == raw:
                return case.name
        if declaration.is_open:
            return {"$raw": raw}
        raise ArchiveError("unknownEnumValue", start, f"{raw} is not a raw value of the closed enum {name}")

    def options(self, name: str) -> JSON:
        r = self.r
        declaration = self.schema_set.types[name]
        start = r.pos
        bits = r.varint()
        width = (declaration.raw_type or Primitive.UINT64).bit_width or 64
        if bits >> width:
            raise ArchiveError("integerOverflow", start, f"option bits {bits} do not fit {declaration.raw_type} of {name}")
        names = {flag.bit: flag.name for flag in declaration.flags}
        return [names.get(bit, bit) for bit in range(width) if bits >> bit & 1]

    def record(self, fields: list[Field], bound: dict[str, TypeRef], start: int) -> dict[str, JSON]:
        """The fields of a struct, class instance or payload case, up to the value's end."""
        r = self.r
        by_id = {f.id: f for f in fields}
        values: dict[int, tuple[str, JSON]] = {}
        unknown: dict[int, str] = {}
        seen: set[int] = set()
        while r.pos < r.end:
            key_start = r.pos
            field_id, kind = r.key()
            field = by_id.get(field_id)
            if field_id in seen:
                repeated = ArchiveError("duplicateField", key_start, f"field {field_id} appears more than once")
                repeated.prepend(field_component(field.name if field is not None else f"#{field_id}"))
                if not self.collecting:
                    raise repeated
                self.record_error(repeated)
                r.skip(kind)
                continue
            seen.add(field_id)
            if field is None:
                r.skip(kind)
                unknown[field_id] = base64.b64encode(r.data[key_start : r.pos]).decode("ascii")
                self.kept = True
                continue
            value_start = r.pos
            component = field_component(field.name)
            self._path.append(component)
            try:
                values[field_id] = (field.name, self.field_value(field, bound, field_id, kind, key_start))
                failed = None
            except ArchiveError as error:
                failed = error.prepend(component)
                if not self.collecting or self.stopped:
                    raise
            finally:
                self._path.pop()
            if failed is not None:
                # Resynchronise on the wire kind: what the key says is skippable even when the
                # value does not decode as the schema's type.
                r.pos = value_start
                try:
                    r.skip(kind)
                except ArchiveError as skip_error:
                    if (skip_error.code, skip_error.offset) != (failed.code, failed.offset):
                        self.record_error(failed)
                    raise skip_error.prepend(component) from None
                self.record_error(failed)
        for field in fields:
            ref = substitute(field.type, bound)
            if field.id in values:
                if self._is_default(values[field.id][1], field, ref):
                    del values[field.id]  # written explicitly; the canonical value leaves it out
                continue
            if field_is_required(field, ref, self.schema_set) and field.id not in seen:
                missing = ArchiveError(
                    "missingRequiredField", start, f"required field '{field.name}' (id {field.id}) is missing"
                ).prepend(field_component(field.name))
                if not self.collecting:
                    raise missing
                self.record_error(missing)
        out = {name: value for _, (name, value) in sorted(values.items())}
        if unknown:
            out["$unknown"] = {str(i): unknown[i] for i in sorted(unknown)}
        return out

    def _is_default(self, value: JSON, field: Field, ref: TypeRef) -> bool:
        """Whether a field's value is the one the canonical encoder leaves out: its declared
        default, or the natural default (empty) of a list, map or option set."""
        if field.default is not None:
            return _equals_default(value, field.default, _is_float32(ref))
        if isinstance(ref, (ListRef, MapRef)):
            return not value
        return isinstance(ref, NamedRef) and self.schema_set.types[ref.name].kind is DeclarationKind.OPTIONS and not value

    def field_value(self, field: Field, bound: dict[str, TypeRef], field_id: int, kind: int, key_start: int) -> JSON:
        """A known field's value after checking its wire kind (a float64 field also takes
        I32: a float32 field widened by a later schema version)."""
        ref = substitute(field.type, bound)
        expected = wire_kind(ref, self.schema_set)
        plain = ref.wrapped if isinstance(ref, OptionalRef) else ref
        if kind != expected:
            if kind == I32 and isinstance(plain, PrimitiveRef) and plain.primitive is Primitive.FLOAT64:
                return float64_json(widen_float32_bits(self.r.float32_bits()))
            raise ArchiveError(
                "wireKindMismatch",
                key_start,
                f"field {field_id} has wire kind {_KIND_NAMES[kind]}, but its type {plain} is written as "
                f"{_KIND_NAMES[expected]}",
            )
        return self.value(plain)

    def instance(self, ref: NamedRef, tag: str | None = None) -> JSON:
        """A class value: the number of an entry. The first reference to an entry reads it
        (the instance is bound before its fields, so a cycle finds it); later ones must
        expect the same type."""
        r = self.r
        if r.depth >= r.max_depth:
            raise ArchiveError("depthLimitExceeded", r.pos, f"value nests deeper than the limit of {r.max_depth} levels")
        at = r.pos
        number = r.varint()
        entries = self.tables.entries
        if number == 0 or number > len(entries):
            raise ArchiveError(
                "danglingReference", at, f"reference to entry {number}, but the instance table has entries 1…{len(entries)}"
            )
        head: dict[str, JSON] = {"$type": tag} if tag is not None else {}
        bound = self.bound[number - 1]
        if bound is not None:
            if bound != str(ref):
                raise ArchiveError("referenceTypeMismatch", at, f"entry {number} holds a {bound}, expected {ref}")
            head["$ref"] = str(number)
            return head
        self.bound[number - 1] = str(ref)
        self.tables.reached[number - 1] = True
        head["$id"] = str(number)
        prefix, start, end = entries[number - 1]
        after, outer, depth, frames = r.pos, r.end, r.depth, len(self._frames)
        r.pos, r.end, r.depth = start, end, depth + 1
        declaration = self.schema_set.types[ref.name]
        try:
            head.update(self.record(declaration.fields, substitutions(ref, self.schema_set), prefix))
        except ArchiveError as error:
            if not self.collecting or self.stopped:
                raise
            # While validating, reading resumes after the reference.
            del self._frames[frames:]
            del self._starts[frames:]
            self.record_error(error)
            r.pos, r.end, r.depth = after, outer, depth
            return None
        r.pos, r.end, r.depth = after, outer, depth
        return head

    def payload(self, ref: NamedRef) -> JSON:
        r = self.r
        saved = self.enter()
        start = self._last_enter
        declaration = self.schema_set.types[ref.name]
        case_start = r.pos
        if r.pos >= r.end:
            raise r.truncated(r.pos, 1, "varint")
        case_id = r.varint()
        case = next((c for c in declaration.payload_cases if c.id == case_id), None)
        if case is None:
            raise ArchiveError("unknownEnumCase", case_start, f"{case_id} is not a case id of {ref.name}")
        component = field_component(case.name)
        self._path.append(component)
        try:
            out = {case.name: self.record(case.fields, substitutions(ref, self.schema_set), start)}
        except ArchiveError as error:
            raise error.prepend(component)
        finally:
            self._path.pop()
        self.leave(saved)
        return out

    def protocol(self, family: str) -> JSON:
        """A protocol value: a tag number, then the member's bare form."""
        r = self.r
        saved = self.enter()
        tag_at = r.pos
        number = r.varint()
        tags = self.tables.tags
        if number == 0 or number > len(tags):
            raise ArchiveError(
                "unknownFamilyTag", tag_at, f"tag number {number} is not in the tag table (tags 1…{len(tags)})"
            )
        tag = tags[number - 1]
        member = next((m for m in self.schema_set.members_of(family) if m.tag == tag), None)
        if member is None:
            out = self.opaque_member(family, tag, tag_at)
        elif member.kind is DeclarationKind.CLASS:
            out = self.instance(NamedRef(member.name), tag)
        else:
            value = self.value(NamedRef(member.name))
            out = None if value is None else {"$type": tag, **value}
        self.leave(saved)
        return out

    def opaque_member(self, family: str, tag: str, tag_at: int) -> JSON:
        """A member whose tag the schema does not list: read as a struct of the family's own
        fields, every other field kept. One written as a class reference is
        unknownFamilyTag. While validating, one that reads gets a note."""
        if is_class_reference(self.r.data, self.r.pos, self.r.end):
            raise ArchiveError(
                "unknownFamilyTag", tag_at,
                f'tag "{tag}" names no member of {family}, and the member is a class instance, which cannot be kept opaque')
        errors = len(self.errors)
        ref = NamedRef(family)
        body = self.delimited(lambda: self.struct(self.schema_set.types[family].fields, ref))
        self.kept = True
        if self.collecting and len(self.errors) == errors:
            message = f'a member of {family} tagged "{tag}" that the schema does not list, kept as an opaque member'
            self.notes.append((tag_at, "$" + "".join(self._path), message))
        if body is None:
            return None
        return {"$type": tag, **body, "$unknown": body.get("$unknown", {})}

    def wrapped(self, value: JSON, root: TypeRef) -> JSON:
        """The value as `dump` shows it (see `archive.dump_form`)."""
        return dump_form(value, isinstance(root, MapRef), self.tables, self.r.data, self.kept)


def _leaf_kind(ref: TypeRef, schema_set: SchemaSet) -> int | None:
    """The wire kind of a list element that has nothing below it (a scalar, raw enum or
    option set), by which a failing element is stepped over; None for nested values."""
    if isinstance(ref, PrimitiveRef):
        return wire_kind(ref, schema_set)
    if isinstance(ref, NamedRef) and schema_set.types[ref.name].kind in (DeclarationKind.RAW_ENUM, DeclarationKind.OPTIONS):
        return wire_kind(ref, schema_set)
    return None


def _is_float32(ref: TypeRef) -> bool:
    return isinstance(ref, PrimitiveRef) and ref.primitive is Primitive.FLOAT32


def _equals_default(value: JSON, default: DefaultValue, float32: bool = False) -> bool:
    """Whether a decoded JSON-form value is the field's declared default (a float32 field's
    value and default compare as float32 bits)."""
    kind, raw = default.kind, default.value
    if kind in ("bool", "int", "string", "url", "uuid", "enumCase"):
        return type(value) is type(raw) and value == raw
    if kind == "float":
        assert isinstance(raw, float)
        layout = "<f" if float32 else "<d"
        return isinstance(value, float) and struct.pack(layout, value) == struct.pack(layout, raw)
    if kind == "options":
        return value == list(raw) if isinstance(raw, tuple) else False
    if kind == "timestamp":
        return isinstance(raw, int) and value == timestamp_text(raw)
    if kind == "bytes":
        return isinstance(raw, bytes) and value == base64.b64encode(raw).decode("ascii")
    return False
