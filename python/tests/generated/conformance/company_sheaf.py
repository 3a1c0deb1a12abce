# DO NOT EDIT.
# Source: Conformance/schemas/company.yaml
"""Generated classes of the schema 'company', version 4."""

from __future__ import annotations

import dataclasses
import typing

from sheaf import runtime as _sheaf

_SCHEMA = _sheaf.schema(__name__, ("classes_sheaf", "collections_sheaf", "company_sheaf", "defaults_sheaf", "enums_sheaf", "families_sheaf", "generics_sheaf", "rules_sheaf", "scalars_sheaf", "structs_sheaf",), "company", 4, "00e00aa4ecdd9242")

Element = typing.TypeVar("Element")


class Vehicle(_sheaf.Protocol):
    """The protocol Vehicle of the schema 'company'."""
    __slots__ = ()
    make: str
    model: str


class Gender(_sheaf.OpenEnum):
    """The enum Gender of the schema 'company'."""
    female = 0
    male = 1
    other = 2


class Duties(_sheaf.Options):
    """The options Duties of the schema 'company'."""
    cleanWorkplace = 1 << 0
    openWindow = 1 << 1
    bringCoffee = 1 << 2


class Shape(_sheaf.PayloadEnum):
    """The enum Shape of the schema 'company'."""
    __slots__ = ()
    circle: typing.ClassVar[type[Shape_circle]]
    rect: typing.ClassVar[type[Shape_rect]]
    empty: typing.ClassVar[type[Shape_empty]]


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class Shape_circle(Shape):
    """The case circle of Shape."""
    radius: float
    """Field 1, `float64`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class Shape_rect(Shape):
    """The case rect of Shape."""
    w: float
    """Field 1, `float64`."""
    h: float
    """Field 2, `float64`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class Shape_empty(Shape):
    """The case empty of Shape."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


Shape.circle = Shape_circle
Shape.rect = Shape_rect
Shape.empty = Shape_empty


@dataclasses.dataclass(kw_only=True, slots=True)
class Employee(_sheaf.Struct):
    """A person on the payroll."""
    name: str
    """Field 1, `string`."""
    age: int = 18
    """Field 2, `int32`."""
    gender: Gender = Gender.female
    """Field 3, `Gender`."""
    duties: Duties = Duties.openWindow
    """Field 4, `Duties`."""
    email: str | None = None
    """Field 5, `string?`; added in schema version 2."""
    manager: Employee | None = None
    """Field 6, `Employee?`."""
    scores: dict[str, list[float]] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 7, `[string: [float64]]`."""
    fullName: str = ''
    """Field 8, `string`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True)
class Stack(_sheaf.Struct, typing.Generic[Element]):
    """The struct Stack of the schema 'company'."""
    items: list[Element] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 1, `[Element]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Car(_sheaf.Struct, Vehicle):
    """The struct Car of the schema 'company'."""
    make: str
    """Field 1, `string`."""
    model: str
    """Field 2, `string`."""
    cylinders: int
    """Field 3, `int32`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, eq=False, slots=True)
class Node(_sheaf.Class):
    """The class Node of the schema 'company'."""
    label: str
    """Field 1, `string`."""
    children: list[Node] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 2, `[Node]`."""
    parent: Node | None = None
    """Field 3, `Node?`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, eq=False, slots=True)
class Garage(_sheaf.Class):
    """The class Garage of the schema 'company'."""
    vehicles: list[Vehicle] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 1, `[Vehicle]`."""
    stacks: list[Stack[int]] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 2, `[Stack<int64>]`."""
    shapes: dict[str, Shape] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 3, `[string: Shape]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Vehicle_Opaque(_sheaf.OpaqueMember, Vehicle):
    """A member of the Vehicle family that this schema version does not list (a newer version added
    it), kept as read: its tag, the family's fields (which may be edited) and its other fields as
    bytes. Written back, it gives the bytes it was read from, with the edits.
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
    _SCHEMA, Gender, "Gender", _sheaf.Kind.RAW_ENUM,
    raw="int32",
    open=True,
    raw_cases=(("female", 0), ("male", 1), ("other", 2)),
)
_sheaf.register(
    _SCHEMA, Duties, "Duties", _sheaf.Kind.OPTIONS,
    raw="uint32",
    flags=(("cleanWorkplace", 0), ("openWindow", 1), ("bringCoffee", 2)),
)
_sheaf.register(
    _SCHEMA, Shape, "Shape", _sheaf.Kind.PAYLOAD_ENUM,
    cases=(
        (1, "circle", Shape_circle,
            (
                (1, "radius", "float64"),
            ),
        ),
        (2, "rect", Shape_rect,
            (
                (1, "w", "float64"),
                (2, "h", "float64"),
            ),
        ),
        (3, "empty", Shape_empty,
            (),
        ),
    ),
)
_sheaf.register(
    _SCHEMA, Employee, "Employee", _sheaf.Kind.STRUCT,
    fields=(
        (1, "name", "string"),
        (2, "age", "int32", ("int", 18)),
        (3, "gender", "Gender", ("enumCase", "female")),
        (4, "duties", "Duties", ("options", ("openWindow",))),
        (5, "email", "string?"),
        (6, "manager", "Employee?"),
        (7, "scores", "[string: [float64]]"),
        (8, "fullName", "string", ("string", ""), ("displayName",)),
    ),
)
_sheaf.register(
    _SCHEMA, Stack, "Stack", _sheaf.Kind.STRUCT,
    params=("Element",),
    fields=(
        (1, "items", "[Element]"),
    ),
)
_sheaf.register(
    _SCHEMA, Vehicle, "Vehicle", _sheaf.Kind.PROTOCOL,
    fields=(
        (1, "make", "string"),
        (2, "model", "string"),
    ),
    opaque=Vehicle_Opaque,
)
_sheaf.register(
    _SCHEMA, Car, "Car", _sheaf.Kind.STRUCT,
    fields=(
        (1, "make", "string"),
        (2, "model", "string"),
        (3, "cylinders", "int32"),
    ),
    tag="car",
    conforms=("Vehicle",),
)
_sheaf.register(
    _SCHEMA, Node, "Node", _sheaf.Kind.CLASS,
    fields=(
        (1, "label", "string"),
        (2, "children", "[Node]"),
        (3, "parent", "Node?"),
    ),
)
_sheaf.register(
    _SCHEMA, Garage, "Garage", _sheaf.Kind.CLASS,
    fields=(
        (1, "vehicles", "[Vehicle]"),
        (2, "stacks", "[Stack<int64>]"),
        (3, "shapes", "[string: Shape]"),
    ),
)

# The schema file these classes were generated from, exactly as read.
_SOURCE_TEXT = (
    "# The rich example of the README and docs/SchemaLanguage.md: every kind of declaration together.\n"
    "schema: company\n"
    "version: 4\n"
    "types:\n"
    "  Gender:\n"
    "    kind: enum\n"
    "    raw: int32\n"
    "    cases: { female: 0, male: 1, other: 2 }\n"
    "    open: true\n"
    "  Duties:\n"
    "    kind: options\n"
    "    raw: uint32\n"
    "    flags: { cleanWorkplace: 0, openWindow: 1, bringCoffee: 2 }\n"
    "  Shape:\n"
    "    kind: enum\n"
    "    cases:\n"
    "      circle: { id: 1, fields: { radius: { id: 1, type: float64 } } }\n"
    "      rect:   { id: 2, fields: { w: { id: 1, type: float64 }, h: { id: 2, type: float64 } } }\n"
    "      empty:  { id: 3 }\n"
    "  Employee:\n"
    "    kind: struct\n"
    "    doc: A person on the payroll.\n"
    "    fields:\n"
    "      name:     { id: 1, type: string }\n"
    "      age:      { id: 2, type: int32, default: 18 }\n"
    "      gender:   { id: 3, type: Gender, default: female }\n"
    "      duties:   { id: 4, type: Duties, default: [openWindow] }\n"
    "      email:    { id: 5, type: \"string?\", since: 2 }\n"
    "      manager:  { id: 6, type: \"Employee?\" }\n"
    "      scores:   { id: 7, type: \"[string: [float64]]\" }\n"
    "      fullName: { id: 8, type: string, aliases: [displayName], default: \"\" }\n"
    "    reserved: [9, nickname]\n"
    "  Stack:\n"
    "    kind: struct\n"
    "    generic: [Element]\n"
    "    fields:\n"
    "      items: { id: 1, type: \"[Element]\" }\n"
    "  Vehicle:\n"
    "    kind: protocol\n"
    "    fields:\n"
    "      make:  { id: 1, type: string }\n"
    "      model: { id: 2, type: string }\n"
    "  Car:\n"
    "    kind: struct\n"
    "    conforms: [Vehicle]\n"
    "    tag: car\n"
    "    fields:\n"
    "      cylinders: { id: 3, type: int32 }\n"
    "  Node:\n"
    "    kind: class\n"
    "    fields:\n"
    "      label:    { id: 1, type: string }\n"
    "      children: { id: 2, type: \"[Node]\" }\n"
    "      parent:   { id: 3, type: \"Node?\" }\n"
    "  Garage:\n"
    "    kind: class\n"
    "    fields:\n"
    "      vehicles: { id: 1, type: \"[Vehicle]\" }\n"
    "      stacks:   { id: 2, type: \"[Stack<int64>]\" }\n"
    "      shapes:   { id: 3, type: \"[string: Shape]\" }\n"
)
_sheaf.schema_file(_SCHEMA, __name__, "company.yaml", _SOURCE_TEXT)
