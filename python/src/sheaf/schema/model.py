"""The resolved schema model: what every later stage (wire codec, JSON form, generator)
reads. Nothing here knows YAML.

Type references are small frozen dataclasses whose ``str()`` is the canonical spelling
(``[string: [Stack<int64>]]?``), the text archives record as their root type.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from .diagnostics import SourceLocation

__all__ = [
    "Declaration",
    "DeclarationKind",
    "DefaultValue",
    "Field",
    "GenericParameterRef",
    "ListRef",
    "MapRef",
    "NamedRef",
    "OptionFlag",
    "OptionalRef",
    "PayloadCase",
    "Primitive",
    "PrimitiveRef",
    "ProtocolRef",
    "RawCase",
    "SchemaInfo",
    "SchemaSet",
    "TypeRef",
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


@dataclass(frozen=True)
class DefaultValue:
    """A field's ``default:``, typed.

    ``kind`` is one of ``bool int float string bytes timestamp url uuid enumCase options
    null emptyList emptyMap``; ``value`` holds a bool, int, float, str, bytes, int
    (microseconds), str, str (lowercase uuid), str (case name), tuple of flag names in bit
    order, or None.
    """

    kind: str
    value: object = None

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DefaultValue) or other.kind != self.kind:
            return False
        if self.kind == "float":
            import struct

            return struct.pack("<d", self.value) == struct.pack("<d", other.value)
        return self.value == other.value

    def __hash__(self) -> int:
        return hash((self.kind, repr(self.value)))


@dataclass
class Field:
    """A field of a struct, class, protocol or payload-enum case."""

    name: str
    id: int
    type: TypeRef
    default: DefaultValue | None = None
    doc: str | None = None
    since: int | None = None
    aliases: list[str] = field(default_factory=list)
    location: SourceLocation | None = None
    inherited_from: str | None = None


@dataclass
class RawCase:
    """A case of a raw-value enum; ``raw_value`` is an int or a str."""

    name: str
    raw_value: int | str
    doc: str | None = None
    location: SourceLocation | None = None


@dataclass
class PayloadCase:
    """A case of an enum with payloads."""

    name: str
    id: int
    fields: list[Field]
    doc: str | None = None
    location: SourceLocation | None = None


@dataclass
class OptionFlag:
    """A named bit of an option set."""

    name: str
    bit: int
    location: SourceLocation | None = None


class DeclarationKind(str, enum.Enum):
    """What a declaration is."""

    STRUCT = "struct"
    CLASS = "class"
    RAW_ENUM = "rawEnum"
    PAYLOAD_ENUM = "payloadEnum"
    OPTIONS = "options"
    PROTOCOL = "protocol"

    @property
    def keyword(self) -> str:
        """The word the schema language uses (``enum`` for both enum kinds)."""
        return "enum" if self in (DeclarationKind.RAW_ENUM, DeclarationKind.PAYLOAD_ENUM) else self.value


@dataclass
class Declaration:
    """A resolved type declaration.

    Which attributes matter depends on ``kind``: ``fields`` for structs, classes and
    protocols (inherited fields first, in ``conforms`` order); ``raw_type``, ``raw_cases``
    and ``is_open`` for raw enums; ``payload_cases`` for payload enums; ``raw_type`` and
    ``flags`` for option sets; ``members`` (sorted by tag) for protocols.
    """

    name: str
    schema_name: str
    kind: DeclarationKind
    fields: list[Field] = field(default_factory=list)
    generic_parameters: list[str] = field(default_factory=list)
    conformances: list[str] = field(default_factory=list)
    tag: str | None = None
    reserved_ids: list[int] = field(default_factory=list)
    reserved_names: list[str] = field(default_factory=list)
    doc: str | None = None
    location: SourceLocation | None = None
    raw_type: Primitive | None = None
    raw_cases: list[RawCase] = field(default_factory=list)
    is_open: bool = False
    payload_cases: list[PayloadCase] = field(default_factory=list)
    flags: list[OptionFlag] = field(default_factory=list)
    members: list[str] = field(default_factory=list)


@dataclass
class SchemaInfo:
    """One schema of a set: a name, a version, the files that declare it and its type names."""

    name: str
    version: int
    files: list[str]
    type_names: list[str]
    doc: str | None = None


@dataclass
class SchemaSet:
    """Every schema and declaration loaded together; ``schemas`` sorted by name;
    ``sources`` the files read, as (path, text), in load order."""

    schemas: list[SchemaInfo]
    types: dict[str, Declaration]
    sources: list[tuple[str, str]] = field(default_factory=list)

    def declarations_in(self, schema: SchemaInfo) -> list[Declaration]:
        """A schema's declarations, sorted by name."""
        return [self.types[n] for n in schema.type_names if n in self.types]

    def members_of(self, family: str) -> list[Declaration]:
        """A protocol's members, sorted by tag."""
        declaration = self.types.get(family)
        return [self.types[m] for m in declaration.members if m in self.types] if declaration else []
