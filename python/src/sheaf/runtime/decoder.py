"""Writes the source of one type's decode function (see `compiler.py` for conventions)."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from sheaf.runtime.infos import Field, TypeInfo
from sheaf.runtime.source import Source
from sheaf.runtime.texpr import TExpr
from sheaf.schema.model import Primitive

if TYPE_CHECKING:
    from sheaf.runtime.compiler import Codecs


class Decoder:
    """Emits `dN(b, p, e, d, c)` for a struct, class, payload enum, protocol or enum."""

    def __init__(self, codecs: Codecs, src: Source) -> None:
        self.codecs = codecs
        self.src = src

    def function(self, name: str, info: TypeInfo, bindings: dict[str, TExpr]) -> None:
        """Emits the function `name` reading one value of `info` with `bindings`."""
        src = self.src
        with src.block(f"def {name}(b, p, e, d, c)"):
            if info.kind == "enum":
                self.raw_enum(info)
                return
            if info.kind == "options":
                self.options(info)
                return
            src.line("if d == 0: raise _E('depthLimitExceeded', p, 'nesting exceeds the depth limit')")
            src.line("dd = d - 1")
            if info.kind == "class":
                self.klass(info, bindings)
                return
            src.line("s0 = p")
            self.open_len("p", "e", "s", "r")
            src.line("p = s")
            if info.kind == "protocol":
                self.protocol(info)
            elif info.kind == "payload":
                self.payload(info, bindings)
            else:
                self.fields(info, info.cls, info.fields, bindings, "s0", frozen=False)
                src.line("return o, p")

    # Building blocks

    def open_len(self, at: str, end: str, start: str, stop: str) -> None:
        """Reads the length prefix at `at`: content in [`start`, `stop`)."""
        src = self.src
        with src.block(f"if {at} < {end} and (n := b[{at}]) < 128"):
            src.line(f"{start} = {at} + 1")
        with src.block(f"elif {at} + 1 < {end} and 0 < (m := b[{at} + 1]) < 128"):
            src.line(f"n = (n & 127) | (m << 7)")
            src.line(f"{start} = {at} + 2")
        with src.block("else"):
            src.line(f"n, {start} = _rv(b, {at}, {end})")
        with src.block(f"if n > {end} - {start}"):
            src.line(f"raise _E('lengthOutOfBounds', {at}, f'a length of {{n}} exceeds the bytes left')")
        src.line(f"{stop} = {start} + n")

    def varint(self, dst: str, end: str) -> None:
        """Reads a varint at `p` into `dst`: one and two bytes inline, longer ones by `_rv`."""
        src = self.src
        with src.block(f"if p < {end} and ({dst} := b[p]) < 128"):
            src.line("p += 1")
        with src.block(f"elif p + 1 < {end} and 0 < (m := b[p + 1]) < 128"):
            src.line(f"{dst} = ({dst} & 127) | (m << 7)")
            src.line("p += 2")
        with src.block("else"):
            src.line(f"{dst}, p = _rv(b, p, {end})")

    def value(self, t: TExpr, dst: str, end: str, depth: str) -> None:
        """Reads the bare form of `t` at `p` into `dst`."""
        src = self.src
        if t.kind == "prim":
            self.primitive(t.name, dst, end)
        elif t.kind == "opt":
            with src.block(f"if p >= {end}"):
                src.line("raise _E('truncated', p, 'the input ends at a presence byte')")
            flag = src.fresh("f")
            src.line(f"{flag} = b[p]")
            with src.block(f"if {flag} == 0"):
                src.line(f"{dst} = None")
                src.line("p += 1")
            with src.block(f"elif {flag} == 1"):
                src.line("p += 1")
                self.value(t.args[0], dst, end, depth)
            with src.block("else"):
                src.line(f"raise _E('invalidPresenceByte', p, f'a presence byte is {{{flag}}}')")
        elif t.kind == "list":
            self.list(t.args[0], dst, end, depth)
        elif t.kind == "map":
            self.map(t.args[0], t.args[1], dst, end, depth)
        else:
            info = self.codecs.schemas.info(t.name)
            if info.kind == "enum" and info.raw != "string":
                members = self.codecs.const(_wire_members(info))
                fn = self.codecs.function(t, decode=True)
                with src.block(f"if p < {end} and (n := b[p]) < 128 and ({dst} := {members}.get(n)) is not None"):
                    src.line("p += 1")
                with src.block("else"):
                    src.line(f"{dst}, p = {fn}(b, p, {end}, {depth}, c)")
            else:
                fn = self.codecs.function(t, decode=True)
                src.line(f"{dst}, p = {fn}(b, p, {end}, {depth}, c)")

    def primitive(self, name: str, dst: str, end: str) -> None:
        src = self.src
        if name in ("int8", "int16", "int32", "int64", "int"):
            low, high = _range(name)
            with src.block(f"if p < {end} and (n := b[p]) < 128"):
                src.line(f"{dst} = (n >> 1) ^ -(n & 1)")
                src.line("p += 1")
            if name != "int8":  # two bytes hold up to ±8192, within every wider type
                with src.block(f"elif p + 1 < {end} and 0 < (m := b[p + 1]) < 128"):
                    src.line("n = (n & 127) | (m << 7)")
                    src.line(f"{dst} = (n >> 1) ^ -(n & 1)")
                    src.line("p += 2")
            with src.block("else"):
                src.line(f"{dst}, p = _rs(b, p, {end}, {low}, {high})")
        elif name.startswith("uint"):
            high = _range(name)[1]
            with src.block(f"if p < {end} and ({dst} := b[p]) < 128"):
                src.line("p += 1")
            with src.block("else"):
                src.line(f"{dst}, p = _ru(b, p, {end}, {high})")
        elif name == "bool":
            with src.block(f"if p < {end} and (n := b[p]) < 2"):
                src.line(f"{dst} = n == 1")
                src.line("p += 1")
            with src.block("else"):
                src.line(f"{dst}, p = _rb(b, p, {end})")
        elif name in ("float64", "float32"):
            size, fn = (8, "_ud") if name == "float64" else (4, "_uf")
            with src.block(f"if {end} - p < {size}"):
                src.line("raise _E('truncated', p, 'the input ends inside a float')")
            src.line(f"{dst} = {fn}(b, p)[0]")
            if name == "float32":  # a host conversion would quiet a signalling NaN: keep its bits
                with src.block(f"if {dst} != {dst}"):
                    src.line(f"{dst} = _wf32(b, p)")
            src.line(f"p += {size}")
        elif name == "timestamp":
            at = src.fresh("t")
            src.line(f"{at} = p")
            self.primitive("int64", dst, end)
            src.line(f"{dst} = _ts({dst}, {at})")
        else:
            at, start, stop = src.fresh("a"), src.fresh("s"), src.fresh("r")
            src.line(f"{at} = p")
            self.open_len("p", end, start, stop)
            src.line(f"p = {stop}")
            if name == "bytes":
                src.line(f"{dst} = b[{start}:{stop}]")
            elif name == "uuid":
                with src.block(f"if {stop} - {start} != 16"):
                    src.line(f"raise _E('invalidUUID', {at}, 'a uuid is not 16 bytes long')")
                src.line(f"{dst} = _UUID(bytes=b[{start}:{stop}])")
            else:
                with src.block("try"):
                    src.line(f"{dst} = b[{start}:{stop}].decode()")
                with src.block("except UnicodeDecodeError"):
                    src.line(f"raise _E('invalidUTF8', {at}, 'a string is not well-formed UTF-8') from None")
                if name == "url":
                    with src.block(f"if not _urlok({dst})"):
                        src.line(f"raise _E('invalidURL', {at}, 'the text is not a URI reference')")

    def container(self, depth: str, end: str, count: str, start: str, stop: str) -> tuple[str, str]:
        """Opens a list or map: depth check, length, count. Returns the elements' depth."""
        src = self.src
        with src.block(f"if {depth} == 0"):
            src.line("raise _E('depthLimitExceeded', p, 'nesting exceeds the depth limit')")
        self.open_len("p", end, start, stop)
        src.line(f"p = {start}")
        at = src.fresh("ca")
        src.line(f"{at} = p")
        self.varint(count, stop)
        inner = src.fresh("dl")
        src.line(f"{inner} = {depth} - 1")
        return at, inner

    def list(self, element: TExpr, dst: str, end: str, depth: str) -> None:
        src = self.src
        count, start, stop = src.fresh("n"), src.fresh("s"), src.fresh("r")
        at, inner = self.container(depth, end, count, start, stop)
        packed = _packed(element)
        if packed is not None:
            kind, size, signed = packed
            with src.block(f"if {count} == 0"):
                with src.block(f"if p != {stop}"):
                    src.line("raise _E('lengthMismatch', p, 'bytes are left after the list')")
                src.line(f"{dst} = []")
            with src.block("else"):
                if kind == "float":
                    first = src.fresh("q")
                    src.line(f"{first} = p")
                    with src.block(f"if {count} * {size} == {stop} - p"):
                        src.line(f"{dst} = list((_FL{size}.get({count}) or _flk({count}, {size}))(b, p))")
                        src.line(f"p = {stop}")
                    with src.block("else"):
                        src.line(f"{dst}, p = _rfl(b, p, {stop}, {count}, {size}, {at})")
                    if size == 4:  # a host conversion would quiet a signalling NaN: keep its bits
                        item = src.fresh("y")
                        with src.block(f"if any({item} != {item} for {item} in {dst})"):
                            src.line(f"_nan32s(b, {first}, {dst})")
                elif kind == "bool":
                    src.line(f"{dst}, p = _rbs(b, p, {stop}, {count}, {at})")
                else:
                    src.line(f"{dst}, p = _ri(b, p, {stop}, {count}, {signed}, {size}, {at})")
            return
        with src.block(f"if {count} > {stop} - p"):
            src.line(f"raise _E('countOutOfBounds', {at}, f'{{{count}}} elements do not fit the bytes left')")
        src.line(f"{dst} = []")
        index, item = src.fresh("i"), src.fresh("v")
        with src.block("try"):
            with src.block(f"for {index} in range({count})"):
                self.value(element, item, stop, inner)
                src.line(f"{dst}.append({item})")
        with src.block("except Exception as x"):
            src.line(f"raise _seg(x, f'[{{{index}}}]')")
        with src.block(f"if p != {stop}"):
            src.line("raise _E('lengthMismatch', p, 'bytes are left after the list')")

    def map(self, key: TExpr, value: TExpr, dst: str, end: str, depth: str) -> None:
        src = self.src
        count, start, stop = src.fresh("n"), src.fresh("s"), src.fresh("r")
        at, inner = self.container(depth, end, count, start, stop)
        with src.block(f"if 2 * {count} > {stop} - p"):
            src.line(f"raise _E('countOutOfBounds', {at}, f'{{{count}}} entries do not fit the bytes left')")
        src.line(f"{dst} = {{}}")
        k, v, kat = src.fresh("k"), src.fresh("v"), src.fresh("ka")
        # Keys compare by their UTF-8 bytes, and canonically equivalent strings count as one
        # key: string keys are checked in NFD form. The whole entry is read before the key
        # is compared, so a bad value is reported rather than the repeated key.
        strings = key.kind == "prim" and key.name == "string"
        seen = src.fresh("seen")
        if strings:
            src.line(f"{seen}: set[str] = set()")
        src.line(f"{k} = None")
        with src.block("try"):
            with src.block(f"for _ in range({count})"):
                src.line(f"{k} = None")
                src.line(f"{kat} = p")
                self.value(key, k, stop, inner)
                self.value(value, v, stop, inner)
                identity = f"_nfd('NFD', {k})" if strings else k
                with src.block(f"if {identity} in {seen if strings else dst}"):
                    src.line(f"raise _E('duplicateMapKey', {kat}, 'a map key appears twice')")
                if strings:
                    src.line(f"{seen}.add({identity})")
                src.line(f"{dst}[{k}] = {v}")
        with src.block("except Exception as x"):
            src.line(f"raise x if {k} is None else _seg(x, '[' + _keytext({k}) + ']')")
        with src.block(f"if p != {stop}"):
            src.line("raise _E('lengthMismatch', p, 'bytes are left after the map')")

    # Declarations

    def fields(self, info: TypeInfo, cls: type[Any], fields: tuple[Field, ...], bindings: dict[str, TExpr],
               size_at: str, frozen: bool, target: str | None = None) -> None:
        """The field loop of a struct, class instance or payload case, ending at `r`.

        Builds `o` (or fills `target`, an instance created before its fields for classes).
        """
        src = self.src
        typed = [(f, f.type.substitute(bindings)) for f in fields]
        names = {f.id: f.name for f in fields}
        for i, _ in enumerate(typed):
            src.line(f"f{i} = _U")
        src.line("u = None")
        src.line("k = 0")
        with src.block("try"):
            with src.block("while p < r"):
                src.line("k = 0")
                src.line("ka = p")
                self.varint("k", "r")
                keyword = "if"
                for i, (f, t) in enumerate(typed):
                    kinds = [self.codecs.wire_kind(t)]
                    if t.kind in ("prim", "opt") and _stripped(t) == "float64":
                        kinds.append(5)
                    for kind in kinds:
                        with src.block(f"{keyword} k == {(f.id << 3) | kind}"):
                            with src.block(f"if f{i} is not _U"):
                                src.line(f"raise _E('duplicateField', ka, 'field {f.id} appears twice')")
                            if kind == 5 and _stripped(t) == "float64":
                                # float32 data in a float64 field (a widened field): the bits
                                # are widened exactly, so a NaN keeps its payload and quiet bit.
                                with src.block("if r - p < 4"):
                                    src.line("raise _E('truncated', p, 'the input ends inside a float')")
                                src.line(f"f{i} = _wf32(b, p)")
                                src.line("p += 4")
                            else:
                                self.value(t.args[0] if t.kind == "opt" else t, f"f{i}", "r", "dd")
                        keyword = "elif"
                known = self.codecs.const(names)
                if typed:
                    # A known field met again with another wire kind is repeated first of all.
                    for i, (f, _) in enumerate(typed):
                        with src.block(f"elif k >> 3 == {f.id} and f{i} is not _U and (k & 7) in (0, 1, 2, 5)"):
                            src.line(f"raise _E('duplicateField', ka, 'field {f.id} appears twice')")
                    with src.block("else"):
                        src.line(f"u, p = _other(b, ka, p, k, r, u, {known})")
                else:
                    src.line(f"u, p = _other(b, ka, p, k, r, u, {known})")
        with src.block("except Exception as x"):
            # A key of an undefined wire kind, and an unknown field's own problems, carry no
            # segment (a repeated unknown field has `.#id`).
            src.line(
                f"raise x if k == 0 or (k >> 3) not in {known} or (k & 7) not in (0, 1, 2, 5) "
                f"else _seg(x, '.' + {known}[k >> 3])"
            )
        values = []
        for i, (f, t) in enumerate(typed):
            default = self.codecs.field_default(info, cls, f, t)
            with src.block(f"if f{i} is _U"):
                if default is _required():
                    src.line(
                        f"raise _E('missingRequiredField', {size_at}, 'field {f.id} ({f.name}) is missing')"
                        f".prepend('.{f.name}')"
                    )
                elif isinstance(default, list) and not default:
                    src.line(f"f{i} = []")
                elif isinstance(default, dict) and not default:
                    src.line(f"f{i} = {{}}")
                else:
                    src.line(f"f{i} = {self.codecs.const(default)}")
            values.append(f"{f.attribute!r}: f{i}")
        if info.kind == "opaque":  # its tag came from the archive's tables: always keep the origin
            unknown = "_kept(u, c, False, True)"
        else:
            unknown = f"_kept(u, c, True) if u else ()" if frozen else "_kept(u, c, False) if u else []"
        values.append(f"'sheaf_unknown_fields': {unknown}")
        if bindings:
            values.append(f"'_sheaf_arguments': {self.codecs.const(tuple(str(bindings[p]) for p in info.params))}")
        if target is None:
            src.line(f"o = _new({self.codecs.const(cls)})")
            target = "o"
        src.line(f"{target}.__dict__.update({{{', '.join(values)}}})")

    def klass(self, info: TypeInfo, bindings: dict[str, TExpr]) -> None:
        """A class value: an entry's number. The first reference reads the entry (the
        instance is bound before its fields, so cycles find it); later ones get the same
        instance, which must be of the expected type."""
        src = self.src
        src.line("ra = p")
        self.varint("x", "e")
        src.line("bound = c.bound")
        with src.block("if x == 0 or x > len(bound)"):
            src.line("raise _E('danglingReference', ra, f'reference to entry {x}, but the instance table has entries 1…{len(bound)}')")
        src.line("o = bound[x - 1]")
        arguments = self.codecs.const(tuple(str(bindings[p]) for p in info.params)) if bindings else None
        with src.block("if o is not None"):
            check = f"type(o) is not {self.codecs.const(info.cls)}"
            if arguments:  # instances of one generic class with other arguments are other types
                check += f" or o.__dict__.get('_sheaf_arguments') != {arguments}"
            with src.block(f"if {check}"):
                src.line(f"raise _E('referenceTypeMismatch', ra, f'entry {{x}} holds another type, expected {info.name}')")
            src.line("return o, p")
        src.line(f"o = _new({self.codecs.const(info.cls)})")
        if bindings:
            src.line(f"o._sheaf_arguments = {arguments}")
        src.line("bound[x - 1] = o")
        src.line("q = p")
        src.line("s0, p, r = c.entries[x - 1]")
        self.fields(info, info.cls, info.fields, bindings, "s0", frozen=False, target="o")
        src.line("return o, q")

    def payload(self, info: TypeInfo, bindings: dict[str, TExpr]) -> None:
        src = self.src
        with src.block("if p >= r"):
            src.line("raise _E('truncated', p, 'a payload enum has no case id')")
        src.line("ia = p")
        self.varint("x", "r")
        keyword = "if"
        for case in info.cases:
            with src.block(f"{keyword} x == {case.id}"):
                with src.block("try"):
                    self.fields(info, case.cls, case.fields, bindings, "s0", frozen=True)
                with src.block("except Exception as x"):
                    src.line(f"raise _seg(x, {'.' + case.name!r})")
                src.line("return o, p")
            keyword = "elif"
        src.line("raise _E('unknownEnumCase', ia, f'case id {x} names no case')")

    def protocol(self, info: TypeInfo) -> None:
        """A protocol value: a tag number, then the member's bare form; a tag the family
        does not list reads as the family's opaque member."""
        src = self.src
        members = {}
        for member in self.codecs.schemas.members(info.name):
            members[member.tag] = self.codecs.function(TExpr("named", member.name), decode=True)
        src.line("ta = p")
        self.varint("t", "r")
        with src.block("if t == 0 or t > len(c.tags)"):
            src.line("raise _E('unknownFamilyTag', ta, f'tag number {t} is not in the tag table (tags 1…{len(c.tags)})')")
        src.line("g = c.tags[t - 1]")
        keyword = "if"
        for tag, fn in sorted(members.items()):
            with src.block(f"{keyword} g == {tag!r}"):
                src.line(f"o, p = {fn}(b, p, r, dd, c)")
            keyword = "elif"
        with src.block("else" if members else "if True"):
            if info.opaque is None:
                src.line("raise _E('unknownFamilyTag', ta, f'{g!r} is not a member of the family')")
            else:
                opaque = self.codecs.function(TExpr("named", info.name), decode=True, opaque=True)
                with src.block("if _isref(b, p, r)"):
                    src.line(
                        "raise _E('unknownFamilyTag', ta, f'{g!r} is not a member of the family, "
                        "and a class member cannot be kept opaque')"
                    )
                src.line(f"o, p = {opaque}(b, p, r, dd, c)")
                src.line("o.sheaf_tag = g")
        with src.block("if p != r"):
            src.line("raise _E('lengthMismatch', p, 'bytes follow the member')")
        src.line("return o, p")

    def raw_enum(self, info: TypeInfo) -> None:
        """A raw enum's slow path: any raw value, open enums' unknown ones included."""
        src = self.src
        src.line("a = p")
        if info.raw == "string":
            self.primitive("string", "v", "e")
        else:
            self.primitive(info.raw, "v", "e")
        cls = self.codecs.const(info.cls)
        members = self.codecs.const({m.value: m for m in info.cls})
        src.line(f"m = {members}.get(v)")
        with src.block("if m is None"):
            if info.open:
                src.line(f"m = {cls}(v)")
            else:
                src.line(f"raise _E('unknownEnumValue', a, f'{{v!r}} names no case of {info.name}')")
        src.line("return m, p")

    def options(self, info: TypeInfo) -> None:
        src = self.src
        src.line(f"v, p = _ru(b, p, e, {_range(info.raw)[1]})")
        src.line(f"return {self.codecs.const(info.cls)}(v), p")


def _wire_members(info: TypeInfo) -> dict[int, Any]:
    """A raw enum's members by the one-byte varint their raw value is written as."""
    signed = not info.raw.startswith("uint")
    table = {}
    for member in info.cls:
        value = member.value
        wire = ((value << 1) ^ (value >> 63)) if signed else value
        if 0 <= wire < 128:
            table[wire] = member
    return table


def _range(name: str) -> tuple[int, int]:
    """The inclusive range of an integer type."""
    found = Primitive(name).integer_range
    assert found is not None, name
    return found


def _required() -> Any:
    """What `Codecs.field_default` returns for a field without a default."""
    return dataclasses.MISSING


def _stripped(t: TExpr) -> str:
    while t.kind == "opt":
        t = t.args[0]
    return t.name if t.kind == "prim" else ""


def _packed(element: TExpr) -> tuple[str, int, bool] | None:
    """How a list of `element` is packed: (kind, element size, signed), or None."""
    if element.kind != "prim":
        return None
    name = element.name
    if name == "float64":
        return ("float", 8, False)
    if name == "float32":
        return ("float", 4, False)
    if name == "bool":
        return ("bool", 1, False)
    primitive = Primitive(name)
    if primitive.is_integer:
        return ("int", (primitive.bit_width or 64) // 8, primitive.is_signed)
    return None
