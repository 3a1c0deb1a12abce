# DO NOT EDIT.
# Source: Schemas/company-fleet.yaml
"""People, their duties and the vehicles they drive — the running example of Sheaf.

Generated classes of the schema 'company', version 3.
"""

from __future__ import annotations

import dataclasses
import datetime

from sheaf import runtime as _sheaf

if __package__:
    from . import company_sheaf
else:
    import company_sheaf  # type: ignore[import-not-found, no-redef, unused-ignore]

_SCHEMA = _sheaf.schema(__name__, ("company_fleet_sheaf", "company_sheaf", "kitchen_sink_sheaf", "library_sheaf",), "company", 3, "f004f744a840993d")


@dataclasses.dataclass(kw_only=True, slots=True)
class Truck(_sheaf.Struct, company_sheaf.Vehicle):
    """Default tag — written as "Truck" for polymorphic values."""
    make: str
    """Field 1, `string`."""
    model: str
    """Field 2, `string`."""
    axles: int = 2
    """Field 3, `uint8`."""
    payloadTons: float
    """Field 4, `float32`."""
    trailer: Truck | None = None
    """Field 5, `Truck?`; added in schema version 2."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, eq=False, slots=True)
class Bus(_sheaf.Class, company_sheaf.Vehicle):
    """A class member; two routes may share one Bus instance."""
    make: str
    """Field 1, `string`."""
    model: str
    """Field 2, `string`."""
    seats: int
    """Field 3, `uint16`."""
    routes: list[str] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 4, `[string]`."""
    driver: company_sheaf.Employee | None = None
    """Field 5, `Employee?`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, eq=False, slots=True)
class ElectricBike(_sheaf.Class, company_sheaf.Vehicle, company_sheaf.Electric):
    """The class ElectricBike of the schema 'company'."""
    make: str
    """Field 1, `string`."""
    model: str
    """Field 2, `string`."""
    batteryKWh: float
    """Field 20, `float64`."""
    chargedAt: datetime.datetime | None = None
    """Field 21, `timestamp?`."""
    pedalAssistLevels: int = 3
    """Field 3, `uint8`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, eq=False, slots=True)
class Depot(_sheaf.Class):
    """Where the fleet sleeps. Buses are shared between depots and routes."""
    city: str
    """Field 1, `string`."""
    vehicles: list[company_sheaf.Vehicle] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 2, `[Vehicle]`."""
    byRoute: dict[str, list[company_sheaf.Vehicle]] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 3, `[string: [Vehicle]]`."""
    chargers: list[company_sheaf.Electric] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 4, `[Electric]`."""
    queue: company_sheaf.Stack[company_sheaf.Pair[int, company_sheaf.Vehicle]]
    """Field 5, `Stack<Pair<int64, Vehicle>>`."""
    neighbours: list[Depot] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 6, `[Depot]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


# What the runtime rebuilds the schema model from.
_sheaf.register(
    _SCHEMA, Truck, "Truck", _sheaf.Kind.STRUCT,
    fields=(
        (1, "make", "string"),
        (2, "model", "string"),
        (3, "axles", "uint8", ("int", 2)),
        (4, "payloadTons", "float32"),
        (5, "trailer", "Truck?"),
    ),
    tag="Truck",
    conforms=("Vehicle",),
)
_sheaf.register(
    _SCHEMA, Bus, "Bus", _sheaf.Kind.CLASS,
    fields=(
        (1, "make", "string"),
        (2, "model", "string"),
        (3, "seats", "uint16"),
        (4, "routes", "[string]"),
        (5, "driver", "Employee?"),
    ),
    tag="bus.v2",
    conforms=("Vehicle",),
)
_sheaf.register(
    _SCHEMA, ElectricBike, "ElectricBike", _sheaf.Kind.CLASS,
    fields=(
        (1, "make", "string"),
        (2, "model", "string"),
        (20, "batteryKWh", "float64"),
        (21, "chargedAt", "timestamp?"),
        (3, "pedalAssistLevels", "uint8", ("int", 3)),
    ),
    tag="e-bike",
    conforms=("Vehicle", "Electric"),
)
_sheaf.register(
    _SCHEMA, Depot, "Depot", _sheaf.Kind.CLASS,
    fields=(
        (1, "city", "string"),
        (2, "vehicles", "[Vehicle]"),
        (3, "byRoute", "[string: [Vehicle]]"),
        (4, "chargers", "[Electric]"),
        (5, "queue", "Stack<Pair<int64, Vehicle>>"),
        (6, "neighbours", "[Depot]"),
    ),
)

# The schema file these classes were generated from, exactly as read.
_SOURCE_TEXT = (
    "# company-fleet.yaml — a second file of the `company` schema.\n"
    "#\n"
    "# Files with the same `schema:` name are one schema when given together (their\n"
    "# `version:` must agree), and every type name is visible from every file of the set:\n"
    "# the types below conform to Vehicle and Electric, declared in company.yaml, and\n"
    "# company.yaml's Stack and Pair are used here. Checked on its own this file reports\n"
    "# unknown types; check it with company.yaml (`sheaf check Schemas`).\n"
    "#\n"
    "# Shows: more family members — a struct with the default tag, classes with explicit\n"
    "# tags that are not identifiers (`bus.v2`, `e-bike`) — and a class that belongs to\n"
    "# both families.\n"
    "\n"
    "schema: company\n"
    "version: 3\n"
    "types:\n"
    "  Truck:\n"
    "    kind: struct\n"
    "    doc: Default tag — written as \"Truck\" for polymorphic values.\n"
    "    conforms: [Vehicle]\n"
    "    fields:\n"
    "      axles:        { id: 3, type: uint8, default: 2 }\n"
    "      payloadTons:  { id: 4, type: float32 }\n"
    "      trailer:      { id: 5, type: \"Truck?\", since: 2 }   # recursion through an optional\n"
    "\n"
    "  Bus:\n"
    "    kind: class\n"
    "    doc: A class member; two routes may share one Bus instance.\n"
    "    conforms: [Vehicle]\n"
    "    tag: bus.v2          # tags are [A-Za-z0-9_.-]+, not only identifiers\n"
    "    fields:\n"
    "      seats:   { id: 3, type: uint16 }\n"
    "      routes:  { id: 4, type: \"[string]\" }\n"
    "      driver:  { id: 5, type: \"Employee?\" }\n"
    "\n"
    "  ElectricBike:\n"
    "    kind: class\n"
    "    conforms: [Vehicle, Electric]   # model (2) comes from both protocols\n"
    "    tag: e-bike\n"
    "    fields:\n"
    "      pedalAssistLevels: { id: 3, type: uint8, default: 3 }\n"
    "\n"
    "  Depot:\n"
    "    kind: class\n"
    "    doc: Where the fleet sleeps. Buses are shared between depots and routes.\n"
    "    fields:\n"
    "      city:        { id: 1, type: string }\n"
    "      vehicles:    { id: 2, type: \"[Vehicle]\" }\n"
    "      byRoute:     { id: 3, type: \"[string: [Vehicle]]\" }\n"
    "      chargers:    { id: 4, type: \"[Electric]\" }\n"
    "      queue:       { id: 5, type: \"Stack<Pair<int64, Vehicle>>\" }\n"
    "      neighbours:  { id: 6, type: \"[Depot]\" }          # a cycle between classes is fine\n"
)
_sheaf.schema_file(_SCHEMA, __name__, "company-fleet.yaml", _SOURCE_TEXT)
