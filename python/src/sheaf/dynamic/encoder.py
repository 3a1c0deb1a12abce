"""The schema-driven canonical encoder: a value in the JSON form (as Python's ``json``
module holds it) → archive bytes, exactly as ``sheaf pack`` writes them.

Canonical means: fields in id order with preserved ``$unknown`` fields merged in, fields
equal to their default left out (floats compared by bit pattern), map entries sorted by
key, packed integers at their minimal width, class instances numbered by first appearance.
"""

from __future__ import annotations

import base64
import binascii
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
from ..jsonform.errors import JSONFormError, json_kind
from ..text.rfc3339 import parse_microseconds
from ..text.uri import is_uri_reference
from ..wire.errors import field_component, index_component, key_component
from ..wire.header import finish_archive, write_header
from ..wire.limits import stack_room
from ..wire.reader import DEFAULT_MAX_DEPTH, I32, I64, LEN, VARINT, Reader
from ..wire.tables import TAG_PATTERN, body_bytes
from ..wire.writer import Writer
from .archive import ArchiveTables, archive_tables
from .decoder import _equals_default
from .types import field_is_required, root_schema_name, substitutions, wire_kind


__all__ = ["encode_archive"]

_UUID = re.compile(r"[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\Z")
_NAN = re.compile(r"NaN\(0x([0-9A-Fa-f]+)\)\Z")
_PACKED_INTEGERS = {p for p in Primitive if p.is_integer}


def encode_archive(
    value: Any,
    root: TypeRef,
    schema_set: SchemaSet,
    checksum: bool = False,
    schema_name: str | None = None,
    max_depth: int = DEFAULT_MAX_DEPTH,
) -> bytes:
    """The canonical archive of ``value`` as the root type ``root``."""
    name = schema_name or root_schema_name(root, schema_set)
    if name is None:
        raise JSONFormError("invalidValue", f"the root type '{root}' names no declared type; say which schema writes it")
    schema = next(s for s in schema_set.schemas if s.name == name)
    origin: ArchiveTables | None = None
    if isinstance(value, dict) and set(value) == {"$archive", "$root"}:
        origin = archive_tables(value["$archive"])
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


def _wrong(expected: str, value: Any) -> JSONFormError:
    return JSONFormError("wrongType", f"expected {expected}, found {json_kind(value)}")


class _Encoder:
    def __init__(self, schema_set: SchemaSet, writer: Writer, root: Any, origin: ArchiveTables | None) -> None:
        self.schema_set = schema_set
        self.w = writer
        self.written: dict[str, int] = {}
        self.classes: dict[str, str] = {}
        self.labelled: dict[str, Any] = {}
        self._collect(root)
        # The tables: tags by number, and each entry's content once written (a wrapped
        # document starts from its archive's tables).
        self.origin = origin
        self.tags: list[str] = list(origin.tags) if origin else []
        self.tag_numbers = {tag: number for number, tag in enumerate(self.tags, 1)}
        self.entries: list[bytes | None] = list(origin.entries) if origin else []
        if origin is not None:
            self._check_coverage(origin)

    def _check_coverage(self, origin: ArchiveTables) -> None:
        """In a wrapped document, every entry 1 … N is covered exactly once: by the instance
        whose ``$id`` is its number, or by ``$archive``'s entries."""
        covered = {k for k, entry in enumerate(origin.entries, 1) if entry is not None}
        for label in self.labelled:
            number = _entry_label(label, origin.instances)
            if number is None:
                continue
            if origin.entries[number - 1] is not None:
                raise JSONFormError(
                    "invalidReference", f"$id {label} names entry {number}, which $archive's entries already give as bytes"
                )
            covered.add(number)
        missing = next((k for k in range(1, origin.instances + 1) if k not in covered), None)
        if missing is not None:
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
        """Every instance with an ``$id``, so a ``$ref`` may come before its instance."""
        pending = [value]
        while pending:
            item = pending.pop()
            if isinstance(item, dict):
                label = item.get("$id")
                if isinstance(label, str) and "$ref" not in item:
                    if label in self.labelled:
                        raise JSONFormError("duplicateInstanceID", f"two instances have $id '{label}'")
                    self.labelled[label] = item
                pending.extend(item.values())
            elif isinstance(item, list):
                pending.extend(item)

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
        if value is None:
            raise _wrong(f"a value of type {ref}", value)
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
                raise _wrong("true or false", value)
            w.buffer.append(1 if value else 0)
        elif primitive is Primitive.FLOAT64:
            w.float64_bits(self.float_bits(value, 8))
        elif primitive is Primitive.FLOAT32:
            w.float32_bits(self.float_bits(value, 4))
        elif primitive is Primitive.STRING:
            if not isinstance(value, str):
                raise _wrong("a string", value)
            w.string(value)
        elif primitive is Primitive.BYTES:
            w.blob(self.base64(value))
        elif primitive is Primitive.UUID:
            w.blob(self.uuid(value))
        elif primitive is Primitive.URL:
            if not isinstance(value, str):
                raise _wrong("a string", value)
            if not is_uri_reference(value):
                raise JSONFormError("invalidURL", f"'{value}' is not a URI reference")
            w.string(value)
        else:
            if not isinstance(value, str):
                raise _wrong("an RFC 3339 timestamp string", value)
            micros = parse_microseconds(value)
            if micros is None:
                raise JSONFormError("invalidTimestamp", f"'{value}' is not an RFC 3339 instant")
            w.zigzag(micros)

    def integer(self, value: Any, primitive: Primitive) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise _wrong("an integer", value)
        low, high = primitive.integer_range or (0, 0)
        if not low <= value <= high:
            raise JSONFormError("numberOutOfRange", f"{value} does not fit {primitive.value}")
        return value

    def float_bits(self, value: Any, width: int) -> int:
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
                raise JSONFormError("invalidFloat", f"'{value}' is not a float")
            number = special[value]
        elif isinstance(value, bool) or not isinstance(value, (int, float)):
            raise _wrong("a number", value)
        else:
            number = float(value)
        try:
            packed = struct.pack("<d" if width == 8 else "<f", number)
        except OverflowError:
            raise JSONFormError("numberOutOfRange", f"{value} does not fit float32") from None
        return int.from_bytes(packed, "little")

    def base64(self, value: Any) -> bytes:
        if not isinstance(value, str):
            raise _wrong("a base64 string", value)
        try:
            data = base64.b64decode(value.encode("ascii"), validate=True)
        except (binascii.Error, UnicodeEncodeError, ValueError):
            raise JSONFormError("invalidBase64", "not canonical padded base64") from None
        if base64.b64encode(data).decode("ascii") != value:
            raise JSONFormError("invalidBase64", "not canonical padded base64")
        return data

    def uuid(self, value: Any) -> bytes:
        if not isinstance(value, str):
            raise _wrong("a uuid string", value)
        if not _UUID.match(value):
            raise JSONFormError("invalidUUID", f"'{value}' is not a uuid")
        return bytes.fromhex(value.replace("-", ""))

    def list_value(self, value: Any, element: TypeRef) -> None:
        if not isinstance(value, list):
            raise _wrong("an array", value)
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
            raise _wrong("an object", value)
        entries = []
        seen: dict[Any, str] = {}
        for text, entry in value.items():
            try:
                order, identity, encoded = self.map_key(text, key)
            except JSONFormError as error:
                raise error.prepend(key_component(text))
            if identity in seen:
                raise JSONFormError("duplicateMapKey", f"keys '{seen[identity]}' and '{text}' are the same key").prepend(
                    key_component(text)
                )
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
        if isinstance(key, PrimitiveRef):
            primitive = key.primitive
            if primitive is Primitive.STRING:
                sub.string(text)
                return text.encode("utf-8"), unicodedata.normalize("NFD", text), sub.getvalue()
            if primitive is Primitive.UUID:
                identifier = self.uuid(text)
                sub.blob(identifier)
                return identifier, identifier, sub.getvalue()
            if primitive is Primitive.BOOL:
                if text not in ("true", "false"):
                    raise JSONFormError("invalidMapKey", f"'{text}' is not a bool")
                sub.buffer.append(1 if text == "true" else 0)
                return text == "true", text == "true", sub.getvalue()
            if not re.fullmatch(r"-?(0|[1-9][0-9]*)", text):
                raise JSONFormError("invalidMapKey", f"'{text}' is not an integer")
            number = int(text)
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
                raise JSONFormError("unknownCase", f"'{name}' is not a case of '{declaration.name}'")
            return case.raw_value
        raw: int | str
        if declaration.raw_type is Primitive.STRING:
            raw = raw_text
        else:
            if not re.fullmatch(r"-?(0|[1-9][0-9]*)", raw_text):
                raise JSONFormError("invalidMapKey", f"'{name}' is not a raw value of '{declaration.name}'")
            raw = int(raw_text)
        return self.checked_raw(raw, declaration)

    def checked_raw(self, raw: Any, declaration: Declaration) -> int | str:
        if declaration.raw_type is Primitive.STRING:
            if not isinstance(raw, str):
                raise _wrong("a string raw value", raw)
        else:
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
                raw = self.checked_raw(value["$raw"], declaration)
            elif isinstance(value, str):
                raw = self.raw_value(None, value, declaration)
            else:
                raise _wrong("a case name", value)
            if isinstance(raw, str):
                w.string(raw)
            else:
                self.primitive(raw, declaration.raw_type or Primitive.INT32)
        elif kind is DeclarationKind.OPTIONS:
            w.varint(self.option_bits(value, declaration))
        elif kind is DeclarationKind.STRUCT:
            if not isinstance(value, dict):
                raise _wrong("an object", value)
            mark = w.begin()
            self.record(value, declaration.fields, substitutions(ref, self.schema_set), set())
            w.finish(mark)
        elif kind is DeclarationKind.CLASS:
            self.instance(value, ref, set())
        elif kind is DeclarationKind.PAYLOAD_ENUM:
            if not isinstance(value, dict) or len(value) != 1:
                raise _wrong("an object with one case", value)
            ((name, fields),) = value.items()
            case = next((c for c in declaration.payload_cases if c.name == name), None)
            if case is None:
                raise JSONFormError("unknownCase", f"'{name}' is not a case of '{ref.name}'")
            if not isinstance(fields, dict):
                raise _wrong("an object", fields).prepend(field_component(name))
            mark = w.begin()
            w.varint(case.id)
            try:
                self.record(fields, case.fields, substitutions(ref, self.schema_set), set())
            except JSONFormError as error:
                raise error.prepend(field_component(name))
            w.finish(mark)

    def option_bits(self, value: Any, declaration: Declaration) -> int:
        if not isinstance(value, list):
            raise _wrong("an array of flag names", value)
        width = (declaration.raw_type or Primitive.UINT64).bit_width or 64
        bits = 0
        for item in value:
            if isinstance(item, str):
                flag = next((f for f in declaration.flags if f.name == item), None)
                if flag is None:
                    raise JSONFormError("unknownFlag", f"'{item}' is not a flag of '{declaration.name}'")
                bits |= 1 << flag.bit
            elif isinstance(item, int) and not isinstance(item, bool) and 0 <= item < width:
                bits |= 1 << item
            else:
                raise JSONFormError("unknownFlag", f"{item!r} is not a flag or bit index of '{declaration.name}'")
        return bits

    def record(self, value: dict[str, Any], fields: list[Field], bound: dict[str, TypeRef], allowed: set[str]) -> None:
        """Known fields and ``$unknown`` fields merged in id order, defaults left out."""
        by_name: dict[str, Field] = {}
        for field in fields:
            by_name[field.name] = field
            for alias in field.aliases:
                by_name.setdefault(alias, field)
        chosen: dict[int, tuple[Field, Any]] = {}
        unknown: dict[int, bytes] = {}
        for key, item in value.items():
            if key in allowed:
                continue
            if key == "$unknown":
                unknown = self.unknown_fields(item, {f.id for f in fields})
                continue
            named = by_name.get(key)
            if named is None:
                raise JSONFormError("unknownField", f"'{key}' is not a field").prepend(field_component(key))
            if named.id in chosen:
                raise JSONFormError("duplicateKey", f"field '{named.name}' is given twice").prepend(field_component(key))
            chosen[named.id] = (named, item)
        parts: list[tuple[int, Any]] = []
        for field in fields:
            ref = substitute(field.type, bound)
            given = chosen.get(field.id)
            if given is None or (given[1] is None and isinstance(ref, OptionalRef)):
                if field_is_required(field, ref, self.schema_set):
                    raise JSONFormError(
                        "missingRequiredField", f"required field '{field.name}' is missing"
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
                raise error.prepend(field_component(field.name))

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
            raise _wrong("an object", value)
        out: dict[int, bytes] = {}
        for text, item in value.items():
            if not re.fullmatch(r"[1-9][0-9]*", text):
                raise JSONFormError("invalidUnknownField", f"'{text}' is not a field id")
            field_id = int(text)
            data = self.base64(item)
            reader = Reader(data)
            try:
                got, kind = reader.key()
                reader.skip(kind)
            except Exception:
                raise JSONFormError("invalidUnknownField", f"$unknown {text} is not one well-formed field") from None
            if got != field_id or reader.remaining or field_id in known:
                raise JSONFormError("invalidUnknownField", f"$unknown {text} is not one well-formed field with that id")
            out[field_id] = data
        return out

    def instance(self, value: Any, ref: NamedRef, extra: set[str]) -> None:
        """A class value: its entry's number; the first time an instance is met, its entry
        is written right then, to the side."""
        if not isinstance(value, dict):
            raise _wrong("an object", value)
        w = self.w
        w.check_depth()
        label = value.get("$ref")
        if label is not None:
            if set(value) - {"$ref"} - extra:
                raise JSONFormError("invalidReference", "an object with $ref holds nothing else")
            if not isinstance(label, str) or (label not in self.written and label not in self.labelled):
                raise JSONFormError("invalidReference", f"$ref {label!r} names no instance")
            if label not in self.written:
                self.instance(self.labelled[label], ref, extra)  # a forward reference: the instance goes here
                return
            if self.classes[label] != str(ref):
                raise JSONFormError("invalidReference", f"$ref '{label}' is a {self.classes[label]}, not a {ref}")
            w.varint(self.written[label])
            return
        own = value.get("$id")
        if own is not None and not (isinstance(own, str) and own):
            raise JSONFormError("invalidReference", "$id must be a non-empty string")
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
        self.record(value, declaration.fields, substitutions(ref, self.schema_set), {"$id"} | extra)
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
            raise _wrong("an object with $type", value)
        tag = value.get("$type")
        if tag is None:
            raise JSONFormError("missingRequiredField", "a protocol value needs $type")
        member = next((m for m in self.schema_set.members_of(family) if m.tag == tag), None)
        if member is None:
            if "$unknown" in value and isinstance(tag, str) and TAG_PATTERN.fullmatch(tag):
                # An opaque member (FORMAT.md 5.17, JSONForm.md): the family's own fields and
                # the kept fields, written as a struct after the tag.
                mark = self.w.begin()
                self.w.varint(self.tag_number(tag))
                inner = self.w.begin()
                self.record(value, self.schema_set.types[family].fields, {}, {"$type"})
                self.w.finish(inner)
                self.w.finish(mark)
                return
            raise JSONFormError("unknownTag", f"'{tag}' names no member of '{family}'")
        w = self.w
        mark = w.begin()
        w.varint(self.tag_number(str(tag)))
        if member.kind is DeclarationKind.CLASS:
            self.instance(value, NamedRef(member.name), {"$type"})
        else:
            inner = w.begin()
            self.record(value, member.fields, {}, {"$type"})
            w.finish(inner)
        w.finish(mark)


def _entry_label(label: str, count: int) -> int | None:
    """The entry number an instance's ``$id`` names in a wrapped document (decimal 1 … N), or
    None for a label that makes a new instance."""
    if re.fullmatch(r"[1-9][0-9]*", label) and int(label) <= count:
        return int(label)
    return None
