"""Type expressions given as text (an archive's root type, a generated module's field types)
resolved against the declarations of a schema set."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .diagnostics import SourceLocation
from .model import Declaration, DeclarationKind
from .scalars import hint
from .typeexpr import TypeExpression, TypeExpressionError, parse_type_expression
from .typeref import (
    GenericParameterRef,
    ListRef,
    MapRef,
    NamedRef,
    OptionalRef,
    Primitive,
    PrimitiveRef,
    ProtocolRef,
    TypeRef,
)

__all__ = ["resolve_type_text"]


def resolve_type_text(text: str, types: Mapping[str, Declaration], parameters: Sequence[str] = ()) -> TypeRef:
    """Resolves a type expression (``Employee``, ``[string: Stack<int64>]``) against
    declarations by name; `parameters` are the generic parameters in scope. Raises
    `TypeExpressionError` (a ValueError) with a message naming what is wrong."""
    try:
        expression = parse_type_expression(text, SourceLocation("", 1, 1))
    except TypeExpressionError as error:
        raise TypeExpressionError(error.message) from None
    return _resolve(expression, types, tuple(parameters))


def _resolve(expression: TypeExpression, types: Mapping[str, Declaration], parameters: tuple[str, ...]) -> TypeRef:
    if expression.kind == "optional":
        if expression.arguments[0].kind == "optional":
            raise TypeExpressionError("an optional of an optional cannot be told apart from a single optional")
        return OptionalRef(_resolve(expression.arguments[0], types, parameters))
    if expression.kind == "list":
        return ListRef(_resolve(expression.arguments[0], types, parameters))
    if expression.kind == "map":
        key = _resolve(expression.arguments[0], types, parameters)
        value = _resolve(expression.arguments[1], types, parameters)
        is_key = (isinstance(key, PrimitiveRef) and key.primitive.is_map_key) or (
            isinstance(key, NamedRef) and types[key.name].kind is DeclarationKind.RAW_ENUM
        )
        if not is_key:
            raise TypeExpressionError(f"'{key}' cannot be a map key")
        return MapRef(key, value)
    name = expression.name
    arguments = tuple(_resolve(a, types, parameters) for a in expression.arguments)
    if name in Primitive._value2member_map_:
        if arguments:
            raise TypeExpressionError(f"primitive type '{name}' takes no generic arguments")
        return PrimitiveRef(Primitive(name))
    if name in parameters and not arguments:
        return GenericParameterRef(name)
    declaration = types.get(name)
    if declaration is None:
        candidates = [p.value for p in Primitive] + sorted(types)
        raise TypeExpressionError(f"unknown type '{name}'" + hint(name, candidates))
    if declaration.kind is DeclarationKind.PROTOCOL:
        if arguments:
            raise TypeExpressionError(f"protocol '{name}' takes no generic arguments")
        return ProtocolRef(name)
    if len(arguments) != len(declaration.generic_parameters):
        raise TypeExpressionError(
            f"type '{name}' takes {len(declaration.generic_parameters)} generic arguments, but {len(arguments)} given"
        )
    return NamedRef(name, arguments)
