# DO NOT EDIT.
# Source: Conformance/schemas/classes.yaml
"""Generated classes of the schema 'classes', version 1."""

from __future__ import annotations

import dataclasses

from sheaf import runtime as _sheaf

_SCHEMA = _sheaf.schema(__name__, ("classes_sheaf", "collections_sheaf", "company_sheaf", "defaults_sheaf", "enums_sheaf", "families_sheaf", "generics_sheaf", "rules_sheaf", "scalars_sheaf", "structs_sheaf",), "classes", 1, "1d9b74688b9bab5d")


@dataclasses.dataclass(kw_only=True, eq=False, slots=True)
class Knot(_sheaf.Class):
    """The class Knot of the schema 'classes'."""
    label: str
    """Field 1, `string`."""
    children: list[Knot] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 2, `[Knot]`."""
    parent: Knot | None = None
    """Field 3, `Knot?`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, eq=False, slots=True)
class Badge(_sheaf.Class):
    """The class Badge of the schema 'classes'."""
    text: str
    """Field 1, `string`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(kw_only=True, slots=True)
class Holder(_sheaf.Struct):
    """The struct Holder of the schema 'classes'."""
    first: Knot | None = None
    """Field 1, `Knot?`."""
    second: Knot | None = None
    """Field 2, `Knot?`."""
    label: Badge | None = None
    """Field 3, `Badge?`."""
    nodes: list[Knot] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 4, `[Knot]`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


# What the runtime rebuilds the schema model from.
_sheaf.register(
    _SCHEMA, Knot, "Knot", _sheaf.Kind.CLASS,
    fields=(
        (1, "label", "string"),
        (2, "children", "[Knot]"),
        (3, "parent", "Knot?"),
    ),
)
_sheaf.register(
    _SCHEMA, Badge, "Badge", _sheaf.Kind.CLASS,
    fields=(
        (1, "text", "string"),
    ),
)
_sheaf.register(
    _SCHEMA, Holder, "Holder", _sheaf.Kind.STRUCT,
    fields=(
        (1, "first", "Knot?"),
        (2, "second", "Knot?"),
        (3, "label", "Badge?"),
        (4, "nodes", "[Knot]"),
    ),
)

# The schema file these classes were generated from, exactly as read.
_SOURCE_TEXT = (
    "# Classes: shared instances, cycles, references.\n"
    "schema: classes\n"
    "version: 1\n"
    "types:\n"
    "  Knot:\n"
    "    kind: class\n"
    "    fields:\n"
    "      label:    { id: 1, type: string }\n"
    "      children: { id: 2, type: \"[Knot]\" }\n"
    "      parent:   { id: 3, type: \"Knot?\" }\n"
    "  Badge:\n"
    "    kind: class\n"
    "    fields:\n"
    "      text: { id: 1, type: string }\n"
    "  Holder:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      first:  { id: 1, type: \"Knot?\" }\n"
    "      second: { id: 2, type: \"Knot?\" }\n"
    "      label:  { id: 3, type: \"Badge?\" }\n"
    "      nodes:  { id: 4, type: \"[Knot]\" }\n"
)
_sheaf.schema_file(_SCHEMA, __name__, "classes.yaml", _SOURCE_TEXT)
