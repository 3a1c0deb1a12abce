# DO NOT EDIT.
# Source: Conformance/schemas/rules.yaml
"""Generated classes of the schema 'rules', version 1."""

from __future__ import annotations

import dataclasses
import datetime
import typing

from sheaf import runtime as _sheaf

_SCHEMA = _sheaf.schema(__name__, ("classes_sheaf", "collections_sheaf", "company_sheaf", "defaults_sheaf", "enums_sheaf", "families_sheaf", "generics_sheaf", "rules_sheaf", "scalars_sheaf", "structs_sheaf",), "rules", 1, "e4a01f4cfcbbb79d")

T = typing.TypeVar("T")


@dataclasses.dataclass(kw_only=True, eq=False)
class Cell(_sheaf.Class, typing.Generic[T]):
    """The class Cell of the schema 'rules'."""
    value: T
    """Field 1, `T`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Cells(_sheaf.Struct):
    """The struct Cells of the schema 'rules'."""
    ints: Cell[int] | None = None
    """Field 1, `Cell<int32>?`."""
    texts: Cell[str] | None = None
    """Field 2, `Cell<string>?`."""
    more: list[Cell[int]] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 3, `[Cell<int32>]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Tuned(_sheaf.Struct):
    """The struct Tuned of the schema 'rules'."""
    ratio: float = 1.0000001192092896
    """Field 1, `float32`."""
    count: float = 16777216.0
    """Field 2, `float32`."""
    scale: float = 3.0
    """Field 3, `float64`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Keys(_sheaf.Struct):
    """The struct Keys of the schema 'rules'."""
    counts: dict[str, int] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 1, `[string: int32]`."""
    flags: dict[str, int | None] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 2, `[string: int8?]`."""
    sizes: list[int] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 3, `[int16]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Widened(_sheaf.Struct):
    """The struct Widened of the schema 'rules'."""
    value: float
    """Field 1, `float64`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Moments(_sheaf.Struct):
    """The struct Moments of the schema 'rules'."""
    at: list[datetime.datetime] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 1, `[timestamp]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Links(_sheaf.Struct):
    """The struct Links of the schema 'rules'."""
    links: list[str] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 1, `[url]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


# What the runtime rebuilds the schema model from.
_sheaf.register(
    _SCHEMA, Cell, "Cell", _sheaf.Kind.CLASS,
    params=("T",),
    fields=(
        (1, "value", "T"),
    ),
)
_sheaf.register(
    _SCHEMA, Cells, "Cells", _sheaf.Kind.STRUCT,
    fields=(
        (1, "ints", "Cell<int32>?"),
        (2, "texts", "Cell<string>?"),
        (3, "more", "[Cell<int32>]"),
    ),
)
_sheaf.register(
    _SCHEMA, Tuned, "Tuned", _sheaf.Kind.STRUCT,
    fields=(
        (1, "ratio", "float32", ("float", 1.0000001192092896)),
        (2, "count", "float32", ("float", 16777216.0)),
        (3, "scale", "float64", ("float", 3.0)),
    ),
)
_sheaf.register(
    _SCHEMA, Keys, "Keys", _sheaf.Kind.STRUCT,
    fields=(
        (1, "counts", "[string: int32]"),
        (2, "flags", "[string: int8?]"),
        (3, "sizes", "[int16]"),
    ),
)
_sheaf.register(
    _SCHEMA, Widened, "Widened", _sheaf.Kind.STRUCT,
    fields=(
        (1, "value", "float64"),
    ),
)
_sheaf.register(
    _SCHEMA, Moments, "Moments", _sheaf.Kind.STRUCT,
    fields=(
        (1, "at", "[timestamp]"),
    ),
)
_sheaf.register(
    _SCHEMA, Links, "Links", _sheaf.Kind.STRUCT,
    fields=(
        (1, "links", "[url]"),
    ),
)

# The schema file these classes were generated from, exactly as read.
_SOURCE_TEXT = (
    "# Rules an implementation can easily get wrong, each pinned by cases of the rules/ group:\n"
    "# a generic class (reference types compare with their arguments), float defaults written in\n"
    "# decimal (float32 rounded once), string map keys (byte order, canonical equivalence),\n"
    "# packed lists, float32 data in a float64 field, timestamps before year 1, urls.\n"
    "schema: rules\n"
    "version: 1\n"
    "types:\n"
    "  Cell:\n"
    "    kind: class\n"
    "    generic: [T]\n"
    "    fields:\n"
    "      value: { id: 1, type: T }\n"
    "  Cells:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      ints:  { id: 1, type: \"Cell<int32>?\" }\n"
    "      texts: { id: 2, type: \"Cell<string>?\" }\n"
    "      more:  { id: 3, type: \"[Cell<int32>]\" }\n"
    "  Tuned:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      ratio: { id: 1, type: float32, default: 1.000000059604644775390625001 }\n"
    "      count: { id: 2, type: float32, default: 16777217 }\n"
    "      scale: { id: 3, type: float64, default: 3 }\n"
    "  Keys:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      counts: { id: 1, type: \"[string: int32]\" }\n"
    "      flags:  { id: 2, type: \"[string: int8?]\" }\n"
    "      sizes:  { id: 3, type: \"[int16]\" }\n"
    "  Widened:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      value: { id: 1, type: float64 }\n"
    "  Moments:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      at: { id: 1, type: \"[timestamp]\" }\n"
    "  Links:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      links: { id: 1, type: \"[url]\" }\n"
)
_sheaf.schema_file(_SCHEMA, __name__, "rules.yaml", _SOURCE_TEXT)
