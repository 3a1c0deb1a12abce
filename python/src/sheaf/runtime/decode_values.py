"""Writes the source that reads bare values inside a decode function: length prefixes,
varints, primitives, lists, maps, and calls to other types' functions (see `compiler.py`
for conventions)."""

from __future__ import annotations

from typing import Any

from sheaf.runtime.codecs import Codecs
from sheaf.runtime.infos import TypeInfo
from sheaf.runtime.source import Source
from sheaf.schema.facts import PackKind, packing
from sheaf.schema.model import (
    DeclarationKind,
    ListRef,
    MapRef,
    NamedRef,
    OptionalRef,
    Primitive,
    PrimitiveRef,
    ProtocolRef,
    TypeRef,
)


class ValueDecoder:
    """Emits the reading of one bare value; `decoder.py` builds whole functions on it."""

    def __init__(self, codecs: Codecs, src: Source) -> None:
        self.codecs = codecs
        self.src = src

    def open_len(self, at: str, end: str, start: str, stop: str) -> None:
        """Reads the length prefix at `at`: content in [`start`, `stop`)."""
        src = self.src
        with src.block(f"if {at} < {end} and (n := b[{at}]) < 128"):
            src.line(f"{start} = {at} + 1")
        with src.block(f"elif {at} + 1 < {end} and 0 < (m := b[{at} + 1]) < 128"):
            src.line("n = (n & 127) | (m << 7)")
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

    def value(self, t: TypeRef, dst: str, end: str, depth: str) -> None:
        """Reads the bare form of `t` at `p` into `dst`."""
        src = self.src
        if isinstance(t, PrimitiveRef):
            self.primitive(t.primitive.value, dst, end)
        elif isinstance(t, OptionalRef):
            with src.block(f"if p >= {end}"):
                src.line("raise _E('truncated', p, 'the input ends at a presence byte')")
            flag = src.fresh("f")
            src.line(f"{flag} = b[p]")
            with src.block(f"if {flag} == 0"):
                src.line(f"{dst} = None")
                src.line("p += 1")
            with src.block(f"elif {flag} == 1"):
                src.line("p += 1")
                self.value(t.wrapped, dst, end, depth)
            with src.block("else"):
                src.line(f"raise _E('invalidPresenceByte', p, f'a presence byte is {{{flag}}}')")
        elif isinstance(t, ListRef):
            self.list(t.element, dst, end, depth)
        elif isinstance(t, MapRef):
            self.map(t.key, t.value, dst, end, depth)
        else:
            t = named(t)
            info = self.codecs.schemas.info(t.name)
            if info.kind is DeclarationKind.RAW_ENUM and info.declaration.raw_type is not Primitive.STRING:
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
        """Reads the primitive `name` at `p` into `dst`, range- and form-checked."""
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

    def list(self, element: TypeRef, dst: str, end: str, depth: str) -> None:
        """Reads a list of `element` at `p` into `dst` (packed for numbers and bools)."""
        src = self.src
        count, start, stop = src.fresh("n"), src.fresh("s"), src.fresh("r")
        at, inner = self.container(depth, end, count, start, stop)
        packed = packing(element)
        if packed is not None:
            size, signed = packed.size, packed.signed
            with src.block(f"if {count} == 0"):
                with src.block(f"if p != {stop}"):
                    src.line("raise _E('lengthMismatch', p, 'bytes are left after the list')")
                src.line(f"{dst} = []")
            with src.block("else"):
                if packed.kind is PackKind.FLOAT:
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
                elif packed.kind is PackKind.BOOL:
                    src.line(f"{dst}, p = _rbs(b, p, {stop}, {count}, {at})")
                else:
                    src.line(f"{dst}, p = _ri(b, p, {stop}, {count}, {signed}, {size}, {at})")
            return
        with src.block(f"if {count} > {stop} - p"):
            src.line(f"raise _E('countOutOfBounds', {at}, f'{{{count}}} elements do not fit the bytes left')")
        src.line(f"{dst} = []")
        index, item = src.fresh("i"), src.fresh("v")
        with src.block("try"), src.block(f"for {index} in range({count})"):
            self.value(element, item, stop, inner)
            src.line(f"{dst}.append({item})")
        with src.block("except Exception as x"):
            src.line(f"raise _seg(x, f'[{{{index}}}]')")
        with src.block(f"if p != {stop}"):
            src.line("raise _E('lengthMismatch', p, 'bytes are left after the list')")

    def map(self, key: TypeRef, value: TypeRef, dst: str, end: str, depth: str) -> None:
        """Reads a map at `p` into `dst`, rejecting a key that appears twice."""
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
        strings = key == PrimitiveRef(Primitive.STRING)
        seen = src.fresh("seen")
        if strings:
            src.line(f"{seen}: set[str] = set()")
        src.line(f"{k} = None")
        with src.block("try"), src.block(f"for _ in range({count})"):
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


def _wire_members(info: TypeInfo) -> dict[int, Any]:
    """A raw enum's members by the one-byte varint their raw value is written as."""
    raw = info.declaration.raw_type
    signed = raw is not None and raw.is_signed
    table = {}
    for member in info.cls:
        value = member.value
        wire = ((value << 1) ^ (value >> 63)) if signed else value
        if 0 <= wire < 128:
            table[wire] = member
    return table


def _range(name: str) -> tuple[int, int]:
    """The inclusive range of the integer type `name`."""
    found = Primitive(name).integer_range
    assert found is not None, name
    return found


def named(t: TypeRef) -> NamedRef:
    """A declared type (a family's too) as the codecs name their functions."""
    if isinstance(t, ProtocolRef):
        return NamedRef(t.name)
    assert isinstance(t, NamedRef), t  # generic parameters are bound before code is written
    return t
