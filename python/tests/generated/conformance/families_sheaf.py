# DO NOT EDIT.
# Source: Conformance/schemas/families.yaml
"""Generated classes of the schema 'families', version 1."""

from __future__ import annotations

import dataclasses

from sheaf import runtime as _sheaf

_SCHEMA = _sheaf.schema(__name__, ("classes_sheaf", "collections_sheaf", "company_sheaf", "defaults_sheaf", "enums_sheaf", "families_sheaf", "generics_sheaf", "rules_sheaf", "scalars_sheaf", "structs_sheaf",), "families", 1, "e2234e77a225a52f")


class Transport(_sheaf.Protocol):
    """The protocol Transport of the schema 'families'."""
    __slots__ = ()
    make: str
    model: str


@dataclasses.dataclass(kw_only=True, slots=True)
class Auto(_sheaf.Struct, Transport):
    """The struct Auto of the schema 'families'."""
    make: str
    """Field 1, `string`."""
    model: str
    """Field 2, `string`."""
    cylinders: int
    """Field 3, `int32`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Lorry(_sheaf.Struct, Transport):
    """The struct Lorry of the schema 'families'."""
    make: str
    """Field 1, `string`."""
    model: str
    """Field 2, `string`."""
    axles: int = 2
    """Field 3, `uint8`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, eq=False, slots=True)
class Coach(_sheaf.Class, Transport):
    """The class Coach of the schema 'families'."""
    make: str
    """Field 1, `string`."""
    model: str
    """Field 2, `string`."""
    seats: int
    """Field 3, `uint16`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Depot(_sheaf.Struct):
    """The struct Depot of the schema 'families'."""
    vehicles: list[Transport] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 1, `[Transport]`."""
    byOwner: dict[str, list[Transport]] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 2, `[string: [Transport]]`."""
    favourite: Transport | None = None
    """Field 3, `Transport?`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Transport_Opaque(_sheaf.OpaqueMember, Transport):
    """A member of the Transport family that this schema version does not list (a newer version
    added it), kept as read: its tag, the family's fields (which may be edited) and its other
    fields as bytes. Written back, it gives the bytes it was read from, with the edits.
    """
    sheaf_tag: str
    """The member's tag, as the archive names it."""
    make: str
    """Field 1, `string`."""
    model: str
    """Field 2, `string`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


# What the runtime rebuilds the schema model from.
_sheaf.register(
    _SCHEMA, Transport, "Transport", _sheaf.Kind.PROTOCOL,
    fields=(
        (1, "make", "string"),
        (2, "model", "string"),
    ),
    opaque=Transport_Opaque,
)
_sheaf.register(
    _SCHEMA, Auto, "Auto", _sheaf.Kind.STRUCT,
    fields=(
        (1, "make", "string"),
        (2, "model", "string"),
        (3, "cylinders", "int32"),
    ),
    tag="car",
    conforms=("Transport",),
)
_sheaf.register(
    _SCHEMA, Lorry, "Lorry", _sheaf.Kind.STRUCT,
    fields=(
        (1, "make", "string"),
        (2, "model", "string"),
        (3, "axles", "uint8", ("int", 2)),
    ),
    tag="Lorry",
    conforms=("Transport",),
)
_sheaf.register(
    _SCHEMA, Coach, "Coach", _sheaf.Kind.CLASS,
    fields=(
        (1, "make", "string"),
        (2, "model", "string"),
        (3, "seats", "uint16"),
    ),
    tag="bus.v2",
    conforms=("Transport",),
)
_sheaf.register(
    _SCHEMA, Depot, "Depot", _sheaf.Kind.STRUCT,
    fields=(
        (1, "vehicles", "[Transport]"),
        (2, "byOwner", "[string: [Transport]]"),
        (3, "favourite", "Transport?"),
    ),
)

# The schema file these classes were generated from, exactly as read.
_SOURCE_TEXT = (
    "# A protocol family with struct and class members, default and explicit tags.\n"
    "schema: families\n"
    "version: 1\n"
    "types:\n"
    "  Transport:\n"
    "    kind: protocol\n"
    "    fields:\n"
    "      make:  { id: 1, type: string }\n"
    "      model: { id: 2, type: string }\n"
    "  Auto:\n"
    "    kind: struct\n"
    "    conforms: [Transport]\n"
    "    tag: car\n"
    "    fields:\n"
    "      cylinders: { id: 3, type: int32 }\n"
    "  Lorry:\n"
    "    kind: struct\n"
    "    conforms: [Transport]\n"
    "    fields:\n"
    "      axles: { id: 3, type: uint8, default: 2 }\n"
    "  Coach:\n"
    "    kind: class\n"
    "    conforms: [Transport]\n"
    "    tag: bus.v2\n"
    "    fields:\n"
    "      seats: { id: 3, type: uint16 }\n"
    "  Depot:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      vehicles:  { id: 1, type: \"[Transport]\" }\n"
    "      byOwner:   { id: 2, type: \"[string: [Transport]]\" }\n"
    "      favourite: { id: 3, type: \"Transport?\" }\n"
)
_sheaf.schema_file(_SCHEMA, __name__, "families.yaml", _SOURCE_TEXT)
