"""The plans of the C accelerator (csrc/accel.h), compiled from the schema model: a tuple
entry per named type reachable from a root — a struct's fields (id, wire key, value plan,
attribute, default, when it is left out when written), a raw enum's members by one-byte wire
value and with their bytes, an option set's width, a payload enum's cases, a protocol's
members by tag, or the type's compiled Python functions for what the plans do not build
themselves (opaque protocol members, string enums, types with a field id past the C code's
table); each entry ends with what encoding adds (`Planner.encoding`). A value plan is
``(op, a, b, sub)`` with the opcodes of csrc/accel.h. `accel.py` makes a `Program` of them.
"""

from __future__ import annotations

import dataclasses
import struct
from typing import Any

from sheaf.runtime.codecs import Codecs
from sheaf.runtime.decode_values import _wire_members, named
from sheaf.runtime.encode_values import enum_bytes
from sheaf.runtime.encoder import UNLESS_F32, UNLESS_F64, field_omission
from sheaf.runtime.infos import TypeInfo, attribute
from sheaf.runtime.slow import float32_bytes
from sheaf.schema.facts import PackKind, bare_primitive, field_is_required, packing
from sheaf.schema.model import (
    DeclarationKind,
    Field,
    ListRef,
    MapRef,
    NamedRef,
    OptionalRef,
    Primitive,
    PrimitiveRef,
    ProtocolRef,
    TypeRef,
    substitute,
)

__all__ = ["MAX_TABLE_ID", "Planner"]

#: The largest field id of a struct the C code reads and writes itself: it finds fields by id in
#: a table of that many entries (csrc/module.c refuses larger ones); a type with a larger id
#: is read and written by its compiled Python functions.
MAX_TABLE_ID = 100_000

# Opcodes and kinds: csrc/accel.h.
(
    SINT,
    UINT,
    BOOL,
    F64,
    F32,
    STRING,
    BYTES,
    UUID,
    TIMESTAMP,
    OPTIONAL,
    LIST,
    PFLOATS,
    PINTS,
    PBOOLS,
    NAMED,
    MAP,
    URL,
) = range(1, 18)
STRUCT, ENUM, PYTHON, OPTIONS, CLASS, CASE, PAYLOAD, PROTOCOL = 1, 2, 3, 4, 5, 6, 7, 8

_SCALARS = {
    Primitive.BOOL: (BOOL, 0),
    Primitive.FLOAT64: (F64, 0),
    Primitive.FLOAT32: (F32, 0),
    Primitive.STRING: (STRING, 0),
    Primitive.URL: (URL, 0),
    Primitive.BYTES: (BYTES, 0),
    Primitive.UUID: (UUID, 0),
    Primitive.TIMESTAMP: (TIMESTAMP, 8),
}


class Planner:
    """Builds the plan tuple of one root type: named types are numbered as they are met."""

    def __init__(self, codecs: Codecs) -> None:
        self.codecs = codecs
        self.index: dict[str, int] = {}
        self.entries: list[Any] = []

    def named(self, t: NamedRef) -> int:
        key = str(t)
        found = self.index.get(key)
        if found is not None:
            return found
        number = self.index[key] = len(self.entries)
        self.entries.append(None)  # reserved: recursive types refer to it meanwhile
        self.entries[number] = self.entry(t)
        return number

    def entry(self, t: NamedRef) -> tuple[Any, ...]:
        """The plan of `t`: what decoding needs, then what encoding adds (`encoding`)."""
        decoding = self.decoding(t)
        return (*decoding, *self.encoding(t, decoding[0]))

    def encoding(self, t: NamedRef, kind: int) -> tuple[Any, Any, Any]:
        """What the C encoder adds to a named plan: the type's compiled Python encode function
        (for what it leaves to Python: classes, protocols, types with url fields, string
        enums, an open enum's unknown members), the class a value must be exactly (None:
        payload enums and protocols, which dispatch on the value's class themselves), and a
        raw enum's members with their bytes."""
        codecs = self.codecs
        info = codecs.schemas.info(t.name)
        python = None if kind in (STRUCT, OPTIONS, PAYLOAD) else codecs.encoder(t)
        dispatched = info.kind in (DeclarationKind.PAYLOAD_ENUM, DeclarationKind.PROTOCOL)
        members = tuple((m, enum_bytes(info, m.value)) for m in info.cls) if kind == ENUM else None
        return python, None if dispatched else info.cls, members

    def decoding(self, t: NamedRef) -> tuple[Any, ...]:
        codecs = self.codecs
        info = codecs.schemas.info(t.name)
        kind = info.kind
        bindings = dict(zip(info.params, t.arguments))
        if kind in (DeclarationKind.STRUCT, DeclarationKind.CLASS):
            planned = self.struct(info, info.cls, info.fields, bindings)
            if planned is not None:
                return (CLASS if kind is DeclarationKind.CLASS else STRUCT, *planned)
        if kind is DeclarationKind.PAYLOAD_ENUM:
            cases: dict[int, int] = {}
            for case, case_cls in info.cases:
                planned = self.struct(info, case_cls, case.fields, bindings)
                if planned is None:
                    break
                cases[case.id] = len(self.entries)
                self.entries.append((CASE, *planned, None, None, None))
            else:
                return (PAYLOAD, cases, codecs.decoder(t))
        if kind is DeclarationKind.PROTOCOL:
            # Members by tag; a tag not listed (an opaque member) is read by the family's function.
            by_tag = {
                m.declaration.tag: self.named(NamedRef(m.name))
                for m in codecs.schemas.members(t.name)
                if isinstance(m.declaration.tag, str)
            }
            return (PROTOCOL, by_tag, codecs.decoder(t))
        raw = info.declaration.raw_type
        if kind is DeclarationKind.OPTIONS and raw is not None and not raw.is_signed:
            return (OPTIONS, info.cls, (raw.bit_width or 64) // 8, {})
        python = codecs.decoder(t)
        if kind is DeclarationKind.RAW_ENUM and info.declaration.raw_type is not Primitive.STRING:
            members = _wire_members(info)
            return (ENUM, [members.get(n) for n in range(128)], python)
        return (PYTHON, python)

    def struct(
        self, info: TypeInfo, cls: type[Any], declared: tuple[Field, ...], bindings: dict[str, TypeRef]
    ) -> tuple[Any, ...] | None:
        """The plan of a struct's, class's or payload case's fields (None: not covered)."""
        codecs = self.codecs
        if any(f.id > MAX_TABLE_ID for f in declared):
            return None
        fields = []
        for f in sorted(declared, key=lambda f: f.id):
            t = substitute(f.type, bindings)
            plan = self.value(t.wrapped if isinstance(t, OptionalRef) else t)
            if plan is None:
                return None
            required = field_is_required(f, t, codecs.schemas.declarations)
            default = None if required else codecs.field_default(info, cls, f, t)
            if default is dataclasses.MISSING:
                return None
            omit, omitted = field_omission(codecs, info, cls, f, t)
            bits = (
                int.from_bytes(struct.pack("<d", omitted), "little")
                if omit == UNLESS_F64
                else int.from_bytes(float32_bytes(omitted), "little")
                if omit == UNLESS_F32
                else 0
            )
            fresh = (
                1
                if default == [] and isinstance(default, list)
                else 2
                if default == {} and isinstance(default, dict)
                else 0
            )
            key = (f.id << 3) | codecs.wire_kind(t)
            float64 = bare_primitive(t) is Primitive.FLOAT64
            fields.append((f.id, key, int(float64), int(required), fresh, plan, attribute(f), default, omit, bits))
        arguments = tuple(str(bindings[p]) for p in info.params) if bindings else None
        return (cls, tuple(fields), arguments, None)

    def value(self, t: TypeRef) -> tuple[Any, ...] | None:
        if isinstance(t, PrimitiveRef):
            return self.primitive(t.primitive)
        if isinstance(t, OptionalRef):
            inner = self.value(t.wrapped)
            return None if inner is None else (OPTIONAL, 0, 0, inner)
        if isinstance(t, ListRef):
            packed = packing(t.element)
            if packed is not None:
                if packed.kind is PackKind.FLOAT:
                    return (PFLOATS, packed.size, 0, None)
                if packed.kind is PackKind.BOOL:
                    return (PBOOLS, 1, 0, None)
                return (PINTS, packed.size, int(packed.signed), None)
            inner = self.value(t.element)
            return None if inner is None else (LIST, 0, 0, inner)
        if isinstance(t, MapRef):
            key, value = self.value(t.key), self.value(t.value)
            if key is None or value is None:
                return None
            return (MAP, 0, int(t.key == PrimitiveRef(Primitive.STRING)), key, value)
        if isinstance(t, (NamedRef, ProtocolRef)):
            return (NAMED, self.named(named(t)), 0, None)
        return None

    @staticmethod
    def primitive(primitive: Primitive) -> tuple[Any, ...] | None:
        if primitive.is_integer:
            width = (primitive.bit_width or 64) // 8
            return (SINT if primitive.is_signed else UINT, width, 0, None)
        found = _SCALARS.get(primitive)
        return None if found is None else (found[0], found[1], 0, None)
