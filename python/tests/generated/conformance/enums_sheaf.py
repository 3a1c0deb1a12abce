# DO NOT EDIT.
# Source: Conformance/schemas/enums.yaml
"""Generated classes of the schema 'enums', version 1."""

from __future__ import annotations

import dataclasses
import datetime
import typing
import uuid

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
    read_ = 1 << 0
    write_ = 1 << 1
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
    circle: typing.ClassVar[type[Form_circle]]
    rect: typing.ClassVar[type[Form_rect]]
    empty: typing.ClassVar[type[Form_empty]]


@dataclasses.dataclass(frozen=True, kw_only=True)
class Form_circle(Form):
    """The case circle of Form."""
    radius: float
    """Field 1, `float64`."""
    sheaf_unknown_fields: tuple[tuple[int, bytes], ...] = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class Form_rect(Form):
    """The case rect of Form."""
    w: float
    """Field 1, `float64`."""
    h: float = 1.0
    """Field 2, `float64`."""
    sheaf_unknown_fields: tuple[tuple[int, bytes], ...] = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


@dataclasses.dataclass(frozen=True, kw_only=True)
class Form_empty(Form):
    """The case empty of Form."""
    sheaf_unknown_fields: tuple[tuple[int, bytes], ...] = dataclasses.field(default=(), repr=False)
    """Fields this code does not know, kept as read and written back."""


Form.circle = Form_circle
Form.rect = Form_rect
Form.empty = Form_empty


@dataclasses.dataclass(kw_only=True)
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
    sheaf_unknown_fields: _sheaf.UnknownFields = dataclasses.field(default_factory=_sheaf.empty_list, repr=False)
    """Fields this code does not know, kept as read and written back."""


# What the runtime compiles each type's decoder and encoder from.
_sheaf.register(
    _SCHEMA, Color, "Color", "enum",
    raw="int32",
)
_sheaf.register(
    _SCHEMA, Level, "Level", "enum",
    raw="string",
    open=True,
)
_sheaf.register(
    _SCHEMA, Code, "Code", "enum",
    raw="uint8",
    open=True,
)
_sheaf.register(
    _SCHEMA, Form, "Form", "payload",
    cases=(
        (1, "circle", Form_circle,
            (
                (1, "radius", "float64"),
            ),
        ),
        (2, "rect", Form_rect,
            (
                (1, "w", "float64"),
                (2, "h", "float64"),
            ),
        ),
        (3, "empty", Form_empty,
            (),
        ),
    ),
)
_sheaf.register(
    _SCHEMA, Perm, "Perm", "options",
    raw="uint16",
)
_sheaf.register(
    _SCHEMA, Palette, "Palette", "struct",
    fields=(
        (1, "color", "Color"),
        (2, "level", "Level?"),
        (3, "code", "Code"),
        (4, "shape", "Form"),
        (5, "perm", "Perm"),
    ),
)
_sheaf.register(
    _SCHEMA, Wide, "Wide", "options",
    raw="uint64",
)
_sheaf.register(
    _SCHEMA, Extreme, "Extreme", "enum",
    raw="int64",
)
