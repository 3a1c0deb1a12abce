"""The resolved schema model: what every later stage (wire codec, generated classes' runtime,
JSON form, generator) reads. The loader produces it from YAML; generated modules carry what
rebuilds it (`sheaf.runtime`). Nothing here knows YAML, and nothing here changes once built.

Type references (`PrimitiveRef`, `NamedRef`, …) live in `typeref.py`; the facts derived
from a type (wire kind, packing, requiredness) in `facts.py`.
"""

from __future__ import annotations

import enum
import struct
from dataclasses import dataclass

from .diagnostics import SourceLocation
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
    referenced_names,
    substitute,
)

__all__ = [
    "Declaration",
    "DeclarationKind",
    "DefaultKind",
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
    "referenced_names",
    "substitute",
]


class DefaultKind(str, enum.Enum):
    """What a default value is; its spelling is the kind's name in generated modules."""

    BOOL = "bool"
    INT = "int"
    FLOAT = "float"
    STRING = "string"
    BYTES = "bytes"
    TIMESTAMP = "timestamp"
    URL = "url"
    UUID = "uuid"
    ENUM_CASE = "enumCase"
    OPTIONS = "options"
    NULL = "null"
    EMPTY_LIST = "emptyList"
    EMPTY_MAP = "emptyMap"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True)
class DefaultValue:
    """A field's default, as a value.

    ``value`` holds, by ``kind``: a bool, int, float, str, bytes, int (microseconds since
    1970), str (url), str (lowercase uuid), str (case name), tuple of flag names in bit
    order, or None (null, empty list, empty map). A kind given as its text is converted.
    """

    kind: DefaultKind
    value: object = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "kind", DefaultKind(self.kind))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, DefaultValue) or other.kind != self.kind:
            return False
        if self.kind == "float":
            return struct.pack("<d", self.value) == struct.pack("<d", other.value)
        return self.value == other.value

    def __hash__(self) -> int:
        return hash((self.kind, repr(self.value)))


@dataclass(frozen=True)
class Field:
    """A field of a struct, class, protocol or payload-enum case."""

    name: str
    id: int
    type: TypeRef
    default: DefaultValue | None = None
    doc: str | None = None
    since: int | None = None
    aliases: tuple[str, ...] = ()
    location: SourceLocation | None = None
    inherited_from: str | None = None


@dataclass(frozen=True)
class RawCase:
    """A case of a raw-value enum; ``raw_value`` is an int or a str."""

    name: str
    raw_value: int | str
    doc: str | None = None
    location: SourceLocation | None = None


@dataclass(frozen=True)
class PayloadCase:
    """A case of an enum with payloads."""

    name: str
    id: int
    fields: tuple[Field, ...]
    doc: str | None = None
    location: SourceLocation | None = None


@dataclass(frozen=True)
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


@dataclass(frozen=True)
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
    fields: tuple[Field, ...] = ()
    generic_parameters: tuple[str, ...] = ()
    conformances: tuple[str, ...] = ()
    tag: str | None = None
    reserved_ids: tuple[int, ...] = ()
    reserved_names: tuple[str, ...] = ()
    doc: str | None = None
    location: SourceLocation | None = None
    raw_type: Primitive | None = None
    raw_cases: tuple[RawCase, ...] = ()
    is_open: bool = False
    payload_cases: tuple[PayloadCase, ...] = ()
    flags: tuple[OptionFlag, ...] = ()
    members: tuple[str, ...] = ()


@dataclass(frozen=True)
class SchemaInfo:
    """One schema of a set: a name, a version, the files that declare it and its type names."""

    name: str
    version: int
    files: tuple[str, ...]
    type_names: tuple[str, ...]
    doc: str | None = None


@dataclass(frozen=True)
class SchemaSet:
    """Every schema and declaration loaded together; ``schemas`` sorted by name;
    ``sources`` the files read, as (path, text), in load order."""

    schemas: tuple[SchemaInfo, ...]
    types: dict[str, Declaration]
    sources: tuple[tuple[str, str], ...] = ()

    def declarations_in(self, schema: SchemaInfo) -> list[Declaration]:
        """A schema's declarations, sorted by name."""
        return [self.types[n] for n in schema.type_names if n in self.types]

    def members_of(self, family: str) -> list[Declaration]:
        """A protocol's members, sorted by tag."""
        declaration = self.types.get(family)
        return [self.types[m] for m in declaration.members if m in self.types] if declaration else []
