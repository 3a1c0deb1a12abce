"""The plans of the C accelerator, compiled from the schema model, and the decode and encode
that use them (`decode`, `encode`; `bodies.decode_body` and `bodies.encode_body` call them,
and a generated class's stream writer `record_encoder`).

Each root type gets a `sheaf._accel.Program`: a tuple entry per named type reachable from
it — a struct's fields (id, wire key, value plan, attribute, default, when it is left out
when written), a raw enum's members by one-byte wire value and with their bytes, or the
type's compiled Python functions for what the plans do not build themselves (opaque protocol
members, string enums, types with a field id past the C code's table); each entry ends with
what encoding adds (`_Planner.encoding`). A value plan is ``(op, a, b, sub)`` with the
opcodes of csrc/accel.h.

When the C code meets input that breaks a rule, it stops (`Invalid`) and the bytes are read
again by the pure-Python decoder, whose `ArchiveError` (code, offset, path, message) is the
one raised: the rules' error reporting has one implementation. With
``SHEAF_ACCEL_STRICT=1`` (the tests set it), a C rejection of input that Python accepts is
an `AssertionError` instead of a silent second read. Writing works the same way: a value that
is not exactly what its type takes is written again by the compiled Python encoder, which
accepts it or raises its typed error.
"""
from __future__ import annotations

import dataclasses
import functools
import os
import struct
import weakref
from collections.abc import Callable
from typing import Any

from sheaf import native
from sheaf.runtime import slow
from sheaf.runtime.codecs import Codecs
from sheaf.runtime.decode_values import _wire_members, named
from sheaf.runtime.encode_values import enum_bytes
from sheaf.runtime.encoder import UNLESS_F32, UNLESS_F64, field_omission
from sheaf.runtime.infos import TypeInfo, attribute
from sheaf.runtime.slow import float32_bytes
from sheaf.runtime.tables import ReadContext, WriteContext, check_origin, kept_fields
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
from sheaf.text.uri import is_uri_reference
from sheaf.wire.tables import Tables

__all__ = [
    "MAX_NATIVE_DEPTH",
    "available",
    "decode",
    "enabled",
    "encode",
    "record_encoder",
    "set_enabled",
    "why_not",
    "without",
]

available, enabled, set_enabled, why_not, without = (
    native.available,
    native.enabled,
    native.set_enabled,
    native.why_not,
    native.without,
)

#: Deeper limits than this are read in Python from the start. The C code recurses once per
#: level on the thread's own stack (which `stack_room` does not enlarge; a thread's may be
#: as small as 128 KiB) and stops at a budget of 48 KiB (csrc/accel.h: about 70 levels of
#: structs), leaving deeper values to a second read in Python; past this limit that second
#: read would be the usual case.
MAX_NATIVE_DEPTH = 200

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

#: Each schema set's programs by root type (gone with the set's codecs).
_PROGRAMS: weakref.WeakKeyDictionary[Codecs, dict[NamedRef, Any]] = weakref.WeakKeyDictionary()
#: The last program used, with its codecs and root: (codecs, root, program).
_LAST: list[Any] = [None, None, None]
_STRICT = os.environ.get("SHEAF_ACCEL_STRICT", "") not in ("", "0")


class _Planner:
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


def _program(codecs: Codecs, root: NamedRef) -> Any:
    """The program of `root` (a stream reads every record with the same `root` object)."""
    if _LAST[0] is codecs and _LAST[1] is root:
        return _LAST[2]
    programs = _PROGRAMS.get(codecs)
    if programs is None:
        programs = _PROGRAMS[codecs] = {}
    found = programs.get(root)
    if found is None:
        planner = _Planner(codecs)
        planner.named(root)
        found = programs[root] = native.module().Program(
            tuple(planner.entries), kept_fields, slow.timestamp, slow.microseconds, check_origin, is_uri_reference
        )
    _LAST[:] = [codecs, root, found]
    return found


#: `decode`'s answer when the C code found the input invalid.
REJECTED = "rejected"
#: `decode`'s answer when the pure-Python decoder reads the input (accelerator off, a deep
#: limit, a value the plans cannot build exactly, or an error raised by a Python decode function).
PYTHON_READS = "python"


def decode(codecs: Codecs, root: NamedRef, b: bytes, p: int, e: int, max_depth: int, c: ReadContext) -> Any:
    """The root value through the accelerator, as ``(value, p)``, or `REJECTED` or
    `PYTHON_READS` (then the pure-Python decoder reads it, with a fresh `ReadContext`)."""
    accelerated = native.module()
    if accelerated is None or max_depth > MAX_NATIVE_DEPTH:
        return PYTHON_READS
    try:
        return _program(codecs, root).decode(0, b, p, e, max_depth, c)
    except accelerated.Invalid as stop:
        return PYTHON_READS if stop.args else REJECTED
    except Exception:  # an error of a Python decode function: the second read reports it
        return PYTHON_READS


def decode_records(codecs: Codecs, root: NamedRef, b: bytes, count: int, max_depth: int) -> list[Any] | None:
    """A stream block's ``count`` records (``b``: the block's inflated data) through the
    accelerator in one call, when every one is a body without tables read exactly; None
    otherwise (then the caller reads them one by one, which reports any error)."""
    accelerated = native.module()
    if accelerated is None or max_depth > MAX_NATIVE_DEPTH:
        return None
    try:
        found: list[Any] = _program(codecs, root).decode_records(0, b, 0, len(b), count, max_depth, _NO_TABLES)
    except Exception:  # Invalid, or an error of a Python decode function: read one by one
        return None
    return found


def encode(
    codecs: Codecs, root: NamedRef, value: Any, max_depth: int, c: WriteContext, prefix: bytes = b""
) -> bytes | None:
    """`prefix`, then the body of `value` as `root` through the accelerator — its root's bare
    form after two placeholder bytes, which are the body's two empty tables when `c` stays
    empty — or None:
    then the compiled Python encoder writes it (with a fresh `WriteContext`), and raises the
    typed error of a value that does not fit. The C code writes only values that are exactly
    what their types take (`type(x) is int`, ...) and leaves every other one to Python, so
    the checks and their errors have one implementation. A `Restart` (kept bytes of an
    archive's tables) passes through."""
    accelerated = native.module()
    if accelerated is None or max_depth > MAX_NATIVE_DEPTH:
        return None
    try:
        found: bytes = _program(codecs, root).encode(0, value, max_depth, c, prefix)
    except Exception:  # Invalid, or an error of a Python encode function: Python writes it again
        return None
    return found


def record_encoder(codecs: Codecs, root: NamedRef, max_depth: int) -> Callable[[Any], bytes | None] | None:
    """What writes a stream record of `root` in one C call: the record's length and body, or
    None when the body needs tables or the value is not exactly right (the stream writer then
    takes the full path, which writes it or raises its error). None when the accelerator is
    off or the limit is deeper than it goes."""
    accelerated = native.module()
    if accelerated is None or max_depth > MAX_NATIVE_DEPTH:
        return None
    try:
        program = _program(codecs, root)
    except Exception:  # a plan the C code refuses: every record through the full path
        return None
    return functools.partial(program.record, 0, max_depth)


#: The read context of bodies without tables: nothing is bound in it, so one serves every record.
_NO_TABLES = ReadContext(b"", Tables([], []))


def strict() -> bool:
    """Whether a C rejection of input the pure-Python decoder accepts is an error
    (``SHEAF_ACCEL_STRICT=1``, set by the tests)."""
    return _STRICT
