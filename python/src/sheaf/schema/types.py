"""Resolving type expressions and ``default:`` values against the declarations of a set."""

from __future__ import annotations

import base64
import binascii
import math
import re
from collections.abc import Callable
from dataclasses import replace

from ..text.rfc3339 import parse_microseconds
from ..text.uri import is_uri_reference
from .diagnostics import DiagnosticCollector, SourceLocation
from .model import (
    DefaultKind,
    DefaultValue,
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
from .numbers import float32_default, integer_default
from .scalars import core_bool, core_float, core_integer, hint
from .syntax_tree import TypeSyntax, describe
from .typeexpr import TypeExpression
from .yaml_node import PLAIN, QUOTED, Node

__all__ = ["DefaultResolver", "TypeResolver"]

_PRIMITIVE_NAMES = [p.value for p in Primitive]
_UUID = re.compile(r"[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}\Z")
#: Besides the integers, the primitives whose defaults are plain YAML scalars only: quoted,
#: their text is a string.
_UNQUOTED_ONLY = (Primitive.BOOL, Primitive.FLOAT32, Primitive.FLOAT64)


class TypeResolver:
    """Resolves expressions, reporting unknown names, wrong arity, nested optionals and
    invalid map keys at the exact place inside the expression."""

    def __init__(self, declarations: dict[str, TypeSyntax]) -> None:
        self.declarations = declarations

    def resolve(
        self, expression: TypeExpression, generics: list[str], diagnostics: DiagnosticCollector
    ) -> TypeRef | None:
        """The reference, or None after diagnostics."""
        kind = expression.kind
        if kind == "optional":
            wrapped = expression.arguments[0]
            if wrapped.kind == "optional":
                diagnostics.error(
                    "nested-optional",
                    expression.location,
                    "an optional of an optional cannot be told apart from a single optional; use one '?'",
                )
                return None
            inner = self.resolve(wrapped, generics, diagnostics)
            return OptionalRef(inner) if inner is not None else None
        if kind == "list":
            element = self.resolve(expression.arguments[0], generics, diagnostics)
            return ListRef(element) if element is not None else None
        if kind == "map":
            key_expression, value_expression = expression.arguments
            key = self.resolve(key_expression, generics, diagnostics)
            value = self.resolve(value_expression, generics, diagnostics)
            if key is None or value is None:
                return None
            if not self._is_map_key(key):
                diagnostics.error(
                    "invalid-map-key",
                    key_expression.location,
                    f"'{key}' cannot be a map key; keys are bool, integer types, string, uuid or raw-value enums",
                )
                return None
            return MapRef(key, value)
        arguments: list[TypeRef] = []
        failed = False
        for argument in expression.arguments:
            resolved = self.resolve(argument, generics, diagnostics)
            if resolved is None:
                failed = True
            else:
                arguments.append(resolved)
        named = self._name(
            expression.name, arguments, len(expression.arguments), expression.location, generics, diagnostics
        )
        return None if failed else named

    def _name(
        self,
        name: str,
        arguments: list[TypeRef],
        count: int,
        location: SourceLocation,
        generics: list[str],
        diagnostics: DiagnosticCollector,
    ) -> TypeRef | None:
        def arity(expected: int, what: str) -> bool:
            if count == expected:
                return True
            verb = "is" if count == 1 else "are"
            if expected == 0:
                message = f"{what} '{name}' takes no generic arguments, but {count} {verb} given"
            else:
                plural = "" if expected == 1 else "s"
                message = f"{what} '{name}' takes {expected} generic argument{plural}, but {count} {verb} given"
            diagnostics.error("generic-arity", location, message)
            return False

        if name in Primitive._value2member_map_:
            return PrimitiveRef(Primitive(name)) if arity(0, "primitive type") else None
        if name in generics:
            return GenericParameterRef(name) if arity(0, "generic parameter") else None
        declaration = self.declarations.get(name)
        if declaration is not None:
            if declaration.kind.value == "protocol":
                return ProtocolRef(name) if arity(0, "protocol") else None
            return NamedRef(name, tuple(arguments)) if arity(len(declaration.generic), "type") else None
        candidates = _PRIMITIVE_NAMES + generics + sorted(self.declarations)
        diagnostics.error("unknown-type", location, f"unknown type '{name}'" + hint(name, candidates))
        return None

    def _is_map_key(self, ref: TypeRef) -> bool:
        if isinstance(ref, PrimitiveRef):
            return ref.primitive.is_map_key
        if isinstance(ref, NamedRef):
            declaration = self.declarations.get(ref.name)
            return declaration is not None and declaration.kind.value == "enum" and declaration.raw is not None
        return False


_ADVICE = {
    Primitive.BYTES: " (write bytes as a base64 string)",
    Primitive.TIMESTAMP: ' (write an RFC 3339 instant such as "2024-01-31T12:00:00Z")',
    Primitive.UUID: ' (write a UUID such as "123e4567-e89b-12d3-a456-426614174000")',
    Primitive.URL: ' (write an RFC 3986 URI reference such as "https://example.com/a%20b", with spaces and non-ASCII characters percent-encoded)',
    Primitive.FLOAT32: " (write a number, .nan, .inf or -.inf)",
    Primitive.FLOAT64: " (write a number, .nan, .inf or -.inf)",
    Primitive.STRING: " (quote it)",
}


class DefaultResolver:
    """Checks a field's ``default:`` against its resolved type."""

    def __init__(self, declarations: dict[str, TypeSyntax]) -> None:
        self.declarations = declarations

    def resolve(
        self, node: Node, ref: TypeRef, field_name: str, diagnostics: DiagnosticCollector
    ) -> DefaultValue | None:
        """The typed default, or None after an ``invalid-default`` error."""

        def fail(message: str) -> DefaultValue | None:
            diagnostics.error("invalid-default", node.location, message)
            return None

        written = describe(node)
        if isinstance(ref, OptionalRef):
            if node.is_null:
                return DefaultValue(DefaultKind.NULL)
            return fail(f"the default of optional field '{field_name}' can only be null (absent), not {written}")
        if isinstance(ref, ListRef):
            if node.items == []:
                return DefaultValue(DefaultKind.EMPTY_LIST)
            return fail(f"the default of list field '{field_name}' can only be [], not {written}")
        if isinstance(ref, MapRef):
            if node.pairs == []:
                return DefaultValue(DefaultKind.EMPTY_MAP)
            return fail(f"the default of map field '{field_name}' can only be {{}}, not {written}")
        if isinstance(ref, GenericParameterRef):
            return fail(f"field '{field_name}' of generic type '{ref.name}' cannot have a default")
        if isinstance(ref, ProtocolRef):
            return fail(f"field '{field_name}' of protocol type '{ref.name}' cannot have a default")
        if isinstance(ref, NamedRef):
            return self._named(node, ref.name, field_name, fail)
        assert isinstance(ref, PrimitiveRef)
        value = self._primitive(node, ref.primitive)
        if value is None:
            primitive = ref.primitive
            if self._is_quoted_literal(node, primitive):
                # Right text, wrong style: quotes make a YAML scalar a string.
                return fail(
                    f"default {written} is quoted, so it is a string, not a valid {primitive.value}; "
                    f"write it without quotes: default: {node.scalar}"
                )
            return fail(f"default {written} is not a valid {primitive.value}{_ADVICE.get(primitive, '')}")
        return value

    def _is_quoted_literal(self, node: Node, primitive: Primitive) -> bool:
        """Whether a quoted scalar would be a valid default of a bool, integer or float field
        if it were written without its quotes."""
        if node.style != QUOTED or not (primitive.is_integer or primitive in _UNQUOTED_ONLY):
            return False
        return self._primitive(replace(node, style=PLAIN), primitive) is not None

    def _named(
        self, node: Node, type_name: str, field_name: str, fail: Callable[[str], DefaultValue | None]
    ) -> DefaultValue | None:
        declaration = self.declarations.get(type_name)
        if declaration is None:
            return None
        kind = declaration.kind.value
        if kind == "enum" and declaration.raw is not None:
            names = [c.name.value for c in declaration.cases]
            text = node.scalar
            if text is None or node.is_null or text not in names:
                suggestion = hint(text, names) if text is not None else ""
                return fail(f"default {describe(node)} is not a case of '{type_name}'{suggestion}")
            return DefaultValue(DefaultKind.ENUM_CASE, text)
        if kind == "options":
            names = [f.name.value for f in declaration.flags]
            items = node.items
            if items is None:
                example = names[0] if names else "flag"
                return fail(f"the default of option set '{type_name}' must be a list of flag names such as [{example}]")
            chosen: list[str] = []
            for item in items:
                text = item.scalar
                if text is None or text not in names:
                    suggestion = hint(text, names) if text is not None else ""
                    return fail(f"{describe(item)} is not a flag of '{type_name}'{suggestion}")
                if text not in chosen:
                    chosen.append(text)
            bits: dict[str, int] = {}
            for flag in declaration.flags:
                bits[flag.name.value] = min(bits.get(flag.name.value, flag.bit.value), flag.bit.value)
            return DefaultValue(DefaultKind.OPTIONS, tuple(sorted(chosen, key=lambda n: (bits.get(n, 0), n))))
        return fail(f"field '{field_name}' of {kind} type '{type_name}' cannot have a default")

    def _primitive(self, node: Node, primitive: Primitive) -> DefaultValue | None:
        text = node.scalar
        if text is None or node.is_null:
            return None
        plain = node.style == PLAIN
        if primitive is Primitive.BOOL:
            flag = core_bool(text) if plain else None
            return DefaultValue(DefaultKind.BOOL, flag) if flag is not None else None
        if primitive in (Primitive.FLOAT32, Primitive.FLOAT64):
            number = core_float(text) if plain else None
            if number is None:
                return None
            if primitive is Primitive.FLOAT32:
                rounded = float32_default(text, number)
                if math.isfinite(number) and not math.isfinite(rounded):
                    return None
                number = rounded
            return DefaultValue(DefaultKind.FLOAT, number)
        if primitive is Primitive.STRING:
            if plain and core_bool(text) is not None:
                return None
            return DefaultValue(DefaultKind.STRING, text)
        if primitive is Primitive.BYTES:
            try:
                return DefaultValue(DefaultKind.BYTES, base64.b64decode(text.encode("ascii"), validate=True))
            except (binascii.Error, UnicodeEncodeError, ValueError):
                return None
        if primitive is Primitive.TIMESTAMP:
            micros = parse_microseconds(text)
            return DefaultValue(DefaultKind.TIMESTAMP, micros) if micros is not None else None
        if primitive is Primitive.URL:
            return DefaultValue(DefaultKind.URL, text) if is_uri_reference(text) else None
        if primitive is Primitive.UUID:
            return DefaultValue(DefaultKind.UUID, text.lower()) if _UUID.match(text) else None
        literal = core_integer(text) if plain else None
        return integer_default(literal, primitive) if literal is not None else None
