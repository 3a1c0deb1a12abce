"""The schema-driven canonical encoder: a value in the JSON form (as Python's ``json``
module holds it) → archive bytes, exactly as ``sheaf pack`` writes them.

Canonical means: fields in id order with preserved ``$unknown`` fields merged in, fields
equal to their default left out (floats compared by bit pattern), map entries sorted by
key, packed integers at their minimal width, class instances numbered by first appearance.

This module holds the entry point and the dispatch on the type; the writers of each kind
of value are in ``write_scalars.py``, ``write_collections.py``, ``write_records.py`` and
``write_instances.py``, on the shared state of ``write_state.py``.
"""

from __future__ import annotations

from typing import Any

from ..jsonform.describe import json_kind
from ..jsonform.errors import JSONFormError
from ..jsonform.hints import unknown_name
from ..schema.fingerprint import canonical_form, fingerprint
from ..schema.model import (
    DeclarationKind,
    GenericParameterRef,
    ListRef,
    MapRef,
    NamedRef,
    OptionalRef,
    Primitive,
    PrimitiveRef,
    ProtocolRef,
    SchemaSet,
    TypeRef,
)
from ..wire.errors import ArchiveError, field_component
from ..wire.header import finish_archive, write_header
from ..wire.limits import stack_room
from ..wire.reader import DEFAULT_MAX_DEPTH
from ..wire.tables import TAG_PATTERN, body_bytes
from ..wire.writer import Writer
from .archive import ArchiveTables, archive_tables
from .types import root_schema_name, substitutions
from .write_collections import CollectionWriter
from .write_instances import InstanceWriter
from .write_state import wrong_type

__all__ = ["encode_archive", "encode_body"]


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
        raise JSONFormError(
            "invalidValue", f"the root type '{root}' names no declared type; say which schema writes it"
        )
    schema = next(s for s in schema_set.schemas if s.name == name)
    writer = Writer(max_depth)
    write_header(writer, schema.name, schema.version, fingerprint(canonical_form(schema, schema_set)), str(root))
    writer.raw(encode_body(value, root, schema_set, max_depth, document_size))
    return finish_archive(writer, checksum)


def encode_body(
    value: Any,
    root: TypeRef,
    schema_set: SchemaSet,
    max_depth: int = DEFAULT_MAX_DEPTH,
    document_size: int | None = None,
) -> bytes:
    """The canonical body (tag table, instance table, root) of ``value`` as ``root``: an
    archive's after its header, and a stream's record."""
    origin: ArchiveTables | None = None
    if isinstance(value, dict) and set(value) == {"$archive", "$root"}:
        origin = archive_tables(value["$archive"], document_size)
        value = value["$root"]
    body = Writer(max_depth)
    encoder = _Encoder(schema_set, body, value, origin)
    with stack_room(max_depth):
        encoder.value(value, root)
    entries = encoder.finished_entries()
    return body_bytes(encoder.tags, entries, body.buffer)


class _Encoder(CollectionWriter, InstanceWriter):
    """Every kind of value writer, and the dispatch on the type that joins them."""

    def value(self, value: Any, ref: TypeRef) -> None:
        """Writes the bare form of ``value`` as the type ``ref``."""
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
            return
        try:
            if isinstance(ref, ListRef):
                self.list_value(value, ref.element)
            elif isinstance(ref, MapRef):
                self.map(value, ref.key, ref.value)
            elif isinstance(ref, ProtocolRef):
                self.protocol(value, ref.name)
            elif isinstance(ref, GenericParameterRef):
                raise JSONFormError("invalidValue", f"generic parameter '{ref.name}' is not bound")
            else:
                self.named(value, ref)
        except ArchiveError as error:
            if error.code != "depthLimitExceeded":
                raise
            # The writer refused one more level for this value: a JSON-form error at the value,
            # whose path the callers complete on the way out, as the Swift tool reports it.
            raise JSONFormError("depthLimitExceeded", f"value nests deeper than {w.max_depth} levels") from None

    def named(self, value: Any, ref: NamedRef) -> None:
        """Writes a value of a declared type: raw enum, option set, struct, class or payload enum."""
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
                raise wrong_type('a case name (or {"$raw": value} for an open enum)', value, declaration.name)
            if isinstance(raw, str):
                w.string(raw)
            else:
                self.primitive(raw, declaration.raw_type or Primitive.INT32)
        elif kind is DeclarationKind.OPTIONS:
            w.varint(self.option_bits(value, declaration))
        elif kind is DeclarationKind.STRUCT:
            if not isinstance(value, dict):
                raise wrong_type("an object", value, ref)
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
                raise wrong_type(expected, fields, ref).prepend(field_component(name))
            mark = w.begin()
            w.varint(case.id)
            try:
                self.record(fields, case.fields, substitutions(ref, self.schema_set), set(), f"{ref.name}.{name}")
            except JSONFormError as error:
                raise error.prepend(field_component(name))
            w.finish(mark)

    def protocol(self, value: Any, family: str) -> None:
        """Writes a protocol value: its tag's number, then the member's bare form."""
        if not isinstance(value, dict):
            raise wrong_type("an object with $type", value, family)
        tag = value.get("$type")
        if "$type" in value and not isinstance(tag, str):  # null included: given, but not a tag
            raise wrong_type("a string tag", tag, family).at_member("$type")
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
