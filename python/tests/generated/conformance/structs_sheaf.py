# DO NOT EDIT.
# Source: Conformance/schemas/structs.yaml
"""Generated classes of the schema 'structs', version 1."""

from __future__ import annotations

import dataclasses

from sheaf import runtime as _sheaf

_SCHEMA = _sheaf.schema(__name__, ("classes_sheaf", "collections_sheaf", "company_sheaf", "defaults_sheaf", "enums_sheaf", "families_sheaf", "generics_sheaf", "rules_sheaf", "scalars_sheaf", "structs_sheaf",), "structs", 1, "bb2767e8a05fb010")


@dataclasses.dataclass(kw_only=True, slots=True)
class Empty(_sheaf.Struct):
    """The struct Empty of the schema 'structs'."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Point(_sheaf.Struct):
    """The struct Point of the schema 'structs'."""
    x: int
    """Field 1, `int32`."""
    y: int
    """Field 2, `int32`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Line(_sheaf.Struct):
    """The struct Line of the schema 'structs'."""
    from_: Point
    """Field 1, `Point`."""
    to: Point
    """Field 2, `Point`."""
    label: str | None = None
    """Field 300, `string?`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Person(_sheaf.Struct):
    """The struct Person of the schema 'structs'."""
    name: str
    """Field 1, `string`."""
    manager: Person | None = None
    """Field 2, `Person?`."""
    reports: list[Person] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 3, `[Person]`."""
    byRole: dict[str, Person] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 4, `[string: Person]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Nest(_sheaf.Struct):
    """The struct Nest of the schema 'structs'."""
    inner: Nest | None = None
    """Field 1, `Nest?`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Optionals(_sheaf.Struct):
    """The struct Optionals of the schema 'structs'."""
    maybe: int | None = None
    """Field 1, `int32?`."""
    maybeList: list[int | None] | None = None
    """Field 2, `[int8?]?`."""
    deep: list[list[int | None] | None] | None = None
    """Field 3, `[[int8?]?]?`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Tree(_sheaf.Struct):
    """The struct Tree of the schema 'structs'."""
    kids: list[Tree] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 1, `[Tree]`."""
    leaf: list[int] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 2, `[int8]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


# What the runtime rebuilds the schema model from.
_sheaf.register(
    _SCHEMA, Empty, "Empty", _sheaf.Kind.STRUCT,
    fields=(),
)
_sheaf.register(
    _SCHEMA, Point, "Point", _sheaf.Kind.STRUCT,
    fields=(
        (1, "x", "int32"),
        (2, "y", "int32"),
    ),
)
_sheaf.register(
    _SCHEMA, Line, "Line", _sheaf.Kind.STRUCT,
    fields=(
        (1, "from", "Point"),
        (2, "to", "Point"),
        (300, "label", "string?"),
    ),
)
_sheaf.register(
    _SCHEMA, Person, "Person", _sheaf.Kind.STRUCT,
    fields=(
        (1, "name", "string"),
        (2, "manager", "Person?"),
        (3, "reports", "[Person]"),
        (4, "byRole", "[string: Person]"),
    ),
)
_sheaf.register(
    _SCHEMA, Nest, "Nest", _sheaf.Kind.STRUCT,
    fields=(
        (1, "inner", "Nest?"),
    ),
)
_sheaf.register(
    _SCHEMA, Optionals, "Optionals", _sheaf.Kind.STRUCT,
    fields=(
        (1, "maybe", "int32?"),
        (2, "maybeList", "[int8?]?"),
        (3, "deep", "[[int8?]?]?"),
    ),
)
_sheaf.register(
    _SCHEMA, Tree, "Tree", _sheaf.Kind.STRUCT,
    fields=(
        (1, "kids", "[Tree]"),
        (2, "leaf", "[int8]"),
    ),
)

# The schema file these classes were generated from, exactly as read.
_SOURCE_TEXT = (
    "# Structs: empty, plain, nested, recursive through an optional, a list and a map.\n"
    "schema: structs\n"
    "version: 1\n"
    "types:\n"
    "  Empty:\n"
    "    kind: struct\n"
    "  Point:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      x: { id: 1, type: int32 }\n"
    "      y: { id: 2, type: int32 }\n"
    "  Line:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      from: { id: 1, type: Point }\n"
    "      to:   { id: 2, type: Point }\n"
    "      label: { id: 300, type: \"string?\" }\n"
    "  Person:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      name:    { id: 1, type: string }\n"
    "      manager: { id: 2, type: \"Person?\" }\n"
    "      reports: { id: 3, type: \"[Person]\" }\n"
    "      byRole:  { id: 4, type: \"[string: Person]\" }\n"
    "  Nest:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      inner: { id: 1, type: \"Nest?\" }\n"
    "  Optionals:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      maybe:     { id: 1, type: \"int32?\" }\n"
    "      maybeList: { id: 2, type: \"[int8?]?\" }\n"
    "      deep:      { id: 3, type: \"[[int8?]?]?\" }\n"
    "  Tree:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      kids: { id: 1, type: \"[Tree]\" }\n"
    "      leaf: { id: 2, type: \"[int8]\" }\n"
)
_sheaf.schema_file(_SCHEMA, __name__, "structs.yaml", _SOURCE_TEXT)
