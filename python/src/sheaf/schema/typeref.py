"""Type references of the resolved schema model: small frozen dataclasses whose ``str()`` is
the canonical spelling (``[string: [Stack<int64>]]?``), the text archives record as their
root type. Nothing here knows YAML."""

from __future__ import annotations

import enum
from dataclasses import dataclass

__all__ = [
    "GenericParameterRef",
    "ListRef",
    "MapRef",
    "NamedRef",
    "OptionalRef",
    "Primitive",
    "PrimitiveRef",
    "ProtocolRef",
    "TypeRef",
    "referenced_names",
    "substitute",
]


class Primitive(str, enum.Enum):
    """The built-in types of the schema language."""

    BOOL = "bool"
    INT8 = "int8"
    INT16 = "int16"
    INT32 = "int32"
    INT64 = "int64"
    UINT8 = "uint8"
    UINT16 = "uint16"
    UINT32 = "uint32"
    UINT64 = "uint64"
    INT = "int"
    UINT = "uint"
    FLOAT32 = "float32"
    FLOAT64 = "float64"
    STRING = "string"
    BYTES = "bytes"
    TIMESTAMP = "timestamp"
    URL = "url"
    UUID = "uuid"

    def __str__(self) -> str:
        return self.value

    @property
    def is_integer(self) -> bool:
        """A fixed-size or platform integer type."""
        return self in _INTEGER_RANGES

    @property
    def is_signed(self) -> bool:
        """A signed integer type (zig-zag on the wire)."""
        return self in (Primitive.INT8, Primitive.INT16, Primitive.INT32, Primitive.INT64, Primitive.INT)

    @property
    def bit_width(self) -> int | None:
        """8, 16, 32 or 64 for integer types."""
        return _WIDTHS.get(self)

    @property
    def integer_range(self) -> tuple[int, int] | None:
        """The inclusive range of an integer type."""
        return _INTEGER_RANGES.get(self)

    @property
    def is_map_key(self) -> bool:
        """Whether maps may be keyed by this type."""
        return self.is_integer or self in (Primitive.BOOL, Primitive.STRING, Primitive.UUID)


_WIDTHS = {
    Primitive.INT8: 8,
    Primitive.UINT8: 8,
    Primitive.INT16: 16,
    Primitive.UINT16: 16,
    Primitive.INT32: 32,
    Primitive.UINT32: 32,
    Primitive.INT64: 64,
    Primitive.UINT64: 64,
    Primitive.INT: 64,
    Primitive.UINT: 64,
}
_INTEGER_RANGES = {
    p: ((-(1 << (w - 1)), (1 << (w - 1)) - 1) if p.value.startswith("int") else (0, (1 << w) - 1))
    for p, w in _WIDTHS.items()
}


@dataclass(frozen=True)
class PrimitiveRef:
    """A primitive type."""

    primitive: Primitive

    def __str__(self) -> str:
        return self.primitive.value


@dataclass(frozen=True)
class OptionalRef:
    """``T?``."""

    wrapped: TypeRef

    def __str__(self) -> str:
        return f"{self.wrapped}?"


@dataclass(frozen=True)
class ListRef:
    """``[T]``."""

    element: TypeRef

    def __str__(self) -> str:
        return f"[{self.element}]"


@dataclass(frozen=True)
class MapRef:
    """``[K: V]``."""

    key: TypeRef
    value: TypeRef

    def __str__(self) -> str:
        return f"[{self.key}: {self.value}]"


@dataclass(frozen=True)
class NamedRef:
    """A declared struct, class, enum or option set, with generic arguments."""

    name: str
    arguments: tuple[TypeRef, ...] = ()

    def __str__(self) -> str:
        if not self.arguments:
            return self.name
        return f"{self.name}<{', '.join(str(a) for a in self.arguments)}>"


@dataclass(frozen=True)
class GenericParameterRef:
    """A generic parameter of the enclosing declaration."""

    name: str

    def __str__(self) -> str:
        return self.name


@dataclass(frozen=True)
class ProtocolRef:
    """Any member of a protocol family."""

    name: str

    def __str__(self) -> str:
        return self.name


TypeRef = PrimitiveRef | OptionalRef | ListRef | MapRef | NamedRef | GenericParameterRef | ProtocolRef


def substitute(ref: TypeRef, arguments: dict[str, TypeRef]) -> TypeRef:
    """``ref`` with generic parameters replaced by ``arguments``."""
    if not arguments:
        return ref
    if isinstance(ref, GenericParameterRef):
        return arguments.get(ref.name, ref)
    if isinstance(ref, OptionalRef):
        return OptionalRef(substitute(ref.wrapped, arguments))
    if isinstance(ref, ListRef):
        return ListRef(substitute(ref.element, arguments))
    if isinstance(ref, MapRef):
        return MapRef(substitute(ref.key, arguments), substitute(ref.value, arguments))
    if isinstance(ref, NamedRef):
        return NamedRef(ref.name, tuple(substitute(a, arguments) for a in ref.arguments))
    return ref


def referenced_names(ref: TypeRef) -> set[str]:
    """The declarations a type expression names."""
    if isinstance(ref, ProtocolRef):
        return {ref.name}
    if isinstance(ref, (OptionalRef,)):
        return referenced_names(ref.wrapped)
    if isinstance(ref, ListRef):
        return referenced_names(ref.element)
    if isinstance(ref, MapRef):
        return referenced_names(ref.key) | referenced_names(ref.value)
    if isinstance(ref, NamedRef):
        names = {ref.name}
        for argument in ref.arguments:
            names |= referenced_names(argument)
        return names
    return set()
