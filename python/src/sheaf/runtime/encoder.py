"""Writes the source of one type's encode function (see `compiler.py` for conventions)."""

from __future__ import annotations

import struct
from typing import Any

from sheaf.runtime.codecs import Codecs
from sheaf.runtime.encode_values import ValueEncoder, integer_range
from sheaf.runtime.infos import TypeInfo, attribute
from sheaf.runtime.slow import float32_bytes
from sheaf.schema.facts import bare_primitive, field_is_required
from sheaf.schema.model import (
    DeclarationKind,
    Field,
    ListRef,
    MapRef,
    NamedRef,
    OptionalRef,
    Primitive,
    TypeRef,
    substitute,
)

K = DeclarationKind

#: When a field is left out of the bytes (`field_omission`): never (a required field), when
#: None (an optional), when empty (a list or map whose default is empty), when its float64 or
#: float32 bit pattern is its default's, when it is its default (a raw enum member, a bool),
#: or when it equals its default. The compiled encoders and the C accelerator's plans both
#: follow this one rule.
ALWAYS, UNLESS_NONE, UNLESS_EMPTY, UNLESS_F64, UNLESS_F32, UNLESS_SAME, UNLESS_EQUAL = range(7)


def field_omission(codecs: Codecs, info: TypeInfo, cls: type[Any], f: Field, t: TypeRef) -> tuple[int, Any]:
    """How the field `f` (of type `t`, bindings applied) of `cls` is left out when it holds its
    default, and that default: ``(ALWAYS, None)``, ``(UNLESS_NONE, None)``, …"""
    required = field_is_required(f, t, codecs.schemas.declarations)
    default: Any = None if required else codecs.field_default(info, cls, f, t)
    if isinstance(t, OptionalRef):
        return UNLESS_NONE, None
    if required:
        return ALWAYS, None
    if isinstance(t, (ListRef, MapRef)) and not default:
        return UNLESS_EMPTY, default
    if bare_primitive(t) is Primitive.FLOAT64:
        return UNLESS_F64, default
    if bare_primitive(t) is Primitive.FLOAT32:
        return UNLESS_F32, default
    if isinstance(default, bool) or (isinstance(t, NamedRef) and codecs.schemas.info(t.name).kind is K.RAW_ENUM):
        return UNLESS_SAME, default
    return UNLESS_EQUAL, default


class Encoder(ValueEncoder):
    """Emits `eN(o, v, d, c)` for a struct, class, payload enum, protocol or enum."""

    def function(self, name: str, info: TypeInfo, bindings: dict[str, TypeRef]) -> None:
        """Emits the function `name` writing one value of `info` with `bindings`."""
        src = self.src
        kind = None if info.is_opaque else info.kind  # an opaque member writes as a struct
        with src.block(f"def {name}(o, v, d, c)"):
            if kind is K.RAW_ENUM:
                self.raw_enum(info)
                return
            if kind is K.OPTIONS:
                src.line("x = int(v)")
                self.unsigned("x", integer_range(info.declaration.raw_type)[1])
                return
            src.line("if d == 0: raise _E('depthLimitExceeded', None, 'nesting exceeds the depth limit')")
            src.line("dd = d - 1")
            if kind is K.PROTOCOL:
                self.protocol(info)
                return
            if kind is K.CLASS:
                self.klass(info, bindings)
                return
            src.line("s = len(o)")
            if kind is K.PAYLOAD_ENUM:
                src.line("t = type(v)")
                keyword = "if"
                for case, case_cls in info.cases:
                    with src.block(f"{keyword} t is {self.codecs.const(case_cls)}"):
                        self.unsigned(str(case.id), None)
                        with src.block("try"):
                            self.fields(info, case_cls, case.fields, bindings)
                        with src.block("except Exception as ex"):  # the case's name is on the path
                            src.line(f"raise _seg(ex, {'.' + case.name!r})")
                    keyword = "elif"
                with src.block("else"):
                    src.line(f"raise _wt(v, 'a case of {info.name}', {info.name!r})")
            else:
                self.fields(info, info.cls, info.fields, bindings)
            self.close("s")

    def klass(self, info: TypeInfo, bindings: dict[str, TypeRef]) -> None:
        """A class value: its entry's number. At the instance's first meeting its entry is
        written right then, at the end of `o`, and cut out into its slot of the table."""
        src = self.src
        src.line("n = c.numbers.get(id(v))")
        with src.block("if n is None"):
            src.line("n = c.add(v)")
        self.unsigned("n", None)
        with src.block("if c.entries[n - 1] is None"):
            src.line("c.entries[n - 1] = b''")
            src.line("s = len(o)")
            self.fields(info, info.cls, info.fields, bindings)
            src.line("c.entries[n - 1] = bytes(o[s:])")
            src.line("del o[s:]")

    # Declarations

    def fields(self, info: TypeInfo, cls: type[Any], fields: tuple[Field, ...], bindings: dict[str, TypeRef]) -> None:
        """Appends the fields of `v`, known and unknown, in id order."""
        src = self.src
        src.line("u = v.sheaf_unknown_fields")
        # Kept bytes may hold numbers of their archive's tables (an opaque member's tag
        # too, even without kept fields): the write must use the same tables.
        src.line("_ko(u, c)" if info.is_opaque else "if u: _ko(u, c)")
        src.line("ui = 0")
        src.line("k = ''")
        with src.block("try"):
            for f in sorted(fields, key=lambda f: f.id):
                t = substitute(f.type, bindings)
                src.line(f"k = {f.name!r}")
                src.line(f"if u: ui = _wu(o, u, ui, {f.id})")
                self.field(info, cls, f, t)
            src.line(f"if u: _wu(o, u, ui, {1 << 30})")
        with src.block("except Exception as x"):
            src.line("raise _seg(x, '.' + k) if k else x")

    def field(self, info: TypeInfo, cls: type[Any], f: Field, t: TypeRef) -> None:
        src = self.src
        src.line(f"x = v.{attribute(f)}")
        kind = self.codecs.wire_kind(t)
        omit, default = field_omission(self.codecs, info, cls, f, t)
        # The type first: a value of the wrong type must not pass for the default (0 for
        # False, 2 for an option set's flag) and be left out unchecked.
        checked = omit != UNLESS_NONE  # an optional's value is checked when present
        if checked:
            self.check(t, "x")
        if omit == UNLESS_NONE:
            assert isinstance(t, OptionalRef)
            condition = "x is not None"
            t = t.wrapped
        elif omit == ALWAYS:
            condition = ""
        elif omit == UNLESS_EMPTY:
            condition = "x"
        elif omit in (UNLESS_F64, UNLESS_F32):
            pack, default_bytes = (
                ("_pd", struct.pack("<d", default)) if omit == UNLESS_F64 else ("_f32", float32_bytes(default))
            )
            src.line(f"t = {pack}(x)")
            with src.block(f"if t != {default_bytes!r}"):
                self.key(f, kind)
                src.line("o += t")
            return
        elif omit == UNLESS_SAME and isinstance(default, bool):
            condition = "x" if not default else "not x"
        elif omit == UNLESS_SAME:
            condition = f"x is not {self.codecs.const(default)}"
        else:
            condition = f"x != {self.codecs.const(default)}"
        if condition:
            with src.block(f"if {condition}"):
                self.key(f, kind)
                self.value(t, "x", "dd", checked=checked)
        else:
            self.key(f, kind)
            self.value(t, "x", "dd", checked=checked)

    def protocol(self, info: TypeInfo) -> None:
        """A protocol value: the member's tag number (added to the tag table on first
        use), then the member's bare form; an opaque member writes its kept tag."""
        src = self.src
        members = {}
        for member in self.codecs.schemas.members(info.name):
            members[member.cls] = (member.declaration.tag, self.codecs.function(NamedRef(member.name), decode=False))
        table = self.codecs.const({cls: tag for cls, (tag, _) in members.items()})
        src.line("t = type(v)")
        src.line(f"g = {table}.get(t)")
        with src.block("if g is None"):
            if info.opaque is not None:
                with src.block(f"if t is {self.codecs.const(info.opaque.cls)}"):
                    src.line("g = v.sheaf_tag")
            with src.block("if g is None"):
                src.line(f"raise _wt(v, 'a member of the {info.name} family', 'any {info.name}')")
        src.line("s = len(o)")
        src.line("n = c.tag_numbers.get(g) or c.tag(g)")
        self.unsigned("n", None)
        keyword = "if"
        for cls, (_, fn) in members.items():
            with src.block(f"{keyword} t is {self.codecs.const(cls)}"):
                src.line(f"{fn}(o, v, dd, c)")
            keyword = "elif"
        if info.opaque is not None:
            opaque = self.codecs.function(NamedRef(info.name), decode=False, opaque=True)
            with src.block("else" if members else "if True"):
                src.line(f"{opaque}(o, v, dd, c)")
        self.close("s")

    def raw_enum(self, info: TypeInfo) -> None:
        src = self.src
        src.line("x = v.value")
        raw = info.declaration.raw_type
        assert raw is not None
        self.primitive(raw.value, "x")
