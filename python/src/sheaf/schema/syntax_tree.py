"""One schema file as written: the stage between YAML nodes and the resolved model, which
`syntax.SyntaxDecoder` builds and the resolver reads."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generic, TypeVar

from .diagnostics import SourceLocation
from .typeexpr import TypeExpression
from .yaml_node import Node

__all__ = [
    "CaseSyntax",
    "FieldSyntax",
    "FlagSyntax",
    "Located",
    "ReservedEntry",
    "SchemaFileSyntax",
    "TypeSyntax",
    "describe",
]

T = TypeVar("T")


@dataclass
class Located(Generic[T]):
    """A value with the place it was written."""

    value: T
    location: SourceLocation


@dataclass
class FieldSyntax:
    """A field as written."""

    name: Located[str]
    id: Located[int]
    type: TypeExpression
    default_node: Node | None
    doc: str | None
    since: Located[int] | None
    aliases: list[Located[str]]


@dataclass
class CaseSyntax:
    """An enum case as written: a raw value node, or an id with fields."""

    name: Located[str]
    raw_node: Node | None = None
    id: Located[int] | None = None
    fields: list[FieldSyntax] = field(default_factory=list)
    doc: str | None = None


@dataclass
class FlagSyntax:
    """An option flag as written."""

    name: Located[str]
    bit: Located[int]


#: A ``reserved:`` entry: an int id or a str name.
ReservedEntry = Located[int | str]


@dataclass
class TypeSyntax:
    """A declaration as written under ``types:``."""

    file: str
    schema_name: str
    schema_version: int
    name: Located[str]
    kind: Located[str]
    doc: str | None = None
    fields: list[FieldSyntax] = field(default_factory=list)
    reserved: list[ReservedEntry] = field(default_factory=list)
    generic: list[Located[str]] = field(default_factory=list)
    conforms: list[Located[str]] = field(default_factory=list)
    tag: Located[str] | None = None
    raw: Located[str] | None = None
    is_open: Located[bool] | None = None
    cases: list[CaseSyntax] = field(default_factory=list)
    flags: list[FlagSyntax] = field(default_factory=list)


@dataclass
class SchemaFileSyntax:
    """One schema file as written."""

    file: str
    name: Located[str]
    version: Located[int]
    doc: str | None
    types: list[TypeSyntax]


def describe(node: Node) -> str:
    """A node for messages: quoted text, ``null``, or its kind."""
    if node.is_null:
        return "null"
    if node.scalar is not None:
        return f"'{node.scalar}'"
    return node.kind_description
