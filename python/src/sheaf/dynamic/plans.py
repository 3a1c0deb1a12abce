"""The plans of the dynamic layer's C decoder (csrc/dynamic.h), compiled from the schema
model for one root type: a tuple entry per named type reachable from it — a struct's or
payload case's fields (id, wire key, whether it takes float32 data for a float64, whether it
is required, when a present value is left out as the default, name, value plan), a raw
enum's case names by raw value, an option set's flag names by bit, a payload enum's cases —
and the root's value plan, ``(op, a, b, sub[, sub2])`` with the opcodes of csrc/accel.h (the
generated classes' plans use the same ones: `sheaf.runtime.plans`).

Classes and protocols are planned as left to Python (their values need the archive's
tables, which the C code does not read), and so is anything else the C code would not
render exactly as the Python decoder does.
"""

from __future__ import annotations

import base64
import struct
from typing import Any

from ..runtime.plans import (
    BOOL,
    BYTES,
    F32,
    F64,
    LIST,
    MAP,
    NAMED,
    OPTIONAL,
    PBOOLS,
    PFLOATS,
    PINTS,
    SINT,
    STRING,
    TIMESTAMP,
    UINT,
    URL,
    UUID,
)
from ..schema.facts import PackKind, field_default, field_is_required, packing, wire_kind
from ..schema.model import (
    DeclarationKind,
    DefaultValue,
    Field,
    ListRef,
    MapRef,
    NamedRef,
    OptionalRef,
    Primitive,
    PrimitiveRef,
    SchemaSet,
    TypeRef,
    substitute,
)
from .defaults import is_float32
from .timestamps import timestamp_text
from .types import substitutions

__all__ = ["DynamicPlanner"]

# Named plan kinds and when a present field is left out: csrc/dynamic.h.
STRUCT, ENUM, OPTIONS, PAYLOAD, CASE, PYTHON = 1, 2, 3, 4, 5, 6
DROP_NEVER, DROP_SAME, DROP_F64, DROP_F32, DROP_EQUAL, DROP_EMPTY_LIST, DROP_EMPTY_MAP = range(7)

_SCALARS = {
    Primitive.BOOL: BOOL,
    Primitive.FLOAT64: F64,
    Primitive.FLOAT32: F32,
    Primitive.STRING: STRING,
    Primitive.URL: URL,
    Primitive.BYTES: BYTES,
    Primitive.UUID: UUID,
    Primitive.TIMESTAMP: TIMESTAMP,
}
#: Map keys the C code reads (read_scalars.py's `map_key`); others are left to Python.
_KEYS = (Primitive.STRING, Primitive.UUID, Primitive.BOOL)


class DynamicPlanner:
    """Builds the plan tuple of one root type: named types are numbered as they are met."""

    def __init__(self, schema_set: SchemaSet) -> None:
        self.schema_set = schema_set
        self.index: dict[str, int] = {}
        self.entries: list[Any] = []

    def python(self) -> tuple[Any, ...]:
        """A value plan the C code leaves to Python (it stops there; Python reads the body)."""
        return (NAMED, self.named_entry("$python", lambda: (PYTHON,)), 0, None)

    def named_entry(self, key: str, build: Any) -> int:
        found = self.index.get(key)
        if found is not None:
            return found
        number = self.index[key] = len(self.entries)
        self.entries.append(None)  # reserved: recursive types refer to it meanwhile
        self.entries[number] = build()
        return number

    def value(self, t: TypeRef) -> tuple[Any, ...]:
        """The value plan of a value of type ``t`` (bare form, as decoder.py's `value`)."""
        if isinstance(t, PrimitiveRef):
            return self.primitive(t.primitive)
        if isinstance(t, OptionalRef):
            return (OPTIONAL, 0, 0, self.value(t.wrapped))
        if isinstance(t, ListRef):
            packed = packing(t.element)
            if packed is None:
                return (LIST, 0, 0, self.value(t.element))
            if packed.kind is PackKind.FLOAT:
                return (PFLOATS, packed.size, 0, None)
            if packed.kind is PackKind.BOOL:
                return (PBOOLS, 1, 0, None)
            return (PINTS, packed.size, int(packed.signed), None)
        if isinstance(t, MapRef):
            return (MAP, 0, 0, self.key(t.key), self.value(t.value))
        if isinstance(t, NamedRef):
            return (NAMED, self.named_entry(str(t), lambda: self.declared(t)), 0, None)
        return self.python()  # protocol values and unbound generic parameters

    def key(self, t: TypeRef) -> tuple[Any, ...]:
        if isinstance(t, PrimitiveRef) and (t.primitive in _KEYS or t.primitive.is_integer):
            return self.primitive(t.primitive)
        if isinstance(t, NamedRef) and self.schema_set.types[t.name].kind is DeclarationKind.RAW_ENUM:
            return self.value(t)
        return self.python()

    @staticmethod
    def primitive(primitive: Primitive) -> tuple[Any, ...]:
        if primitive.is_integer:
            return (SINT if primitive.is_signed else UINT, (primitive.bit_width or 64) // 8, 0, None)
        return (_SCALARS[primitive], 0, 0, None)

    def declared(self, t: NamedRef) -> tuple[Any, ...]:
        """The named plan of a declared type."""
        declaration = self.schema_set.types[t.name]
        kind = declaration.kind
        if kind is DeclarationKind.STRUCT:
            fields = self.fields(declaration.fields, substitutions(t, self.schema_set))
            return (PYTHON,) if fields is None else (STRUCT, fields)
        if kind is DeclarationKind.RAW_ENUM:
            raw = declaration.raw_type or Primitive.INT32
            names: dict[int | str, str] = {}
            for raw_case in declaration.raw_cases:
                names.setdefault(raw_case.raw_value, raw_case.name)  # the first case of a raw value, as decoder.py
            if raw is Primitive.STRING:
                return (ENUM, STRING, 0, int(declaration.is_open), names)
            if not raw.is_integer:
                return (PYTHON,)
            return (ENUM, SINT if raw.is_signed else UINT, (raw.bit_width or 64) // 8, int(declaration.is_open), names)
        if kind is DeclarationKind.OPTIONS:
            width = (declaration.raw_type or Primitive.UINT64).bit_width or 64
            flags: dict[int, str] = {flag.bit: flag.name for flag in declaration.flags}
            return (OPTIONS, width, tuple(flags.get(bit, bit) for bit in range(width)))
        if kind is DeclarationKind.PAYLOAD_ENUM:
            bound = substitutions(t, self.schema_set)
            cases: dict[int, tuple[str, int]] = {}
            for case in declaration.payload_cases:
                fields = self.fields(case.fields, bound)
                if fields is None:
                    return (PYTHON,)
                cases[case.id] = (case.name, len(self.entries))
                self.entries.append((CASE, fields))
            return (PAYLOAD, cases)
        return (PYTHON,)  # classes (their values are entries of the instance table), protocols

    def fields(self, declared: tuple[Field, ...], bound: dict[str, TypeRef]) -> tuple[Any, ...] | None:
        """The plan of a struct's or payload case's fields (None: left to Python)."""
        types = self.schema_set.types
        out = []
        for f in sorted(declared, key=lambda f: f.id):
            ref = substitute(f.type, bound)
            plain = ref.wrapped if isinstance(ref, OptionalRef) else ref
            default = field_default(f, ref, types)
            drop = _drop(default, is_float32(ref))
            if drop is None:
                return None
            float64 = isinstance(plain, PrimitiveRef) and plain.primitive is Primitive.FLOAT64
            key = (f.id << 3) | wire_kind(ref, types)
            required = field_is_required(f, ref, types)
            out.append((f.id, key, int(float64), int(required), drop[0], drop[1], f.name, drop[2], self.value(plain)))
        return tuple(out)


def _drop(default: DefaultValue | None, float32: bool) -> tuple[int, int, Any] | None:
    """When a present field's value is left out, as dynamic/defaults.py's `equals_default`
    decides it: (mode, bits, JSON-form default); None when the C code cannot tell."""
    if default is None:
        return (DROP_NEVER, 0, None)
    kind, raw = default.kind, default.value
    if kind in ("bool", "int", "string", "url", "uuid", "enumCase"):
        return (DROP_SAME, 0, raw)
    if kind == "float":
        if not isinstance(raw, float):
            return None
        try:
            packed = struct.pack("<f" if float32 else "<d", raw)
        except OverflowError:
            return None
        return (DROP_F32 if float32 else DROP_F64, int.from_bytes(packed, "little"), None)
    if kind == "options":
        return (DROP_EQUAL, 0, list(raw)) if isinstance(raw, tuple) else (DROP_NEVER, 0, None)
    if kind == "timestamp":
        return (DROP_EQUAL, 0, timestamp_text(raw)) if isinstance(raw, int) else (DROP_NEVER, 0, None)
    if kind == "bytes":
        text = base64.b64encode(raw).decode("ascii") if isinstance(raw, bytes) else None
        return (DROP_EQUAL, 0, text) if text is not None else (DROP_NEVER, 0, None)
    if kind == "emptyList":
        return (DROP_EMPTY_LIST, 0, None)
    if kind == "emptyMap":
        return (DROP_EMPTY_MAP, 0, None)
    return (DROP_NEVER, 0, None)  # null: an optional written as absent is kept as written
