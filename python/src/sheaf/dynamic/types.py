"""What the dynamic codec needs to know about a type: its wire kind, whether a field of it
is required, and how a root type's text resolves against a schema set."""

from __future__ import annotations

from ..schema.diagnostics import SourceLocation
from ..schema.model import (
    DeclarationKind,
    Field,
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
from ..schema.scalars import hint
from ..schema.typeexpr import TypeExpression, TypeExpressionError, parse_type_expression
from ..wire.reader import I32, I64, LEN, VARINT

__all__ = ["field_is_required", "resolve_type_text", "wire_kind"]

_VARINT_PRIMITIVES = {p for p in Primitive if p.is_integer} | {Primitive.BOOL, Primitive.TIMESTAMP}


def wire_kind(ref: TypeRef, schema_set: SchemaSet) -> int:
    """The wire kind a field of this (substituted) type is written with."""
    if isinstance(ref, OptionalRef):
        return wire_kind(ref.wrapped, schema_set)
    if isinstance(ref, PrimitiveRef):
        if ref.primitive in _VARINT_PRIMITIVES:
            return VARINT
        if ref.primitive is Primitive.FLOAT64:
            return I64
        if ref.primitive is Primitive.FLOAT32:
            return I32
        return LEN
    if isinstance(ref, NamedRef):
        declaration = schema_set.types[ref.name]
        if declaration.kind in (DeclarationKind.OPTIONS, DeclarationKind.CLASS):
            return VARINT
        if declaration.kind is DeclarationKind.RAW_ENUM and declaration.raw_type is not Primitive.STRING:
            return VARINT
    return LEN


def field_is_required(field: Field, ref: TypeRef, schema_set: SchemaSet) -> bool:
    """Not optional, no default, and not a list, map or option set (those default to empty)."""
    if field.default is not None or isinstance(ref, (OptionalRef, ListRef, MapRef)):
        return False
    return not (isinstance(ref, NamedRef) and schema_set.types[ref.name].kind is DeclarationKind.OPTIONS)


def resolve_type_text(text: str, schema_set: SchemaSet) -> TypeRef:
    """Resolves a root type expression (``Employee``, ``[string: Stack<int64>]``); raises
    ValueError with a message naming what is wrong."""
    try:
        expression = parse_type_expression(text, SourceLocation("", 1, 1))
    except TypeExpressionError as error:
        raise ValueError(error.message) from None
    return _resolve(expression, schema_set)


def _resolve(expression: TypeExpression, schema_set: SchemaSet) -> TypeRef:
    if expression.kind == "optional":
        if expression.arguments[0].kind == "optional":
            raise ValueError("an optional of an optional cannot be told apart from a single optional")
        return OptionalRef(_resolve(expression.arguments[0], schema_set))
    if expression.kind == "list":
        return ListRef(_resolve(expression.arguments[0], schema_set))
    if expression.kind == "map":
        key = _resolve(expression.arguments[0], schema_set)
        value = _resolve(expression.arguments[1], schema_set)
        is_key = (isinstance(key, PrimitiveRef) and key.primitive.is_map_key) or (
            isinstance(key, NamedRef) and schema_set.types[key.name].kind is DeclarationKind.RAW_ENUM
        )
        if not is_key:
            raise ValueError(f"'{key}' cannot be a map key")
        return MapRef(key, value)
    name = expression.name
    arguments = tuple(_resolve(a, schema_set) for a in expression.arguments)
    if name in Primitive._value2member_map_:
        if arguments:
            raise ValueError(f"primitive type '{name}' takes no generic arguments")
        return PrimitiveRef(Primitive(name))
    declaration = schema_set.types.get(name)
    if declaration is None:
        candidates = [p.value for p in Primitive] + sorted(schema_set.types)
        raise ValueError(f"unknown type '{name}'" + hint(name, candidates))
    if declaration.kind is DeclarationKind.PROTOCOL:
        if arguments:
            raise ValueError(f"protocol '{name}' takes no generic arguments")
        return ProtocolRef(name)
    if len(arguments) != len(declaration.generic_parameters):
        raise ValueError(
            f"type '{name}' takes {len(declaration.generic_parameters)} generic arguments, but {len(arguments)} given"
        )
    return NamedRef(name, arguments)


def substitutions(ref: NamedRef, schema_set: SchemaSet) -> dict[str, TypeRef]:
    """The generic parameters of ``ref``'s declaration bound to its arguments."""
    declaration = schema_set.types[ref.name]
    return dict(zip(declaration.generic_parameters, ref.arguments))


def first_declared_name(ref: TypeRef) -> str | None:
    """The first declared type met reading the expression left to right (a generic type
    before its arguments, a map's key before its value)."""
    if isinstance(ref, (NamedRef, ProtocolRef)):
        return ref.name
    if isinstance(ref, OptionalRef):
        return first_declared_name(ref.wrapped)
    if isinstance(ref, ListRef):
        return first_declared_name(ref.element)
    if isinstance(ref, MapRef):
        return first_declared_name(ref.key) or first_declared_name(ref.value)
    return None


def root_schema_name(ref: TypeRef, schema_set: SchemaSet) -> str | None:
    """The schema an archive of this root type carries: the one declaring its first declared
    type; for a root type naming none, the set's only schema (None with several)."""
    name = first_declared_name(ref)
    if name is not None:
        return schema_set.types[name].schema_name
    return schema_set.schemas[0].name if len(schema_set.schemas) == 1 else None
