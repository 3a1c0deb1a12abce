# DO NOT EDIT.
# Source: Conformance/schemas/defaults.yaml
"""Generated classes of the schema 'defaults', version 1."""

from __future__ import annotations

import dataclasses

from sheaf import runtime as _sheaf

_SCHEMA = _sheaf.schema(__name__, ("classes_sheaf", "collections_sheaf", "company_sheaf", "defaults_sheaf", "enums_sheaf", "families_sheaf", "generics_sheaf", "rules_sheaf", "scalars_sheaf", "structs_sheaf",), "defaults", 1, "5c9ef830e0239ac7")


class Size(_sheaf.RawEnum):
    """The enum Size of the schema 'defaults'."""
    small = 's'
    medium = 'm'
    large = 'l'


class Perms(_sheaf.Options):
    """The options Perms of the schema 'defaults'."""
    read = 1 << 0  # type: ignore[assignment, misc, unused-ignore]
    write = 1 << 1  # type: ignore[assignment, misc, unused-ignore]
    exec = 1 << 7


@dataclasses.dataclass(kw_only=True, slots=True)
class Settings(_sheaf.Struct):
    """The struct Settings of the schema 'defaults'."""
    name: str = ''
    """Field 1, `string`."""
    level: int = 18
    """Field 2, `int32`."""
    ratio: float = 0.5
    """Field 3, `float64`."""
    loud: bool = True
    """Field 4, `bool`."""
    tags: list[str] = dataclasses.field(default_factory=_sheaf.empty_list)
    """Field 5, `[string]`."""
    note: str | None = None
    """Field 6, `string?`."""
    size: Size = Size.medium
    """Field 7, `Size`."""
    perms: Perms = Perms.read
    """Field 8, `Perms`."""
    counts: dict[str, int] = dataclasses.field(default_factory=_sheaf.empty_dict)
    """Field 9, `[string: int32]`."""
    list: list[int] | None = None
    """Field 10, `[int8]?`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


# What the runtime rebuilds the schema model from.
_sheaf.register(
    _SCHEMA, Settings, "Settings", _sheaf.Kind.STRUCT,
    fields=(
        (1, "name", "string", ("string", "")),
        (2, "level", "int32", ("int", 18)),
        (3, "ratio", "float64", ("float", 0.5)),
        (4, "loud", "bool", ("bool", True)),
        (5, "tags", "[string]"),
        (6, "note", "string?"),
        (7, "size", "Size", ("enumCase", "medium")),
        (8, "perms", "Perms", ("options", ("read",))),
        (9, "counts", "[string: int32]"),
        (10, "list", "[int8]?"),
    ),
)
_sheaf.register(
    _SCHEMA, Size, "Size", _sheaf.Kind.RAW_ENUM,
    raw="string",
    raw_cases=(("small", "s"), ("medium", "m"), ("large", "l")),
)
_sheaf.register(
    _SCHEMA, Perms, "Perms", _sheaf.Kind.OPTIONS,
    raw="uint8",
    flags=(("read", 0), ("write", 1), ("exec", 7)),
)

# The schema file these classes were generated from, exactly as read.
_SOURCE_TEXT = (
    "# Fields with declared and natural defaults: a canonical writer omits them.\n"
    "schema: defaults\n"
    "version: 1\n"
    "types:\n"
    "  Settings:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      name:   { id: 1, type: string, default: \"\" }\n"
    "      level:  { id: 2, type: int32, default: 18 }\n"
    "      ratio:  { id: 3, type: float64, default: 0.5 }\n"
    "      loud:   { id: 4, type: bool, default: true }\n"
    "      tags:   { id: 5, type: \"[string]\" }\n"
    "      note:   { id: 6, type: \"string?\" }\n"
    "      size:   { id: 7, type: Size, default: medium }\n"
    "      perms:  { id: 8, type: Perms, default: [read] }\n"
    "      counts: { id: 9, type: \"[string: int32]\" }\n"
    "      list:   { id: 10, type: \"[int8]?\" }\n"
    "  Size:\n"
    "    kind: enum\n"
    "    raw: string\n"
    "    cases: { small: s, medium: m, large: l }\n"
    "  Perms:\n"
    "    kind: options\n"
    "    raw: uint8\n"
    "    flags: { read: 0, write: 1, exec: 7 }\n"
)
_sheaf.schema_file(_SCHEMA, __name__, "defaults.yaml", _SOURCE_TEXT)
