"""Writes the source of one type's encode function (see `compiler.py` for conventions)."""

from __future__ import annotations

import struct
from typing import TYPE_CHECKING, Any

from sheaf.runtime.decode_values import named
from sheaf.runtime.infos import TypeInfo, attribute
from sheaf.runtime.slow import float32_bytes
from sheaf.runtime.source import Source
from sheaf.schema.facts import PackKind, bare_primitive, field_is_required, packing
from sheaf.schema.model import (
    DeclarationKind,
    Field,
    ListRef,
    MapRef,
    NamedRef,
    OptionalRef,
    Primitive,
    PrimitiveRef,
    TypeRef,
    substitute,
)
from sheaf.wire.writer import varint_bytes

K = DeclarationKind

if TYPE_CHECKING:
    from sheaf.runtime.compiler import Codecs


class Encoder:
    """Emits `eN(o, v, d, c)` for a struct, class, payload enum, protocol or enum."""

    def __init__(self, codecs: Codecs, src: Source) -> None:
        self.codecs = codecs
        self.src = src

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
                self.unsigned("x", _range(info.declaration.raw_type)[1])
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
                        self.fields(info, case_cls, case.fields, bindings)
                    keyword = "elif"
                with src.block("else"):
                    src.line(f"raise TypeError(f'{{t.__name__}} is not a case of {info.name}')")
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

    # Building blocks

    def close(self, start: str) -> None:
        """Puts the length prefix in front of the LEN value that starts at `start`."""
        src = self.src
        n = src.fresh("n")
        src.line(f"{n} = len(o) - {start}")
        with src.block(f"if {n} < 128"):
            src.line(f"o.insert({start}, {n})")
        with src.block("else"):
            src.line(f"o[{start}:{start}] = _vb({n})")

    def unsigned(self, x: str, high: int | None) -> None:
        """Appends the varint of `x`, range-checked against `high` (None: no check)."""
        src = self.src
        if high is not None:
            with src.block(f"if not 0 <= {x} <= {high}"):
                src.line(f"raise _E('integerOverflow', None, f'{{{x}}} does not fit the field\\'s type')")
        with src.block(f"if {x} < 128"):
            src.line(f"o.append({x})")
        with src.block("else"):
            src.line(f"_wv(o, {x})")

    def key(self, field: Field, kind: int) -> None:
        key = varint_bytes((field.id << 3) | kind)
        if len(key) == 1:
            self.src.line(f"o.append({key[0]})")
        else:
            self.src.line(f"o += {key!r}")

    def value(self, t: TypeRef, x: str, depth: str) -> None:
        """Appends the bare form of the value in local `x`, of type `t`."""
        src = self.src
        if isinstance(t, PrimitiveRef):
            self.primitive(t.primitive.value, x)
        elif isinstance(t, OptionalRef):
            with src.block(f"if {x} is None"):
                src.line("o.append(0)")
            with src.block("else"):
                src.line("o.append(1)")
                self.value(t.wrapped, x, depth)
        elif isinstance(t, ListRef):
            self.list(t.element, x, depth)
        elif isinstance(t, MapRef):
            self.map(t.key, t.value, x, depth)
        else:
            t = named(t)
            fn = self.codecs.function(t, decode=False)
            info = self.codecs.schemas.info(t.name)
            if info.kind is K.RAW_ENUM:  # the members' bytes, precomputed; open enums' others by the function
                table = self.codecs.const({m: _enum_bytes(info, m.value) for m in info.cls})
                found = src.fresh("t")
                with src.block(f"if ({found} := {table}.get({x})) is not None"):
                    src.line(f"o += {found}")
                with src.block("else"):
                    src.line(f"{fn}(o, {x}, {depth}, c)")
            else:
                src.line(f"{fn}(o, {x}, {depth}, c)")

    def primitive(self, name: str, x: str) -> None:
        src = self.src
        if name in ("int8", "int16", "int32", "int64", "int"):
            low, high = _range(Primitive(name))
            with src.block(f"if not {low} <= {x} <= {high}"):
                src.line(f"raise _E('integerOverflow', None, f'{{{x}}} does not fit {name}')")
            z = src.fresh("z")
            src.line(f"{z} = ({x} << 1) ^ ({x} >> 63)")
            self.unsigned(z, None)
        elif name.startswith("uint"):
            self.unsigned(x, _range(Primitive(name))[1])
        elif name == "bool":
            src.line(f"o.append(1 if {x} else 0)")
        elif name == "float64":
            src.line(f"o += _pd({x})")
        elif name == "float32":
            src.line(f"o += _f32({x})")
        elif name == "timestamp":
            z = src.fresh("z")
            src.line(f"{z} = _us({x})")
            self.primitive("int64", z)
        else:
            t, n = src.fresh("t"), src.fresh("n")
            if name == "bytes":
                src.line(f"{t} = bytes({x})")
            elif name == "uuid":
                src.line(f"{t} = {x}.bytes")
            else:
                src.line(f"{t} = {x}.encode()")
                if name == "url":
                    with src.block(f"if not _urlok({x})"):
                        src.line(f"raise _E('invalidURL', None, f'{{{x}!r}} is not a URI reference')")
            src.line(f"{n} = len({t})")
            self.unsigned(n, None)
            src.line(f"o += {t}")

    def open_container(self, depth: str) -> tuple[str, str]:
        src = self.src
        with src.block(f"if {depth} == 0"):
            src.line("raise _E('depthLimitExceeded', None, 'nesting exceeds the depth limit')")
        start, inner = src.fresh("s"), src.fresh("dl")
        src.line(f"{start} = len(o)")
        src.line(f"{inner} = {depth} - 1")
        return start, inner

    def list(self, element: TypeRef, x: str, depth: str) -> None:
        src = self.src
        start, inner = self.open_container(depth)
        packed = packing(element)
        n = src.fresh("n")
        if packed is not None and packed.kind is PackKind.INT and isinstance(element, PrimitiveRef):
            low, high = _range(element.primitive)
            src.line(f"_wi(o, {x}, {packed.signed}, {low}, {high})")
        else:
            src.line(f"{n} = len({x})")
            self.unsigned(n, None)
            if packed is not None and packed.kind is PackKind.FLOAT and packed.size == 8:
                src.line(f"o += (_FP8.get({n}) or _fpk({n}))(*{x})")
            elif packed is not None and packed.kind is PackKind.FLOAT:
                src.line(f"_wfl(o, {x}, {packed.size})")
            elif packed is not None:
                src.line(f"o += bytes([1 if y else 0 for y in {x}])")
            else:
                item = src.fresh("y")
                with src.block(f"for {item} in {x}"):
                    self.value(element, item, inner)
        self.close(start)

    def map(self, key: TypeRef, value: TypeRef, x: str, depth: str) -> None:
        src = self.src
        start, inner = self.open_container(depth)
        n, k = src.fresh("n"), src.fresh("k")
        src.line(f"{n} = len({x})")
        self.unsigned(n, None)
        order = ""
        if isinstance(key, NamedRef):
            order = ", key=_rawkey"
            self.codecs.ns.setdefault("_rawkey", lambda m: m.value)
        with src.block(f"for {k} in sorted({x}{order})"):
            self.value(key, k, inner)
            item = src.fresh("y")
            src.line(f"{item} = {x}[{k}]")
            self.value(value, item, inner)
        self.close(start)

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
        required = field_is_required(f, t, self.codecs.schemas.declarations)
        default: Any = None if required else self.codecs.field_default(info, cls, f, t)
        if isinstance(t, OptionalRef):
            condition = "x is not None"
            t = t.wrapped
        elif required:
            condition = ""
        elif isinstance(t, (ListRef, MapRef)) and not default:
            condition = "x"
        elif bare_primitive(t) is Primitive.FLOAT64:
            src.line("t = _pd(x)")
            with src.block(f"if t != {struct.pack('<d', default)!r}"):
                self.key(f, kind)
                src.line("o += t")
            return
        elif bare_primitive(t) is Primitive.FLOAT32:
            src.line("t = _f32(x)")
            with src.block(f"if t != {float32_bytes(default)!r}"):
                self.key(f, kind)
                src.line("o += t")
            return
        elif isinstance(t, NamedRef) and self.codecs.schemas.info(t.name).kind is K.RAW_ENUM:
            condition = f"x is not {self.codecs.const(default)}"
        elif isinstance(default, bool):
            condition = "x" if not default else "not x"
        else:
            condition = f"x != {self.codecs.const(default)}"
        if condition:
            with src.block(f"if {condition}"):
                self.key(f, kind)
                self.value(t, "x", "dd")
        else:
            self.key(f, kind)
            self.value(t, "x", "dd")

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
                src.line(f"raise TypeError(f'{{t.__name__}} is not a member of the {info.name} family')")
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


def _enum_bytes(info: TypeInfo, value: object) -> bytes:
    """The bare form of a raw enum's value."""
    if isinstance(value, str):
        data = value.encode()
        return varint_bytes(len(data)) + data
    assert isinstance(value, int)
    raw = info.declaration.raw_type
    return varint_bytes((value << 1) ^ (value >> 63) if raw is not None and raw.is_signed else value)


def _range(primitive: Primitive | None) -> tuple[int, int]:
    """The inclusive range of an integer type."""
    found = primitive.integer_range if primitive is not None else None
    assert found is not None, primitive
    return found
