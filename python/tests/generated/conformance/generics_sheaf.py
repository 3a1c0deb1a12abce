# DO NOT EDIT.
# Source: Conformance/schemas/generics.yaml
"""Generated classes of the schema 'generics', version 1."""

from __future__ import annotations

import dataclasses
import typing

from sheaf import runtime as _sheaf

_SCHEMA = _sheaf.schema(__name__, ("classes_sheaf", "collections_sheaf", "company_sheaf", "defaults_sheaf", "enums_sheaf", "families_sheaf", "generics_sheaf", "rules_sheaf", "scalars_sheaf", "structs_sheaf",), "generics", 1, "22cccf34a4ab46d6")

Element = typing.TypeVar("Element")
First = typing.TypeVar("First")
Second = typing.TypeVar("Second")
Value = typing.TypeVar("Value")


class Figure(_sheaf.Protocol):
    """The protocol Figure of the schema 'generics'."""
    __slots__ = ()
    name: str


class Outcome(_sheaf.PayloadEnum, typing.Generic[Value]):
    """The enum Outcome of the schema 'generics'."""
    __slots__ = ()
    success: typing.ClassVar[type[Outcome_success[typing.Any]]]
    failure: typing.ClassVar[type[Outcome_failure[typing.Any]]]


@dataclasses.dataclass(frozen=True, kw_only=True)
class Outcome_success(Outcome[Value]):
    """The case success of Outcome."""
    value: Value
    """Field 1, `Value`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class Outcome_failure(Outcome[Value]):
    """The case failure of Outcome."""
    code: int
    """Field 1, `int32`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


Outcome.success = Outcome_success
Outcome.failure = Outcome_failure


@dataclasses.dataclass(kw_only=True)
class Pile(_sheaf.Struct, typing.Generic[Element]):
    """The struct Pile of the schema 'generics'."""
    items: list[Element] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 1, `[Element]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True)
class Pair(_sheaf.Struct, typing.Generic[First, Second]):
    """The struct Pair of the schema 'generics'."""
    first: First
    """Field 1, `First`."""
    second: Second
    """Field 2, `Second`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Spot(_sheaf.Struct):
    """The struct Spot of the schema 'generics'."""
    x: int
    """Field 1, `int32`."""
    y: int
    """Field 2, `int32`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Dot(_sheaf.Struct, Figure):
    """The struct Dot of the schema 'generics'."""
    name: str
    """Field 1, `string`."""
    at: Spot
    """Field 2, `Spot`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, eq=False, slots=True)
class Ref(_sheaf.Class):
    """The class Ref of the schema 'generics'."""
    name: str
    """Field 1, `string`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Figure_Opaque(_sheaf.OpaqueMember, Figure):
    """A member of the Figure family that this schema version does not list (a newer version added
    it), kept as read: its tag, the family's fields (which may be edited) and its other fields as
    bytes. Written back, it gives the bytes it was read from, with the edits.
    """
    sheaf_tag: str
    """The member's tag, as the archive names it."""
    name: str
    """Field 1, `string`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


# What the runtime rebuilds the schema model from.
_sheaf.register(
    _SCHEMA, Pile, "Pile", _sheaf.Kind.STRUCT,
    params=("Element",),
    fields=(
        (1, "items", "[Element]"),
    ),
)
_sheaf.register(
    _SCHEMA, Pair, "Pair", _sheaf.Kind.STRUCT,
    params=("First", "Second"),
    fields=(
        (1, "first", "First"),
        (2, "second", "Second"),
    ),
)
_sheaf.register(
    _SCHEMA, Outcome, "Outcome", _sheaf.Kind.PAYLOAD_ENUM,
    params=("Value",),
    cases=(
        (1, "success", Outcome_success,
            (
                (1, "value", "Value"),
            ),
        ),
        (2, "failure", Outcome_failure,
            (
                (1, "code", "int32"),
            ),
        ),
    ),
)
_sheaf.register(
    _SCHEMA, Spot, "Spot", _sheaf.Kind.STRUCT,
    fields=(
        (1, "x", "int32"),
        (2, "y", "int32"),
    ),
)
_sheaf.register(
    _SCHEMA, Figure, "Figure", _sheaf.Kind.PROTOCOL,
    fields=(
        (1, "name", "string"),
    ),
    opaque=Figure_Opaque,
)
_sheaf.register(
    _SCHEMA, Dot, "Dot", _sheaf.Kind.STRUCT,
    fields=(
        (1, "name", "string"),
        (2, "at", "Spot"),
    ),
    tag="dot",
    conforms=("Figure",),
)
_sheaf.register(
    _SCHEMA, Ref, "Ref", _sheaf.Kind.CLASS,
    fields=(
        (1, "name", "string"),
    ),
)

# The schema file these classes were generated from, exactly as read.
_SOURCE_TEXT = (
    "# Generic structs and enums instantiated with primitives, structs, lists, optionals,\n"
    "# protocols and other instances.\n"
    "schema: generics\n"
    "version: 1\n"
    "types:\n"
    "  Pile:\n"
    "    kind: struct\n"
    "    generic: [Element]\n"
    "    fields:\n"
    "      items: { id: 1, type: \"[Element]\" }\n"
    "  Pair:\n"
    "    kind: struct\n"
    "    generic: [First, Second]\n"
    "    fields:\n"
    "      first:  { id: 1, type: First }\n"
    "      second: { id: 2, type: Second }\n"
    "  Outcome:\n"
    "    kind: enum\n"
    "    generic: [Value]\n"
    "    cases:\n"
    "      success: { id: 1, fields: { value: { id: 1, type: Value } } }\n"
    "      failure: { id: 2, fields: { code: { id: 1, type: int32 } } }\n"
    "  Spot:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      x: { id: 1, type: int32 }\n"
    "      y: { id: 2, type: int32 }\n"
    "  Figure:\n"
    "    kind: protocol\n"
    "    fields:\n"
    "      name: { id: 1, type: string }\n"
    "  Dot:\n"
    "    kind: struct\n"
    "    conforms: [Figure]\n"
    "    tag: dot\n"
    "    fields:\n"
    "      at: { id: 2, type: Spot }\n"
    "  Ref:\n"
    "    kind: class\n"
    "    fields:\n"
    "      name: { id: 1, type: string }\n"
)
_sheaf.schema_file(_SCHEMA, __name__, "generics.yaml", _SOURCE_TEXT)
