# DO NOT EDIT.
# Source: Schemas/company.yaml
"""People, their duties and the vehicles they drive — the running example of Sheaf.

Generated classes of the schema 'company', version 3.
"""

from __future__ import annotations

import dataclasses
import datetime
import typing
import uuid

from sheaf import runtime as _sheaf

_SCHEMA = _sheaf.schema(__name__, ("company_fleet_sheaf", "company_sheaf", "kitchen_sink_sheaf", "library_sheaf",), "company", 3, "f004f744a840993d")

Element = typing.TypeVar("Element")
First = typing.TypeVar("First")
Second = typing.TypeVar("Second")
Value = typing.TypeVar("Value")


class Vehicle(_sheaf.Protocol):
    """The protocol Vehicle of the schema 'company'."""
    __slots__ = ()
    make: str
    model: str


class Electric(_sheaf.Protocol):
    """Anything with a battery. Shares `model` (same name, id and type) with Vehicle."""
    __slots__ = ()
    model: str
    batteryKWh: float
    chargedAt: datetime.datetime | None


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


class Outcome(_sheaf.PayloadEnum, typing.Generic[Value]):
    """The result of a payroll run or any other job — Swift's Result, with a third state. A generic
    payload enum: `value` has the parameter's type.
    """
    __slots__ = ()
    success: typing.ClassVar[type[Outcome_success[typing.Any]]]
    failure: typing.ClassVar[type[Outcome_failure[typing.Any]]]
    cancelled: typing.ClassVar[type[Outcome_cancelled[typing.Any]]]


@dataclasses.dataclass(frozen=True, kw_only=True)
class Outcome_success(Outcome[Value]):
    """The job finished."""
    value: Value
    """Field 1, `Value`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class Outcome_failure(Outcome[Value]):
    """The case failure of Outcome."""
    code: int
    """Field 1, `int32`."""
    reason: str = ''
    """Field 2, `string`."""
    retryable: bool = False
    """Field 3, `bool`."""
    retryAt: datetime.datetime | None = None
    """Field 4, `timestamp?`; added in schema version 3."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class Outcome_cancelled(Outcome[Value]):
    """Stopped before it finished; no payload."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


Outcome.success = Outcome_success
Outcome.failure = Outcome_failure
Outcome.cancelled = Outcome_cancelled


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


@dataclasses.dataclass(kw_only=True)
class Pair(_sheaf.Struct, typing.Generic[First, Second]):
    """Two values of possibly different types (a generic with two parameters)."""
    first: First
    """Field 1, `First`."""
    second: Second
    """Field 2, `Second`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class PayrollRun(_sheaf.Struct):
    """One month's salaries, by employee id."""
    period: str
    """Field 1, `string`."""
    ranAt: datetime.datetime
    """Field 2, `timestamp`."""
    amounts: dict[uuid.UUID, int] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 3, `[uuid: int64]`."""
    currency: str = 'EUR'
    """Field 4, `string`."""
    approved: bool = False
    """Field 5, `bool`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class ElectricCar(_sheaf.Struct, Vehicle, Electric):
    """A member of two families. Inherited fields, in id order, are make (1), model (2, given by
    both protocols), batteryKWh (20) and chargedAt (21).
    """
    make: str
    """Field 1, `string`."""
    model: str
    """Field 2, `string`."""
    batteryKWh: float
    """Field 20, `float64`."""
    chargedAt: datetime.datetime | None = None
    """Field 21, `timestamp?`."""
    rangeKm: int
    """Field 3, `uint32`."""
    fastCharge: bool = True
    """Field 4, `bool`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, eq=False, slots=True)
class PowerBank(_sheaf.Class, Electric):
    """A class member of the Electric family, with the default tag "PowerBank"."""
    model: str
    """Field 2, `string`."""
    batteryKWh: float
    """Field 20, `float64`."""
    chargedAt: datetime.datetime | None = None
    """Field 21, `timestamp?`."""
    capacityMAh: int
    """Field 1, `uint32`."""
    ports: int = 2
    """Field 3, `uint8`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Team(_sheaf.Struct):
    """Collections and generic instances in every position."""
    name: str
    """Field 1, `string`."""
    lead: Employee | None = None
    """Field 2, `Employee?`."""
    members: list[Employee] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 3, `[Employee]`."""
    byGender: dict[Gender, list[Employee]] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 4, `[Gender: [Employee]]`."""
    fleetByCity: dict[str, list[Vehicle]] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 5, `[string: [Vehicle]]`."""
    parking: Stack[Pair[int, Vehicle]]
    """Field 6, `Stack<Pair<int64, Vehicle>>`."""
    calibration: Pair[str, list[float]]
    """Field 7, `Pair<string, [float32]>`."""
    dutyRoster: Stack[dict[uuid.UUID, Duties]]
    """Field 8, `Stack<[uuid: Duties]>`."""
    deputies: Stack[Employee]
    """Field 9, `Stack<Employee>`."""
    gadgets: list[Electric] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 10, `[Electric]`."""
    lastPayroll: Outcome[PayrollRun] | None = None
    """Field 11, `Outcome<PayrollRun>?`; added in schema version 3."""
    payrollHistory: list[Outcome[PayrollRun]] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 12, `[Outcome<PayrollRun>]`; added in schema version 3."""
    remote: dict[bool, list[str]] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 13, `[bool: [string]]`."""
    floorPlan: list[Shape] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 14, `[Shape]`."""
    orgChart: Node | None = None
    """Field 15, `Node?`."""
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


@dataclasses.dataclass(kw_only=True, slots=True)
class Electric_Opaque(_sheaf.OpaqueMember, Electric):
    """A member of the Electric family that this schema version does not list (a newer version added
    it), kept as read: its tag, the family's fields (which may be edited) and its other fields as
    bytes. Written back, it gives the bytes it was read from, with the edits.
    """
    sheaf_tag: str
    """The member's tag, as the archive names it."""
    model: str
    """Field 2, `string`."""
    batteryKWh: float
    """Field 20, `float64`."""
    chargedAt: datetime.datetime | None = None
    """Field 21, `timestamp?`."""
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
                (2, "reason", "string", ("string", "")),
                (3, "retryable", "bool", ("bool", False)),
                (4, "retryAt", "timestamp?"),
            ),
        ),
        (3, "cancelled", Outcome_cancelled,
            (),
        ),
    ),
)
_sheaf.register(
    _SCHEMA, PayrollRun, "PayrollRun", _sheaf.Kind.STRUCT,
    fields=(
        (1, "period", "string"),
        (2, "ranAt", "timestamp"),
        (3, "amounts", "[uuid: int64]"),
        (4, "currency", "string", ("string", "EUR")),
        (5, "approved", "bool", ("bool", False)),
    ),
)
_sheaf.register(
    _SCHEMA, Electric, "Electric", _sheaf.Kind.PROTOCOL,
    fields=(
        (2, "model", "string"),
        (20, "batteryKWh", "float64"),
        (21, "chargedAt", "timestamp?"),
    ),
    opaque=Electric_Opaque,
)
_sheaf.register(
    _SCHEMA, ElectricCar, "ElectricCar", _sheaf.Kind.STRUCT,
    fields=(
        (1, "make", "string"),
        (2, "model", "string"),
        (20, "batteryKWh", "float64"),
        (21, "chargedAt", "timestamp?"),
        (3, "rangeKm", "uint32"),
        (4, "fastCharge", "bool", ("bool", True)),
    ),
    tag="ev",
    conforms=("Vehicle", "Electric"),
)
_sheaf.register(
    _SCHEMA, PowerBank, "PowerBank", _sheaf.Kind.CLASS,
    fields=(
        (2, "model", "string"),
        (20, "batteryKWh", "float64"),
        (21, "chargedAt", "timestamp?"),
        (1, "capacityMAh", "uint32"),
        (3, "ports", "uint8", ("int", 2)),
    ),
    tag="PowerBank",
    conforms=("Electric",),
)
_sheaf.register(
    _SCHEMA, Team, "Team", _sheaf.Kind.STRUCT,
    fields=(
        (1, "name", "string"),
        (2, "lead", "Employee?"),
        (3, "members", "[Employee]"),
        (4, "byGender", "[Gender: [Employee]]"),
        (5, "fleetByCity", "[string: [Vehicle]]"),
        (6, "parking", "Stack<Pair<int64, Vehicle>>"),
        (7, "calibration", "Pair<string, [float32]>"),
        (8, "dutyRoster", "Stack<[uuid: Duties]>"),
        (9, "deputies", "Stack<Employee>"),
        (10, "gadgets", "[Electric]"),
        (11, "lastPayroll", "Outcome<PayrollRun>?"),
        (12, "payrollHistory", "[Outcome<PayrollRun>]"),
        (13, "remote", "[bool: [string]]"),
        (14, "floorPlan", "[Shape]"),
        (15, "orgChart", "Node?"),
    ),
)

# The schema file these classes were generated from, exactly as read.
_SOURCE_TEXT = (
    "# company.yaml — the reference example of docs/SchemaLanguage.md, kept type for type, plus what it leaves out.\n"
    "#\n"
    "# The nine types of the reference example come first and are unchanged (Gender, Duties,\n"
    "# Shape, Employee, Stack, Vehicle, Car, Node, Garage), so every snippet in the docs and\n"
    "# the README works against this file. The types after them show:\n"
    "#   - a generic struct with two parameters (Pair) and a generic payload enum (Outcome);\n"
    "#   - generic arguments that are lists, maps, structs, protocol values and other\n"
    "#     generic instances (Team);\n"
    "#   - a second protocol family (Electric) and a member of two families that share a\n"
    "#     field (ElectricCar), plus a class member (PowerBank);\n"
    "#   - maps keyed by a raw enum, by uuid and by bool, and a map of lists of protocol\n"
    "#     values ([string: [Vehicle]]).\n"
    "#\n"
    "# company-fleet.yaml adds more Vehicle members to this same schema (same `schema:`\n"
    "# name and version): the two files are one schema when checked together.\n"
    "#\n"
    "# One difference from the docs' listing, in spelling only: optional types inside\n"
    "# `{ … }` are quoted (\"Employee?\"). libyaml reads them either way, but other YAML\n"
    "# parsers (PyYAML's pure-Python one, many editors) end a plain scalar at `?` inside a\n"
    "# flow mapping.\n"
    "\n"
    "schema: company          # namespace; identifier\n"
    "version: 3               # positive integer; raised with every change\n"
    "doc: People, their duties and the vehicles they drive — the running example of Sheaf.\n"
    "types:\n"
    "  Gender:\n"
    "    kind: enum           # raw-value enum\n"
    "    raw: int32           # any integer type, or string\n"
    "    cases: { female: 0, male: 1, other: 2 }\n"
    "    open: true           # unknown raw values decode as an 'unrecognized' case instead of failing\n"
    "\n"
    "  Duties:\n"
    "    kind: options        # option set\n"
    "    raw: uint32\n"
    "    flags: { cleanWorkplace: 0, openWindow: 1, bringCoffee: 2 }   # bit index\n"
    "\n"
    "  Shape:\n"
    "    kind: enum           # enum with payloads (cases carry fields)\n"
    "    cases:\n"
    "      circle: { id: 1, fields: { radius: { id: 1, type: float64 } } }\n"
    "      rect:   { id: 2, fields: { w: { id: 1, type: float64 }, h: { id: 2, type: float64 } } }\n"
    "      empty:  { id: 3 }\n"
    "\n"
    "  Employee:\n"
    "    kind: struct\n"
    "    doc: A person on the payroll.\n"
    "    fields:\n"
    "      name:     { id: 1, type: string }                    # required: not optional, no default\n"
    "      age:      { id: 2, type: int32, default: 18 }\n"
    "      gender:   { id: 3, type: Gender, default: female }\n"
    "      duties:   { id: 4, type: Duties, default: [openWindow] }\n"
    "      email:    { id: 5, type: \"string?\", since: 2 }\n"
    "      manager:  { id: 6, type: \"Employee?\" }                 # recursion through an optional\n"
    "      scores:   { id: 7, type: \"[string: [float64]]\" }\n"
    "      fullName: { id: 8, type: string, aliases: [displayName], default: \"\" }  # renamed field\n"
    "    reserved: [9, nickname]   # ids and names retired by earlier versions\n"
    "\n"
    "  Stack:\n"
    "    kind: struct\n"
    "    generic: [Element]\n"
    "    fields:\n"
    "      items: { id: 1, type: \"[Element]\" }\n"
    "\n"
    "  Vehicle:\n"
    "    kind: protocol       # a protocol family\n"
    "    fields:\n"
    "      make:  { id: 1, type: string }\n"
    "      model: { id: 2, type: string }\n"
    "\n"
    "  Car:\n"
    "    kind: struct\n"
    "    conforms: [Vehicle]  # inherits make (1) and model (2)\n"
    "    tag: car             # stable identifier written for polymorphic values; default: the type name\n"
    "    fields:\n"
    "      cylinders: { id: 3, type: int32 }\n"
    "\n"
    "  Node:\n"
    "    kind: class          # reference type; shared instances and cycles survive a round trip\n"
    "    fields:\n"
    "      label:    { id: 1, type: string }\n"
    "      children: { id: 2, type: \"[Node]\" }\n"
    "      parent:   { id: 3, type: \"Node?\" }\n"
    "\n"
    "  Garage:\n"
    "    kind: class\n"
    "    fields:\n"
    "      vehicles: { id: 1, type: \"[Vehicle]\" }               # heterogeneous\n"
    "      stacks:   { id: 2, type: \"[Stack<int64>]\" }\n"
    "      shapes:   { id: 3, type: \"[string: Shape]\" }\n"
    "\n"
    "  # ── Beyond the reference example ────────────────────────────────────────────────────────────\n"
    "\n"
    "  Pair:\n"
    "    kind: struct\n"
    "    doc: Two values of possibly different types (a generic with two parameters).\n"
    "    generic: [First, Second]\n"
    "    fields:\n"
    "      first:  { id: 1, type: First }     # a generic parameter's field is required\n"
    "      second: { id: 2, type: Second }\n"
    "\n"
    "  Outcome:\n"
    "    kind: enum\n"
    "    doc: >\n"
    "      The result of a payroll run or any other job — Swift's Result, with a\n"
    "      third state. A generic payload enum: `value` has the parameter's type.\n"
    "    generic: [Value]\n"
    "    cases:\n"
    "      success:\n"
    "        id: 1\n"
    "        doc: The job finished.\n"
    "        fields:\n"
    "          value: { id: 1, type: Value }\n"
    "      failure:\n"
    "        id: 2\n"
    "        fields:\n"
    "          code:      { id: 1, type: int32 }\n"
    "          reason:    { id: 2, type: string, default: \"\" }\n"
    "          retryable: { id: 3, type: bool, default: false }\n"
    "          retryAt:   { id: 4, type: \"timestamp?\", since: 3 }   # payload fields take since too\n"
    "      cancelled: { id: 3, doc: Stopped before it finished; no payload. }\n"
    "\n"
    "  PayrollRun:\n"
    "    kind: struct\n"
    "    doc: One month's salaries, by employee id.\n"
    "    fields:\n"
    "      period:    { id: 1, type: string }                        # \"2024-05\"\n"
    "      ranAt:     { id: 2, type: timestamp }\n"
    "      amounts:   { id: 3, type: \"[uuid: int64]\" }                # cents, keyed by uuid\n"
    "      currency:  { id: 4, type: string, default: EUR }\n"
    "      approved:  { id: 5, type: bool, default: false }\n"
    "\n"
    "  Electric:\n"
    "    kind: protocol\n"
    "    doc: Anything with a battery. Shares `model` (same name, id and type) with Vehicle.\n"
    "    fields:\n"
    "      model:      { id: 2, type: string }\n"
    "      batteryKWh: { id: 20, type: float64 }\n"
    "      chargedAt:  { id: 21, type: \"timestamp?\" }\n"
    "\n"
    "  ElectricCar:\n"
    "    kind: struct\n"
    "    doc: >\n"
    "      A member of two families. Inherited fields, in id order, are make (1),\n"
    "      model (2, given by both protocols), batteryKWh (20) and chargedAt (21).\n"
    "    conforms: [Vehicle, Electric]\n"
    "    tag: ev              # its tag in both families\n"
    "    fields:\n"
    "      rangeKm:     { id: 3, type: uint32 }\n"
    "      fastCharge:  { id: 4, type: bool, default: true }\n"
    "\n"
    "  PowerBank:\n"
    "    kind: class\n"
    "    doc: A class member of the Electric family, with the default tag \"PowerBank\".\n"
    "    conforms: [Electric]\n"
    "    fields:\n"
    "      capacityMAh: { id: 1, type: uint32 }\n"
    "      ports:       { id: 3, type: uint8, default: 2 }\n"
    "\n"
    "  Team:\n"
    "    kind: struct\n"
    "    doc: Collections and generic instances in every position.\n"
    "    fields:\n"
    "      name:          { id: 1, type: string }\n"
    "      lead:          { id: 2, type: \"Employee?\" }\n"
    "      members:       { id: 3, type: \"[Employee]\" }\n"
    "      byGender:      { id: 4, type: \"[Gender: [Employee]]\" }       # raw enum as map key\n"
    "      fleetByCity:   { id: 5, type: \"[string: [Vehicle]]\" }        # map of lists of protocol values\n"
    "      parking:       { id: 6, type: \"Stack<Pair<int64, Vehicle>>\" } # generic of generic of protocol\n"
    "      calibration:   { id: 7, type: \"Pair<string, [float32]>\" }    # generic argument is a list\n"
    "      dutyRoster:    { id: 8, type: \"Stack<[uuid: Duties]>\" }      # generic argument is a map\n"
    "      deputies:      { id: 9, type: \"Stack<Employee>\" }            # generic argument is a struct\n"
    "      gadgets:       { id: 10, type: \"[Electric]\" }\n"
    "      lastPayroll:   { id: 11, type: \"Outcome<PayrollRun>?\", since: 3 }\n"
    "      payrollHistory: { id: 12, type: \"[Outcome<PayrollRun>]\", since: 3 }\n"
    "      remote:        { id: 13, type: \"[bool: [string]]\" }          # bool as map key\n"
    "      floorPlan:     { id: 14, type: \"[Shape]\" }\n"
    "      orgChart:      { id: 15, type: \"Node?\" }                       # a class inside a struct\n"
)
_sheaf.schema_file(_SCHEMA, __name__, "company.yaml", _SOURCE_TEXT)
