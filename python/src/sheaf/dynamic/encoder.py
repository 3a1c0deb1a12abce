"""The schema-driven canonical encoder: a value in the JSON form (as Python's ``json``
module holds it) → archive bytes, exactly as ``sheaf pack`` writes them.

Canonical means: fields in id order with preserved ``$unknown`` fields merged in, fields
equal to their default left out (floats compared by bit pattern), map entries sorted by
key, packed integers at their minimal width, class instances numbered by first appearance.
"""

from __future__ import annotations

import base64
import binascii
import itertools
import math
import re
import struct
import unicodedata
from typing import Any

from ..schema.fingerprint import canonical_form, fingerprint
from ..schema.model import (
    Declaration, DeclarationKind, Field, GenericParameterRef, ListRef, MapRef, NamedRef, OptionalRef,
    Primitive, PrimitiveRef, ProtocolRef, SchemaSet, TypeRef, substitute,
)
from ..jsonform.describe import base64_problem, json_kind
from ..jsonform.errors import JSONFormError, Step
from ..jsonform.hints import hint, unknown_name
from ..jsonform.parse import MAX_NUMBER_LENGTH, JSONFloat, number_text
from ..jsonform.text import quote
from ..schema.types import float32_default
from ..text.rfc3339 import parse_microseconds
from ..text.uri import is_uri_reference
from ..wire.errors import ArchiveError, field_component, index_component, key_component
from ..wire.header import finish_archive, write_header
from ..wire.limits import stack_room
from ..wire.reader import DEFAULT_MAX_DEPTH, I32, I64, LEN, MAX_FIELD_ID, VARINT, Reader
from ..wire.tables import TAG_PATTERN, body_bytes
from ..wire.writer import Writer
from .archive import ArchiveTables, archive_tables
from .decoder import _equals_default
from .types import field_is_required, root_schema_name, substitutions, wire_kind


__all__ = ["encode_archive"]

_UUID = re.compile(r"[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\Z")
_NAN = re.compile(r"NaN\(0x([0-9A-Fa-f]+)\)\Z")
#: An integer map key (or ``$raw:`` text): canonical decimal, no leading zeros, no ``-0``.
_KEY_INTEGER = re.compile(r"(0|-?[1-9][0-9]*)\Z")
_PACKED_INTEGERS = {p for p in Primitive if p.is_integer}


def encode_archive(
    value: Any,
    root: TypeRef,
    schema_set: SchemaSet,
    checksum: bool = False,
    schema_name: str | None = None,
    max_depth: int = DEFAULT_MAX_DEPTH,
    document_size: int | None = None,
) -> bytes:
    """The canonical archive of ``value`` as the root type ``root`` (``document_size``: the
    length of the JSON text it was read from, which bounds an ``$archive``'s entry count)."""
    name = schema_name or root_schema_name(root, schema_set)
    if name is None:
        raise JSONFormError("invalidValue", f"the root type '{root}' names no declared type; say which schema writes it")
    schema = next(s for s in schema_set.schemas if s.name == name)
    origin: ArchiveTables | None = None
    if isinstance(value, dict) and set(value) == {"$archive", "$root"}:
        origin = archive_tables(value["$archive"], document_size)
        value = value["$root"]
    body = Writer(max_depth)
    encoder = _Encoder(schema_set, body, value, origin)
    with stack_room(max_depth):
        encoder.value(value, root)
    entries = encoder.finished_entries()
    writer = Writer(max_depth)
    write_header(writer, schema.name, schema.version, fingerprint(canonical_form(schema, schema_set)), str(root))
    writer.raw(body_bytes(encoder.tags, entries, body.buffer))
    return finish_archive(writer, checksum)


def _wrong(expected: str, value: Any, ref: TypeRef | str) -> JSONFormError:
    return JSONFormError("wrongType", f"expected {expected} for '{ref}', found {json_kind(value)}")


class _Encoder:
    def __init__(self, schema_set: SchemaSet, writer: Writer, root: Any, origin: ArchiveTables | None) -> None:
        self.schema_set = schema_set
        self.w = writer
        self.written: dict[str, int] = {}
        self.classes: dict[str, str] = {}
        self.labelled: dict[str, Any] = {}
        #: Objects (by ``id()``) whose ``$id`` an earlier one in the document has already.
        self.repeated: set[int] = set()
        self.root = root
        self._collect(root)
        # The tables: tags by number, and each entry's content once written (a wrapped
        # document starts from its archive's tables).
        self.origin = origin
        self.tags: list[str] = list(origin.tags) if origin else []
        self.tag_numbers = {tag: number for number, tag in enumerate(self.tags, 1)}
        self.entries: list[bytes | None] = []
        if origin is not None:
            self._check_coverage(origin)  # before a slot per entry is made
            self.entries = [origin.entries.get(number) for number in range(1, origin.instances + 1)]

    def _check_coverage(self, origin: ArchiveTables) -> None:
        """In a wrapped document, every entry 1 … N is covered exactly once: by the instance
        whose ``$id`` is its number, or by ``$archive``'s entries."""
        covered = set(origin.entries)
        for label in self.labelled:
            number = _entry_label(label, origin.instances)
            if number is None:
                continue
            if number in origin.entries:
                error = JSONFormError(
                    "invalidReference", f"$id {label} names entry {number}, which $archive's entries already give as bytes"
                )
                error.location = ["$root", *_steps_to(self.root, self.labelled[label])]
                raise error
            covered.add(number)
        if len(covered) < origin.instances:
            missing = next(k for k in itertools.count(1) if k not in covered)
            raise JSONFormError(
                "invalidReference",
                f"entry {missing} of $archive (instances: {origin.instances}) is neither an instance's $id nor one of "
                "its entries",
            ).prepend(".$archive")

    def tag_number(self, tag: str) -> int:
        """The number of a tag in the tag table, added on first use."""
        number = self.tag_numbers.get(tag)
        if number is None:
            self.tags.append(tag)
            number = self.tag_numbers[tag] = len(self.tags)
        return number

    def finished_entries(self) -> list[bytes]:
        """The instance table once the root is written: a wrapped document must cover each
        entry of its archive exactly once, by an instance's ``$id`` or by ``entries``."""
        missing = [k for k, entry in enumerate(self.entries, 1) if entry is None]
        if missing:
            raise JSONFormError(
                "invalidReference", f"entry {missing[0]} of $archive is neither an instance's $id nor in its entries"
            )
        return [entry for entry in self.entries if entry is not None]

    def _collect(self, value: Any) -> None:
        """Every instance with an ``$id``, so a ``$ref`` may come before its instance; the
        first in document order keeps a label given twice, the later ones fail when written."""
        pending = [value]
        while pending:
            item = pending.pop()
            if isinstance(item, dict):
                label = item.get("$id")
                if isinstance(label, str) and "$ref" not in item:
                    if label in self.labelled:
                        self.repeated.add(id(item))
                    else:
                        self.labelled[label] = item
                pending.extend(reversed(item.values()))
            elif isinstance(item, list):
                pending.extend(reversed(item))

    # Values

    def value(self, value: Any, ref: TypeRef) -> None:
        w = self.w
        if isinstance(ref, OptionalRef):
            if value is None:
                w.buffer.append(0)
            else:
                w.buffer.append(1)
                self.value(value, ref.wrapped)
            return
        if isinstance(ref, PrimitiveRef):
            self.primitive(value, ref.primitive)
        elif isinstance(ref, ListRef):
            self.list_value(value, ref.element)
        elif isinstance(ref, MapRef):
            self.map(value, ref.key, ref.value)
        elif isinstance(ref, ProtocolRef):
            self.protocol(value, ref.name)
        elif isinstance(ref, GenericParameterRef):
            raise JSONFormError("invalidValue", f"generic parameter '{ref.name}' is not bound")
        else:
            self.named(value, ref)

    def primitive(self, value: Any, primitive: Primitive) -> None:
        w = self.w
        if primitive.is_integer:
            number = self.integer(value, primitive)
            if primitive.is_signed:
                w.zigzag(number)
            else:
                w.varint(number)
        elif primitive is Primitive.BOOL:
            if not isinstance(value, bool):
                raise _wrong("true or false", value, primitive)
            w.buffer.append(1 if value else 0)
        elif primitive is Primitive.FLOAT64:
            w.float64_bits(self.float_bits(value, 8))
        elif primitive is Primitive.FLOAT32:
            w.float32_bits(self.float_bits(value, 4))
        elif primitive is Primitive.STRING:
            if not isinstance(value, str):
                raise _wrong("a string", value, primitive)
            w.string(value)
        elif primitive is Primitive.BYTES:
            w.blob(self.base64(value))
        elif primitive is Primitive.UUID:
            w.blob(self.uuid(value))
        elif primitive is Primitive.URL:
            if not isinstance(value, str):
                raise _wrong("a string", value, primitive)
            if not is_uri_reference(value):
                raise JSONFormError("invalidURL", f"{quote(value)} is not a URL")
            w.string(value)
        else:
            if not isinstance(value, str):
                raise _wrong("a string", value, primitive)
            micros = parse_microseconds(value)
            if micros is None:
                raise JSONFormError(
                    "invalidTimestamp",
                    f"{quote(value)} is not an RFC 3339 timestamp with at most microsecond precision in the supported range",
                )
            w.zigzag(micros)

    def integer(self, value: Any, primitive: Primitive) -> int:
        if isinstance(value, JSONFloat) and len(value.text) > MAX_NUMBER_LENGTH:
            raise JSONFormError("numberOutOfRange", f"a number of {len(value.text)} characters does not fit {primitive}")
        if isinstance(value, float):
            raise JSONFormError("wrongType", f"expected an integer for '{primitive}', found {number_text(value)}")
        if isinstance(value, bool) or not isinstance(value, int):
            raise _wrong("an integer", value, primitive)
        low, high = primitive.integer_range or (0, 0)
        if not low <= value <= high:
            raise JSONFormError("numberOutOfRange", f"{value} does not fit {primitive.value}")
        return value

    def float_bits(self, value: Any, width: int) -> int:
        type_name = "float64" if width == 8 else "float32"
        if isinstance(value, str):
            special = {"Infinity": math.inf, "-Infinity": -math.inf}
            if value == "NaN":
                return 0x7FF8000000000000 if width == 8 else 0x7FC00000
            match = _NAN.match(value)
            if match and len(match.group(1)) == width * 2:
                bits = int(match.group(1), 16)
                exponent = 0x7FF0000000000000 if width == 8 else 0x7F800000
                fraction = (1 << (52 if width == 8 else 23)) - 1
                if bits & exponent == exponent and bits & fraction:
                    return bits
            if value not in special:
                raise JSONFormError(
                    "invalidFloat",
                    f"{quote(value)} is not a {type_name}: numbers are JSON numbers; strings may only be "
                    f'"NaN", "Infinity", "-Infinity" or "NaN(0x…)" with {width * 2} hex digits of a NaN',
                )
            number = special[value]
        elif isinstance(value, bool) or not isinstance(value, (int, float)):
            raise _wrong("a number", value, type_name)
        elif isinstance(value, JSONFloat) and len(value.text) > MAX_NUMBER_LENGTH:
            raise JSONFormError("numberOutOfRange", f"a number of {len(value.text)} characters is too long")
        else:
            # Infinities are written as strings: a number that overflows is out of range.
            try:
                number = float(value)
            except OverflowError:
                number = math.inf
            if width == 4 and (isinstance(value, (int, JSONFloat))) and number != 0 and math.isfinite(number):
                # A float32 is rounded once, from the number as written (through float64 it could
                # round twice); a float64 of 0 or infinity is already the float32 answer.
                number = float32_default(number_text(value), number)
            if math.isinf(number):
                raise JSONFormError("numberOutOfRange", f"{number_text(value)} does not fit {type_name}")
        try:
            packed = struct.pack("<d" if width == 8 else "<f", number)
        except OverflowError:  # a float64 beyond float32's range
            raise JSONFormError("numberOutOfRange", f"{number_text(value)} does not fit {type_name}") from None
        return int.from_bytes(packed, "little")

    def base64(self, value: Any) -> bytes:
        if not isinstance(value, str):
            raise _wrong("a string", value, Primitive.BYTES)
        try:
            data = base64.b64decode(value.encode("ascii"), validate=True)
        except (binascii.Error, UnicodeEncodeError, ValueError):
            data = None
        if data is None or base64.b64encode(data).decode("ascii") != value:
            raise JSONFormError("invalidBase64", base64_problem(value))
        return data

    def uuid(self, value: Any) -> bytes:
        if not isinstance(value, str):
            raise _wrong("a string", value, Primitive.UUID)
        if not _UUID.match(value):
            raise JSONFormError("invalidUUID", f"{quote(value)} is not a uuid (8-4-4-4-12 hex digits)")
        return bytes.fromhex(value.replace("-", ""))

    def list_value(self, value: Any, element: TypeRef) -> None:
        if not isinstance(value, list):
            raise _wrong("an array", value, ListRef(element))
        w = self.w
        mark = w.begin()
        w.varint(len(value))
        if isinstance(element, PrimitiveRef) and element.primitive in _PACKED_INTEGERS:
            numbers = []
            for index, item in enumerate(value):
                try:
                    numbers.append(self.integer(item, element.primitive))
                except JSONFormError as error:
                    raise error.prepend(index_component(index))
            w.packed_ints(numbers, element.primitive.is_signed)
        else:
            for index, item in enumerate(value):
                try:
                    self.value(item, element)
                except JSONFormError as error:
                    raise error.prepend(index_component(index))
        w.finish(mark)

    def map(self, value: Any, key: TypeRef, item: TypeRef) -> None:
        if not isinstance(value, dict):
            raise _wrong("an object", value, MapRef(key, item))
        entries = []
        seen: dict[Any, str] = {}
        for text, entry in value.items():
            try:
                order, identity, encoded = self.map_key(text, key)
            except JSONFormError as error:
                raise error.prepend(key_component(text)).about_key()
            if identity in seen:
                message = f"key {quote(text)} denotes a key given earlier in this map"
                raise JSONFormError("duplicateMapKey", message).prepend(key_component(text)).about_key()
            seen[identity] = text
            entries.append((order, encoded, text, entry))
        entries.sort(key=lambda e: e[0])
        w = self.w
        mark = w.begin()
        w.varint(len(entries))
        for _, encoded, text, entry in entries:
            w.raw(encoded)
            try:
                self.value(entry, item)
            except JSONFormError as error:
                raise error.prepend(key_component(text))
        w.finish(mark)

    def map_key(self, text: str, key: TypeRef) -> tuple[Any, Any, bytes]:
        """The key's canonical order, its identity, and its encoded bare form."""
        sub = Writer()

        def invalid(why: str) -> JSONFormError:
            return JSONFormError("invalidMapKey", f"{quote(text)} is not a key of type '{key}': {why}")

        if isinstance(key, PrimitiveRef):
            primitive = key.primitive
            if primitive is Primitive.STRING:
                sub.string(text)
                return text.encode("utf-8"), unicodedata.normalize("NFD", text), sub.getvalue()
            if primitive is Primitive.UUID:
                if not _UUID.match(text):
                    raise invalid("expected 8-4-4-4-12 hex digits")
                identifier = self.uuid(text)
                sub.blob(identifier)
                return identifier, identifier, sub.getvalue()
            if primitive is Primitive.BOOL:
                if text not in ("true", "false"):
                    raise invalid("expected true or false")
                sub.buffer.append(1 if text == "true" else 0)
                return text == "true", text == "true", sub.getvalue()
            if not _KEY_INTEGER.match(text):
                raise invalid("expected a decimal integer without leading zeros")
            number = int(text)
            low, high = primitive.integer_range or (0, 0)
            if not low <= number <= high:
                raise JSONFormError("numberOutOfRange", f"key {text} does not fit {primitive}")
            self_writer, self.w = self.w, sub
            try:
                self.primitive(number, primitive)
            finally:
                self.w = self_writer
            return number, number, sub.getvalue()
        assert isinstance(key, NamedRef)
        declaration = self.schema_set.types[key.name]
        raw = self.raw_value(text[5:] if text.startswith("$raw:") else None, text, declaration, key_text=True)
        if isinstance(raw, str):
            sub.string(raw)
            return raw.encode("utf-8"), unicodedata.normalize("NFD", raw), sub.getvalue()
        self_writer, self.w = self.w, sub
        try:
            self.primitive(raw, declaration.raw_type or Primitive.INT32)
        finally:
            self.w = self_writer
        return raw, raw, sub.getvalue()

    def raw_value(self, raw_text: str | None, name: str, declaration: Declaration, key_text: bool = False) -> int | str:
        """A raw enum's raw value from a case name, or from ``$raw`` text for map keys."""
        if raw_text is None:
            case = next((c for c in declaration.raw_cases if c.name == name), None)
            if case is None:
                cases = [c.name for c in declaration.raw_cases]
                raise JSONFormError("unknownCase", unknown_name(f"enum '{declaration.name}' has no case", name, cases, "cases"))
            return case.raw_value
        raw: int | str
        if declaration.raw_type is Primitive.STRING:
            raw = raw_text
        else:
            raw_type = declaration.raw_type or Primitive.INT32
            if not _KEY_INTEGER.match(raw_text):
                message = f"{quote(name)} is not a key of type '{declaration.name}': expected a decimal integer after $raw:"
                raise JSONFormError("invalidMapKey", message)
            raw = int(raw_text)
            low, high = raw_type.integer_range or (0, 0)
            if not low <= raw <= high:
                raise JSONFormError("numberOutOfRange", f"raw value {raw_text} does not fit {raw_type}")
        return self.checked_raw(raw, declaration)

    def checked_raw(self, raw: Any, declaration: Declaration) -> int | str:
        if declaration.raw_type is Primitive.STRING:
            if not isinstance(raw, str):
                raise _wrong("a string raw value", raw, declaration.name)
        else:
            if isinstance(raw, bool) or not isinstance(raw, int):
                raise _wrong("an integer raw value", raw, declaration.name)
            raw = self.integer(raw, declaration.raw_type or Primitive.INT32)
        if not declaration.is_open and all(c.raw_value != raw for c in declaration.raw_cases):
            raise JSONFormError("unknownCase", f"raw value {raw} names no case of closed enum '{declaration.name}'")
        return raw  # type: ignore[no-any-return]

    # Declared types

    def named(self, value: Any, ref: NamedRef) -> None:
        declaration = self.schema_set.types[ref.name]
        kind = declaration.kind
        w = self.w
        if kind is DeclarationKind.RAW_ENUM:
            if isinstance(value, dict) and set(value) == {"$raw"}:
                try:
                    raw = self.checked_raw(value["$raw"], declaration)
                except JSONFormError as error:
                    raise error.at_member("$raw")
            elif isinstance(value, str):
                raw = self.raw_value(None, value, declaration)
            else:
                raise _wrong('a case name (or {"$raw": value} for an open enum)', value, declaration.name)
            if isinstance(raw, str):
                w.string(raw)
            else:
                self.primitive(raw, declaration.raw_type or Primitive.INT32)
        elif kind is DeclarationKind.OPTIONS:
            w.varint(self.option_bits(value, declaration))
        elif kind is DeclarationKind.STRUCT:
            if not isinstance(value, dict):
                raise _wrong("an object", value, ref)
            mark = w.begin()
            self.record(value, declaration.fields, substitutions(ref, self.schema_set), set(), str(ref))
            w.finish(mark)
        elif kind is DeclarationKind.CLASS:
            self.instance(value, ref, set())
        elif kind is DeclarationKind.PAYLOAD_ENUM:
            if not isinstance(value, dict) or len(value) != 1:
                raise JSONFormError(
                    "wrongType",
                    f"expected an object with one key, the case name, for enum '{ref.name}', found {json_kind(value)}",
                )
            ((name, fields),) = value.items()
            cases = [c.name for c in declaration.payload_cases]
            case = next((c for c in declaration.payload_cases if c.name == name), None)
            if case is None:
                message = unknown_name(f"enum '{ref.name}' has no case", name, cases, "cases")
                raise JSONFormError("unknownCase", message).about_key(name)
            if not isinstance(fields, dict):
                expected = "an object (the case's fields; {} when it has none)"
                raise _wrong(expected, fields, ref).prepend(field_component(name))
            mark = w.begin()
            w.varint(case.id)
            try:
                self.record(fields, case.fields, substitutions(ref, self.schema_set), set(), f"{ref.name}.{name}")
            except JSONFormError as error:
                raise error.prepend(field_component(name))
            w.finish(mark)

    def option_bits(self, value: Any, declaration: Declaration) -> int:
        if not isinstance(value, list):
            raise _wrong("an array of flag names", value, declaration.name)
        raw_type = declaration.raw_type or Primitive.UINT64
        width = raw_type.bit_width or 64
        bits = 0
        for index, item in enumerate(value):
            if isinstance(item, str):
                flag = next((f for f in declaration.flags if f.name == item), None)
                if flag is None:
                    names = [f.name for f in declaration.flags]
                    message = unknown_name(f"options '{declaration.name}' have no flag", item, names, "flags")
                    raise JSONFormError("unknownFlag", message).prepend(index_component(index))
                bits |= 1 << flag.bit
            elif isinstance(item, bool) or not isinstance(item, (int, float)):
                expected = "a flag name or a bit index"
                raise _wrong(expected, item, declaration.name).prepend(index_component(index))
            elif isinstance(item, int) and 0 <= item < width:
                bits |= 1 << item
            else:
                message = f"{number_text(item)} is not a bit index of {raw_type} (0…{width - 1})"
                raise JSONFormError("unknownFlag", message).prepend(index_component(index))
        return bits

    def record(
        self, value: dict[str, Any], fields: list[Field], bound: dict[str, TypeRef], allowed: set[str], type_name: str
    ) -> None:
        """Known fields and ``$unknown`` fields merged in id order, defaults left out;
        ``type_name`` names the record in messages (``Stack<int64>``, ``Shape.circle``)."""
        by_name: dict[str, Field] = {}
        for field in fields:
            by_name[field.name] = field
            for alias in field.aliases:
                by_name.setdefault(alias, field)
        chosen: dict[int, tuple[Field, Any]] = {}
        written_as: dict[int, str] = {}
        unknown: dict[int, bytes] = {}
        for key, item in value.items():
            if key in allowed:
                continue
            if key == "$unknown":
                unknown = self.unknown_fields(item, {f.id for f in fields})  # errors name `.$unknown`
                continue
            named = by_name.get(key)
            if named is None:
                if key.startswith("$"):
                    message = f"'{key}' does not apply to '{type_name}' here"
                else:
                    message = f"'{type_name}' has no field '{key}'" + hint(key, [f.name for f in fields])
                raise JSONFormError("unknownField", message).prepend(field_component(key)).about_key()
            if named.id in chosen:
                message = f"field '{named.name}' of '{type_name}' is given twice, as '{written_as[named.id]}' and as '{key}'"
                raise JSONFormError("duplicateKey", message).prepend(field_component(named.name), key).about_key()
            chosen[named.id] = (named, item)
            written_as[named.id] = key
        parts: list[tuple[int, Any]] = []
        for field in fields:
            ref = substitute(field.type, bound)
            given = chosen.get(field.id)
            if given is None or (given[1] is None and isinstance(ref, OptionalRef)):
                if field_is_required(field, ref, self.schema_set):
                    raise JSONFormError(
                        "missingRequiredField", f"'{type_name}' requires field '{field.name}'"
                    ).prepend(field_component(field.name))
                continue
            item = given[1]
            if self.is_default(item, field, ref):
                continue
            parts.append((field.id, (field, ref, item)))
        for field_id, raw in unknown.items():
            parts.append((field_id, raw))
        parts.sort(key=lambda p: p[0])
        w = self.w
        for field_id, part in parts:
            if isinstance(part, bytes):
                w.raw(part)
                continue
            field, ref, item = part
            plain = ref.wrapped if isinstance(ref, OptionalRef) else ref
            w.key(field_id, wire_kind(plain, self.schema_set))
            try:
                self.value(item, plain)
            except JSONFormError as error:
                raise error.prepend(field_component(field.name), written_as[field.id])

    def is_default(self, item: Any, field: Field, ref: TypeRef) -> bool:
        if field.default is not None:
            if field.default.kind == "float":
                # Compared in the field's own width: a float32 value and default as float32 bits.
                width = 4 if isinstance(ref, PrimitiveRef) and ref.primitive is Primitive.FLOAT32 else 8
                try:
                    bits = self.float_bits(item, width)
                except JSONFormError:
                    return False
                assert isinstance(field.default.value, float)
                return bits == int.from_bytes(struct.pack("<f" if width == 4 else "<d", field.default.value), "little")
            if field.default.kind == "options" and isinstance(ref, NamedRef):
                declaration = self.schema_set.types[ref.name]
                try:
                    return self.option_bits(item, declaration) == self.option_bits(list(field.default.value), declaration)  # type: ignore[call-overload]
                except JSONFormError:
                    return False
            if field.default.kind == "uuid" and isinstance(item, str):
                return item.lower() == field.default.value
            if field.default.kind == "timestamp" and isinstance(item, str):
                return parse_microseconds(item) == field.default.value
            return _equals_default(item, field.default)
        if isinstance(ref, (ListRef, MapRef)):
            return bool(item == [] or item == {})
        if isinstance(ref, NamedRef) and self.schema_set.types[ref.name].kind is DeclarationKind.OPTIONS:
            return bool(item == [])
        return False

    def unknown_fields(self, value: Any, known: set[int]) -> dict[int, bytes]:
        if not isinstance(value, dict):
            message = f"$unknown must be an object of field ids to base64, found {json_kind(value)}"
            raise JSONFormError("invalidUnknownField", message).prepend(field_component("$unknown"))
        out: dict[int, bytes] = {}
        for text, item in value.items():
            try:
                field_id = self.unknown_field(text, item, known)
                out[field_id] = self.base64(item)
            except JSONFormError as error:
                raise error.prepend(key_component(text)).prepend(field_component("$unknown"))
        return out

    def unknown_field(self, text: str, item: Any, known: set[int]) -> int:
        """The id of one ``$unknown`` entry, checked to be one well-formed field with that id."""
        if not _KEY_INTEGER.match(text) or not 1 <= int(text) <= MAX_FIELD_ID:
            message = f"{quote(text)} is not a field id (1…{MAX_FIELD_ID})"
            raise JSONFormError("invalidUnknownField", message).about_key()
        field_id = int(text)
        if field_id in known:
            message = f"field id {field_id} is known to the schema; give it by name"
            raise JSONFormError("invalidUnknownField", message).about_key()
        if not isinstance(item, str):
            raise JSONFormError("invalidUnknownField", f"expected base64 text, found {json_kind(item)}")
        reader = Reader(self.base64(item))
        try:
            if not reader.remaining:
                raise JSONFormError("invalidUnknownField", "the bytes are empty, not a field")
            got, kind = reader.key()
            if got != field_id:
                raise JSONFormError("invalidUnknownField", f"the field key's id is {got}, not {field_id}")
            reader.skip(kind)
        except ArchiveError as error:
            raise JSONFormError("invalidUnknownField", error.message) from None
        if reader.remaining:
            raise JSONFormError("invalidUnknownField", f"{reader.remaining} bytes follow the field")
        return field_id

    def instance(self, value: Any, ref: NamedRef, extra: set[str]) -> None:
        """A class value: its entry's number; the first time an instance is met, its entry
        is written right then, to the side."""
        if not isinstance(value, dict):
            raise _wrong("an object", value, ref)
        w = self.w
        w.check_depth()
        label = value.get("$ref")
        if label is not None:
            other = next((key for key in value if key != "$ref" and key not in extra), None)
            if other is not None:
                message = f"an object with $ref holds nothing else, found '{other}'"
                raise JSONFormError("invalidReference", message).about_key(other)
            if not isinstance(label, str) or not label:
                message = f"$ref must be a non-empty string, found {json_kind(label)}"
                raise JSONFormError("invalidReference", message).at_member("$ref")
            if label not in self.written and label not in self.labelled:
                raise JSONFormError("invalidReference", f"no instance has $id {quote(label)}").at_member("$ref")
            if label not in self.written:
                self.instance(self.labelled[label], ref, extra)  # a forward reference: the instance goes here
                return
            if self.classes[label] != str(ref):
                message = f"instance {quote(label)} is a '{self.classes[label]}', not a '{ref}'"
                raise JSONFormError("invalidReference", message).at_member("$ref")
            w.varint(self.written[label])
            return
        own = value.get("$id")
        if own is not None and not (isinstance(own, str) and own):
            message = f"$id must be a non-empty string, found {json_kind(own)}"
            raise JSONFormError("invalidReference", message).at_member("$id")
        if id(value) in self.repeated:
            message = f"$id {quote(str(own))} is already taken by another instance"
            raise JSONFormError("duplicateInstanceID", message).at_member("$id")
        if isinstance(own, str) and own in self.written:
            w.varint(self.written[own])
            return
        number = self.entry_number(own)
        key = own if isinstance(own, str) else f"\0{number}"
        self.written[key] = number
        self.classes[key] = str(ref)
        w.varint(number)
        mark = len(w.buffer)
        w.depth += 1
        declaration = self.schema_set.types[ref.name]
        self.record(value, declaration.fields, substitutions(ref, self.schema_set), {"$id"} | extra, str(ref))
        w.depth -= 1
        self.entries[number - 1] = bytes(w.buffer[mark:])
        del w.buffer[mark:]

    def entry_number(self, label: str | None) -> int:
        """The entry a newly met instance is written to: in a wrapped document, the entry its
        ``$id`` names (a decimal number 1 … N); otherwise the next one after every other."""
        if self.origin is not None and label is not None:
            number = _entry_label(label, self.origin.instances)
            if number is not None:
                self.entries[number - 1] = b""  # taken: its content is written after its fields
                return number
        self.entries.append(b"")
        return len(self.entries)

    def protocol(self, value: Any, family: str) -> None:
        if not isinstance(value, dict):
            raise _wrong("an object with $type", value, family)
        tag = value.get("$type")
        if tag is not None and not isinstance(tag, str):
            raise _wrong("a string tag", tag, family).at_member("$type")
        if tag is None:
            message = f"a value of protocol '{family}' needs \"$type\", its member's tag"
            raise JSONFormError("missingRequiredField", message).prepend(field_component("$type"))
        member = next((m for m in self.schema_set.members_of(family) if m.tag == tag), None)
        if member is None:
            if "$unknown" in value and isinstance(tag, str) and TAG_PATTERN.fullmatch(tag):
                # An opaque member (FORMAT.md 5.17, JSONForm.md): the family's own fields and
                # the kept fields, written as a struct after the tag.
                mark = self.w.begin()
                self.w.varint(self.tag_number(tag))
                inner = self.w.begin()
                self.record(value, self.schema_set.types[family].fields, {}, {"$type"}, family)
                self.w.finish(inner)
                self.w.finish(mark)
                return
            tags = [m.tag for m in self.schema_set.members_of(family) if m.tag is not None]
            message = unknown_name(f"protocol '{family}' has no member with tag", str(tag), tags, "tags")
            raise JSONFormError("unknownTag", message).at_member("$type")
        w = self.w
        mark = w.begin()
        w.varint(self.tag_number(str(tag)))
        if member.kind is DeclarationKind.CLASS:
            self.instance(value, NamedRef(member.name), {"$type"})
        else:
            inner = w.begin()
            self.record(value, member.fields, {}, {"$type"}, member.name)
            w.finish(inner)
        w.finish(mark)


def _steps_to(root: Any, target: Any) -> list[Step]:
    """The keys and indexes that lead from `root` to the object `target` (by identity)."""
    pending: list[tuple[Any, list[Step]]] = [(root, [])]
    while pending:
        item, steps = pending.pop()
        if item is target:
            return steps
        if isinstance(item, dict):
            pending.extend((value, [*steps, key]) for key, value in item.items())
        elif isinstance(item, list):
            pending.extend((value, [*steps, index]) for index, value in enumerate(item))
    return []


def _entry_label(label: str, count: int) -> int | None:
    """The entry number an instance's ``$id`` names in a wrapped document (decimal 1 … N), or
    None for a label that makes a new instance."""
    if re.fullmatch(r"[1-9][0-9]*", label) and int(label) <= count:
        return int(label)
    return None
