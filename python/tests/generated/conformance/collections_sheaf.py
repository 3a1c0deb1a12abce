# DO NOT EDIT.
# Source: Conformance/schemas/collections.yaml
"""Generated classes of the schema 'collections', version 1."""

from __future__ import annotations

import dataclasses
import datetime
import typing
import uuid

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
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default_factory=_sheaf.empty_list, repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True)
class Item(_sheaf.Struct):
    """The struct Item of the schema 'collections'."""
    n: int
    """Field 1, `int32`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default_factory=_sheaf.empty_list, repr=False)
    """Fields this code does not know, kept as read and written back."""


# What the runtime compiles each type's decoder and encoder from.
_sheaf.register(
    _SCHEMA, Box, "Box", "struct",
    params=("T",),
    fields=(
        (1, "value", "T"),
    ),
)
_sheaf.register(
    _SCHEMA, Hue, "Hue", "enum",
    raw="int32",
)
_sheaf.register(
    _SCHEMA, Tier, "Tier", "enum",
    raw="string",
)
_sheaf.register(
    _SCHEMA, Item, "Item", "struct",
    fields=(
        (1, "n", "int32"),
    ),
)
