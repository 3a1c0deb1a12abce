# DO NOT EDIT.
# Source: Conformance/schemas/collections.yaml
"""Generated classes of the schema 'collections', version 1."""

from __future__ import annotations

import dataclasses
import typing

from sheaf import runtime as _sheaf

_SCHEMA = _sheaf.schema(__name__, ("classes_sheaf", "collections_sheaf", "company_sheaf", "defaults_sheaf", "enums_sheaf", "families_sheaf", "generics_sheaf", "rules_sheaf", "scalars_sheaf", "structs_sheaf",), "collections", 1, "beab3ffb82b2f9cb")

T = typing.TypeVar("T")


class Hue(_sheaf.RawEnum):
    """The enum Hue of the schema 'collections'."""
    red = 0
    green = 1
    blue = 2
    black = -1


class Tier(_sheaf.RawEnum):
    """The enum Tier of the schema 'collections'."""
    low = 'lo'
    high = 'hi'
    mid = 'md'


@dataclasses.dataclass(kw_only=True)
class Box(_sheaf.Struct, typing.Generic[T]):
    """The struct Box of the schema 'collections'."""
    value: T
    """Field 1, `T`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Item(_sheaf.Struct):
    """The struct Item of the schema 'collections'."""
    n: int
    """Field 1, `int32`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


# What the runtime rebuilds the schema model from.
_sheaf.register(
    _SCHEMA, Box, "Box", _sheaf.Kind.STRUCT,
    params=("T",),
    fields=(
        (1, "value", "T"),
    ),
)
_sheaf.register(
    _SCHEMA, Hue, "Hue", _sheaf.Kind.RAW_ENUM,
    raw="int32",
    raw_cases=(("red", 0), ("green", 1), ("blue", 2), ("black", -1)),
)
_sheaf.register(
    _SCHEMA, Tier, "Tier", _sheaf.Kind.RAW_ENUM,
    raw="string",
    raw_cases=(("low", "lo"), ("high", "hi"), ("mid", "md")),
)
_sheaf.register(
    _SCHEMA, Item, "Item", _sheaf.Kind.STRUCT,
    fields=(
        (1, "n", "int32"),
    ),
)

# The schema file these classes were generated from, exactly as read.
_SOURCE_TEXT = (
    "# Lists and maps; roots are instances of Box<T> so any collection type can be the root.\n"
    "schema: collections\n"
    "version: 1\n"
    "types:\n"
    "  Box:\n"
    "    kind: struct\n"
    "    generic: [T]\n"
    "    fields:\n"
    "      value: { id: 1, type: T }\n"
    "  Hue:\n"
    "    kind: enum\n"
    "    raw: int32\n"
    "    cases: { red: 0, green: 1, blue: 2, black: -1 }\n"
    "  Tier:\n"
    "    kind: enum\n"
    "    raw: string\n"
    "    cases: { low: lo, high: hi, mid: md }\n"
    "  Item:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      n: { id: 1, type: int32 }\n"
)
_sheaf.schema_file(_SCHEMA, __name__, "collections.yaml", _SOURCE_TEXT)
