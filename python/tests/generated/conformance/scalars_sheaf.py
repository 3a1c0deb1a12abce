# DO NOT EDIT.
# Source: Conformance/schemas/scalars.yaml
"""Generated classes of the schema 'scalars', version 1."""

from __future__ import annotations

import dataclasses
import datetime
import typing
import uuid

from sheaf import runtime as _sheaf

_SCHEMA = _sheaf.schema(__name__, ("classes_sheaf", "collections_sheaf", "company_sheaf", "defaults_sheaf", "enums_sheaf", "families_sheaf", "generics_sheaf", "rules_sheaf", "scalars_sheaf", "structs_sheaf",), "scalars", 1, "c06fc6fd41909519")

T = typing.TypeVar("T")


@dataclasses.dataclass(kw_only=True, slots=True)
class Ints(_sheaf.Struct):
    """The struct Ints of the schema 'scalars'."""
    i8: int
    """Field 1, `int8`."""
    i16: int
    """Field 2, `int16`."""
    i32: int
    """Field 3, `int32`."""
    i64: int
    """Field 4, `int64`."""
    u8: int
    """Field 5, `uint8`."""
    u16: int
    """Field 6, `uint16`."""
    u32: int
    """Field 7, `uint32`."""
    u64: int
    """Field 8, `uint64`."""
    i: int
    """Field 9, `int`."""
    u: int
    """Field 10, `uint`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Floats(_sheaf.Struct):
    """The struct Floats of the schema 'scalars'."""
    f32: float
    """Field 1, `float32`."""
    f64: float
    """Field 2, `float64`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Texts(_sheaf.Struct):
    """The struct Texts of the schema 'scalars'."""
    text: str
    """Field 1, `string`."""
    data: bytes
    """Field 2, `bytes`."""
    id: uuid.UUID
    """Field 3, `uuid`."""
    link: str
    """Field 4, `url`."""
    at: datetime.datetime
    """Field 5, `timestamp`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Flag(_sheaf.Struct):
    """The struct Flag of the schema 'scalars'."""
    value: bool
    """Field 1, `bool`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True)
class Slot(_sheaf.Struct, typing.Generic[T]):
    """The struct Slot of the schema 'scalars'."""
    value: T
    """Field 1, `T`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


# What the runtime rebuilds the schema model from.
_sheaf.register(
    _SCHEMA, Ints, "Ints", _sheaf.Kind.STRUCT,
    fields=(
        (1, "i8", "int8"),
        (2, "i16", "int16"),
        (3, "i32", "int32"),
        (4, "i64", "int64"),
        (5, "u8", "uint8"),
        (6, "u16", "uint16"),
        (7, "u32", "uint32"),
        (8, "u64", "uint64"),
        (9, "i", "int"),
        (10, "u", "uint"),
    ),
)
_sheaf.register(
    _SCHEMA, Floats, "Floats", _sheaf.Kind.STRUCT,
    fields=(
        (1, "f32", "float32"),
        (2, "f64", "float64"),
    ),
)
_sheaf.register(
    _SCHEMA, Texts, "Texts", _sheaf.Kind.STRUCT,
    fields=(
        (1, "text", "string"),
        (2, "data", "bytes"),
        (3, "id", "uuid"),
        (4, "link", "url"),
        (5, "at", "timestamp"),
    ),
)
_sheaf.register(
    _SCHEMA, Flag, "Flag", _sheaf.Kind.STRUCT,
    fields=(
        (1, "value", "bool"),
    ),
)
_sheaf.register(
    _SCHEMA, Slot, "Slot", _sheaf.Kind.STRUCT,
    params=("T",),
    fields=(
        (1, "value", "T"),
    ),
)

# The schema file these classes were generated from, exactly as read.
_SOURCE_TEXT = (
    "# Every primitive type, one field each; all fields required so that zeros are written.\n"
    "schema: scalars\n"
    "version: 1\n"
    "types:\n"
    "  Ints:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      i8:  { id: 1, type: int8 }\n"
    "      i16: { id: 2, type: int16 }\n"
    "      i32: { id: 3, type: int32 }\n"
    "      i64: { id: 4, type: int64 }\n"
    "      u8:  { id: 5, type: uint8 }\n"
    "      u16: { id: 6, type: uint16 }\n"
    "      u32: { id: 7, type: uint32 }\n"
    "      u64: { id: 8, type: uint64 }\n"
    "      i:   { id: 9, type: int }\n"
    "      u:   { id: 10, type: uint }\n"
    "  Floats:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      f32: { id: 1, type: float32 }\n"
    "      f64: { id: 2, type: float64 }\n"
    "  Texts:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      text: { id: 1, type: string }\n"
    "      data: { id: 2, type: bytes }\n"
    "      id:   { id: 3, type: uuid }\n"
    "      link: { id: 4, type: url }\n"
    "      at:   { id: 5, type: timestamp }\n"
    "  Flag:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      value: { id: 1, type: bool }\n"
    "  Slot:\n"
    "    kind: struct\n"
    "    generic: [T]\n"
    "    fields:\n"
    "      value: { id: 1, type: T }\n"
)
_sheaf.schema_file(_SCHEMA, __name__, "scalars.yaml", _SOURCE_TEXT)
