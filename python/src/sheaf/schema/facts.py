"""What a type implies, written once for every reader of the model (the dynamic codec, the
runtime of generated classes, the generator): the wire kind of a field, how a list is
packed, a field's default when it declares none (and so whether it is required), and the
order of a family's members."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass

from ..wire.reader import I32, I64, LEN, VARINT
from .model import Declaration, DeclarationKind, DefaultKind, DefaultValue, Field
from .typeref import ListRef, MapRef, NamedRef, OptionalRef, Primitive, PrimitiveRef, TypeRef

__all__ = [
    "PackKind",
    "Packing",
    "bare_primitive",
    "field_default",
    "field_is_required",
    "implicit_default",
    "packing",
    "tag_order",
    "wire_kind",
]

_NULL = DefaultValue(DefaultKind.NULL)
_EMPTY_LIST = DefaultValue(DefaultKind.EMPTY_LIST)
_EMPTY_MAP = DefaultValue(DefaultKind.EMPTY_MAP)
_NO_OPTIONS = DefaultValue(DefaultKind.OPTIONS, ())
_VARINT_PRIMITIVES = frozenset({p for p in Primitive if p.is_integer} | {Primitive.BOOL, Primitive.TIMESTAMP})


def wire_kind(ref: TypeRef, types: Mapping[str, Declaration]) -> int:
    """The wire kind a field of this (substituted) type is written with: varints for
    integers, bools, timestamps, option sets, class references and integer enums; I64 and
    I32 for floats; LEN for everything else."""
    if isinstance(ref, OptionalRef):
        return wire_kind(ref.wrapped, types)
    if isinstance(ref, PrimitiveRef):
        if ref.primitive in _VARINT_PRIMITIVES:
            return VARINT
        if ref.primitive is Primitive.FLOAT64:
            return I64
        if ref.primitive is Primitive.FLOAT32:
            return I32
        return LEN
    if isinstance(ref, NamedRef):
        declaration = types[ref.name]
        if declaration.kind in (DeclarationKind.OPTIONS, DeclarationKind.CLASS):
            return VARINT
        if declaration.kind is DeclarationKind.RAW_ENUM and declaration.raw_type is not Primitive.STRING:
            return VARINT
    return LEN


class PackKind(enum.Enum):
    """How the elements of a packed list are written."""

    INT = "int"  # at the minimal fixed width or as varints, whichever is smaller
    FLOAT = "float"  # fixed little-endian floats
    BOOL = "bool"  # one byte each


@dataclass(frozen=True)
class Packing:
    """A packed list's element layout: kind, fixed size in bytes, and (integers) the sign."""

    kind: PackKind
    size: int
    signed: bool = False


def packing(element: TypeRef) -> Packing | None:
    """How a list of `element` is packed; None when its elements are written one by one."""
    if not isinstance(element, PrimitiveRef):
        return None
    primitive = element.primitive
    if primitive is Primitive.FLOAT64:
        return Packing(PackKind.FLOAT, 8)
    if primitive is Primitive.FLOAT32:
        return Packing(PackKind.FLOAT, 4)
    if primitive is Primitive.BOOL:
        return Packing(PackKind.BOOL, 1)
    if primitive.is_integer:
        return Packing(PackKind.INT, (primitive.bit_width or 64) // 8, primitive.is_signed)
    return None


def implicit_default(ref: TypeRef, types: Mapping[str, Declaration]) -> DefaultValue | None:
    """The default of a field of type `ref` that declares none: null for an optional, empty
    for a list, a map or an option set; None for every other type (such a field is
    required)."""
    if isinstance(ref, OptionalRef):
        return _NULL
    if isinstance(ref, ListRef):
        return _EMPTY_LIST
    if isinstance(ref, MapRef):
        return _EMPTY_MAP
    if isinstance(ref, NamedRef) and types[ref.name].kind is DeclarationKind.OPTIONS:
        return _NO_OPTIONS
    return None


def field_default(field: Field, ref: TypeRef, types: Mapping[str, Declaration]) -> DefaultValue | None:
    """The value a field has when an archive leaves it out: its declared default, else its
    type's implicit one; None when the field is required. `ref` is the field's type with
    generic parameters bound."""
    return field.default if field.default is not None else implicit_default(ref, types)


def field_is_required(field: Field, ref: TypeRef, types: Mapping[str, Declaration]) -> bool:
    """Whether an archive must hold the field (it has no default, declared or implicit)."""
    return field_default(field, ref, types) is None


def bare_primitive(ref: TypeRef) -> Primitive | None:
    """The primitive under any optionals of `ref`, or None."""
    while isinstance(ref, OptionalRef):
        ref = ref.wrapped
    return ref.primitive if isinstance(ref, PrimitiveRef) else None


def tag_order(tag: str) -> list[int]:
    """The sort key of a family's members: their tags by Unicode scalar values."""
    return [ord(c) for c in tag]
