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


@dataclasses.dataclass(kw_only=True)
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
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default_factory=_sheaf.empty_list, repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True)
class Floats(_sheaf.Struct):
    """The struct Floats of the schema 'scalars'."""
    f32: float
    """Field 1, `float32`."""
    f64: float
    """Field 2, `float64`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default_factory=_sheaf.empty_list, repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True)
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
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default_factory=_sheaf.empty_list, repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True)
class Flag(_sheaf.Struct):
    """The struct Flag of the schema 'scalars'."""
    value: bool
    """Field 1, `bool`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default_factory=_sheaf.empty_list, repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True)
class Slot(_sheaf.Struct, typing.Generic[T]):
    """The struct Slot of the schema 'scalars'."""
    value: T
    """Field 1, `T`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default_factory=_sheaf.empty_list, repr=False)
    """Fields this code does not know, kept as read and written back."""


# What the runtime compiles each type's decoder and encoder from.
_sheaf.register(
    _SCHEMA, Ints, "Ints", "struct",
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
    _SCHEMA, Floats, "Floats", "struct",
    fields=(
        (1, "f32", "float32"),
        (2, "f64", "float64"),
    ),
)
_sheaf.register(
    _SCHEMA, Texts, "Texts", "struct",
    fields=(
        (1, "text", "string"),
        (2, "data", "bytes"),
        (3, "id", "uuid"),
        (4, "link", "url"),
        (5, "at", "timestamp"),
    ),
)
_sheaf.register(
    _SCHEMA, Flag, "Flag", "struct",
    fields=(
        (1, "value", "bool"),
    ),
)
_sheaf.register(
    _SCHEMA, Slot, "Slot", "struct",
    params=("T",),
    fields=(
        (1, "value", "T"),
    ),
)
