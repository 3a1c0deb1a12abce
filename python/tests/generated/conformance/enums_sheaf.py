# DO NOT EDIT.
# Source: Conformance/schemas/enums.yaml
"""Generated classes of the schema 'enums', version 1."""

from __future__ import annotations

import dataclasses
import typing

from sheaf import runtime as _sheaf

_SCHEMA = _sheaf.schema(__name__, ("classes_sheaf", "collections_sheaf", "company_sheaf", "defaults_sheaf", "enums_sheaf", "families_sheaf", "generics_sheaf", "rules_sheaf", "scalars_sheaf", "structs_sheaf",), "enums", 1, "c94983da1e507571")


class Color(_sheaf.RawEnum):
    """The enum Color of the schema 'enums'."""
    red = 0
    green = 1
    blue = 2
    black = -1


class Level(_sheaf.OpenEnum):
    """The enum Level of the schema 'enums'."""
    low = 'lo'
    high = 'hi'
    off = ''


class Code(_sheaf.OpenEnum):
    """The enum Code of the schema 'enums'."""
    ok = 0
    fail = 255


class Perm(_sheaf.Options):
    """The options Perm of the schema 'enums'."""
    read = 1 << 0  # type: ignore[assignment, misc, unused-ignore]
    write = 1 << 1  # type: ignore[assignment, misc, unused-ignore]
    admin = 1 << 15


class Wide(_sheaf.Options):
    """The options Wide of the schema 'enums'."""
    low = 1 << 0
    top = 1 << 63


class Extreme(_sheaf.RawEnum):
    """The enum Extreme of the schema 'enums'."""
    min = -9223372036854775808
    zero = 0
    max = 9223372036854775807


class Form(_sheaf.PayloadEnum):
    """The enum Form of the schema 'enums'."""
    __slots__ = ()
    circle: typing.ClassVar[type[Form_circle]]
    rect: typing.ClassVar[type[Form_rect]]
    empty: typing.ClassVar[type[Form_empty]]


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class Form_circle(Form):
    """The case circle of Form."""
    radius: float
    """Field 1, `float64`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class Form_rect(Form):
    """The case rect of Form."""
    w: float
    """Field 1, `float64`."""
    h: float = 1.0
    """Field 2, `float64`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True, slots=True)
class Form_empty(Form):
    """The case empty of Form."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


Form.circle = Form_circle
Form.rect = Form_rect
Form.empty = Form_empty


@dataclasses.dataclass(kw_only=True, slots=True)
class Palette(_sheaf.Struct):
    """The struct Palette of the schema 'enums'."""
    color: Color
    """Field 1, `Color`."""
    level: Level | None = None
    """Field 2, `Level?`."""
    code: Code = Code.ok
    """Field 3, `Code`."""
    shape: Form
    """Field 4, `Form`."""
    perm: Perm = Perm(0)
    """Field 5, `Perm`."""
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


# What the runtime rebuilds the schema model from.
_sheaf.register(
    _SCHEMA, Color, "Color", _sheaf.Kind.RAW_ENUM,
    raw="int32",
    raw_cases=(("red", 0), ("green", 1), ("blue", 2), ("black", -1)),
)
_sheaf.register(
    _SCHEMA, Level, "Level", _sheaf.Kind.RAW_ENUM,
    raw="string",
    open=True,
    raw_cases=(("low", "lo"), ("high", "hi"), ("off", "")),
)
_sheaf.register(
    _SCHEMA, Code, "Code", _sheaf.Kind.RAW_ENUM,
    raw="uint8",
    open=True,
    raw_cases=(("ok", 0), ("fail", 255)),
)
_sheaf.register(
    _SCHEMA, Form, "Form", _sheaf.Kind.PAYLOAD_ENUM,
    cases=(
        (1, "circle", Form_circle,
            (
                (1, "radius", "float64"),
            ),
        ),
        (2, "rect", Form_rect,
            (
                (1, "w", "float64"),
                (2, "h", "float64", ("float", 1.0)),
            ),
        ),
        (3, "empty", Form_empty,
            (),
        ),
    ),
)
_sheaf.register(
    _SCHEMA, Perm, "Perm", _sheaf.Kind.OPTIONS,
    raw="uint16",
    flags=(("read", 0), ("write", 1), ("admin", 15)),
)
_sheaf.register(
    _SCHEMA, Palette, "Palette", _sheaf.Kind.STRUCT,
    fields=(
        (1, "color", "Color"),
        (2, "level", "Level?"),
        (3, "code", "Code", ("enumCase", "ok")),
        (4, "shape", "Form"),
        (5, "perm", "Perm"),
    ),
)
_sheaf.register(
    _SCHEMA, Wide, "Wide", _sheaf.Kind.OPTIONS,
    raw="uint64",
    flags=(("low", 0), ("top", 63)),
)
_sheaf.register(
    _SCHEMA, Extreme, "Extreme", _sheaf.Kind.RAW_ENUM,
    raw="int64",
    raw_cases=(("min", -9223372036854775808), ("zero", 0), ("max", 9223372036854775807)),
)

# The schema file these classes were generated from, exactly as read.
_SOURCE_TEXT = (
    "# Raw enums (integer and string, open and closed), a payload enum and an option set.\n"
    "schema: enums\n"
    "version: 1\n"
    "types:\n"
    "  Color:\n"
    "    kind: enum\n"
    "    raw: int32\n"
    "    cases: { red: 0, green: 1, blue: 2, black: -1 }\n"
    "  Level:\n"
    "    kind: enum\n"
    "    raw: string\n"
    "    open: true\n"
    "    cases: { low: lo, high: hi, \"off\": \"\" }\n"
    "  Code:\n"
    "    kind: enum\n"
    "    raw: uint8\n"
    "    open: true\n"
    "    cases: { ok: 0, fail: 255 }\n"
    "  Form:\n"
    "    kind: enum\n"
    "    cases:\n"
    "      circle: { id: 1, fields: { radius: { id: 1, type: float64 } } }\n"
    "      rect:   { id: 2, fields: { w: { id: 1, type: float64 }, h: { id: 2, type: float64, default: 1.0 } } }\n"
    "      empty:  { id: 3 }\n"
    "  Perm:\n"
    "    kind: options\n"
    "    raw: uint16\n"
    "    flags: { read: 0, write: 1, admin: 15 }\n"
    "  Palette:\n"
    "    kind: struct\n"
    "    fields:\n"
    "      color: { id: 1, type: Color }\n"
    "      level: { id: 2, type: \"Level?\" }\n"
    "      code:  { id: 3, type: Code, default: ok }\n"
    "      shape: { id: 4, type: Form }\n"
    "      perm:  { id: 5, type: Perm }\n"
    "  Wide:\n"
    "    kind: options\n"
    "    raw: uint64\n"
    "    flags: { low: 0, top: 63 }\n"
    "  Extreme:\n"
    "    kind: enum\n"
    "    raw: int64\n"
    "    cases: { min: -9223372036854775808, zero: 0, max: 9223372036854775807 }\n"
)
_sheaf.schema_file(_SCHEMA, __name__, "enums.yaml", _SOURCE_TEXT)
