"""Writes the source that appends bare values inside an encode function: length prefixes,
varints, primitives, lists, maps, and calls to other types' functions (see `compiler.py`
for conventions); `encoder.py` builds whole functions on it."""

from __future__ import annotations

from sheaf.runtime.codecs import Codecs
from sheaf.runtime.decode_values import named
from sheaf.runtime.infos import TypeInfo
from sheaf.runtime.source import Source
from sheaf.schema.facts import PackKind, packing
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
)
from sheaf.wire.writer import varint_bytes


class ValueEncoder:
    """Emits the writing of one bare value."""

    def __init__(self, codecs: Codecs, src: Source) -> None:
        self.codecs = codecs
        self.src = src

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

    def check(self, t: TypeRef, x: str) -> None:
        """Checks the type of the value in local `x` against `t` (not an optional): one exact
        type test inline; the slow path (`checks.py`) accepts subclasses, widens an int for a
        float, and raises `WrongTypeError` for anything else. Payload enums and protocol
        values are checked by their own functions, which dispatch on the type anyway."""
        src = self.src
        if isinstance(t, PrimitiveRef):
            name = t.primitive.value
            if t.primitive.integer_range is not None:
                src.line(f"if type({x}) is not int: {x} = _cint({x}, {name!r})")
            elif name == "bool":
                src.line(f"if {x} is not True and {x} is not False: raise _wt({x}, 'a bool', 'bool')")
            elif name in ("float64", "float32"):
                src.line(f"if type({x}) is not float: {x} = _cfloat({x}, {name!r})")
            elif name in ("string", "url"):
                src.line(f"if type({x}) is not str: {x} = _cstr({x}, {name!r})")
            elif name == "bytes":
                src.line(f"if type({x}) is not bytes: {x} = _cbytes({x})")
            elif name == "uuid":
                src.line(f"if type({x}) is not _UUID: {x} = _cuuid({x})")
            else:
                src.line(f"if type({x}) is not _dt or {x}.tzinfo is None: {x} = _cts({x})")
        elif isinstance(t, ListRef):
            src.line(f"if type({x}) is not list: {x} = _clist({x}, {str(t)!r})")
        elif isinstance(t, MapRef):
            src.line(f"if type({x}) is not dict: {x} = _cdict({x}, {str(t)!r})")
        elif isinstance(t, NamedRef):
            info = self.codecs.schemas.info(t.name)
            if info.kind not in (DeclarationKind.PAYLOAD_ENUM, DeclarationKind.PROTOCOL):
                cls = self.codecs.const(info.cls)
                src.line(f"if type({x}) is not {cls}: {x} = _cinst({x}, {cls}, {str(t)!r})")

    def value(self, t: TypeRef, x: str, depth: str, checked: bool = False) -> None:
        """Appends the bare form of the value in local `x`, of type `t` (its type checked
        first, unless `checked` says the caller did)."""
        src = self.src
        if not checked and not isinstance(t, OptionalRef):
            self.check(t, x)
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
            if info.kind is DeclarationKind.RAW_ENUM:  # members' bytes precomputed; others by the function
                table = self.codecs.const({m: enum_bytes(info, m.value) for m in info.cls})
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
            low, high = integer_range(Primitive(name))
            with src.block(f"if not {low} <= {x} <= {high}"):
                src.line(f"raise _E('integerOverflow', None, f'{{{x}}} does not fit {name}')")
            z = src.fresh("z")
            src.line(f"{z} = ({x} << 1) ^ ({x} >> 63)")
            self.unsigned(z, None)
        elif name.startswith("uint"):
            self.unsigned(x, integer_range(Primitive(name))[1])
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
        text = repr(str(element))
        if packed is not None and packed.kind is PackKind.INT and isinstance(element, PrimitiveRef):
            low, high = integer_range(element.primitive)
            src.line(f"_wi(o, {x}, {packed.signed}, {low}, {high}, {text})")
        else:
            src.line(f"{n} = len({x})")
            self.unsigned(n, None)
            # Packed runs check their elements' types in one pass over the list (in C).
            if packed is not None and packed.kind is PackKind.FLOAT:
                src.line(f"if not set(map(type, {x})) <= _FLOAT: {x} = _cfls({x}, {text})")
                if packed.size == 8:
                    src.line(f"o += (_FP8.get({n}) or _fpk({n}))(*{x})")
                else:
                    src.line(f"_wfl(o, {x}, {packed.size})")
            elif packed is not None:
                src.line(f"if not set(map(type, {x})) <= _BOOL: raise _fb({x}, bool, 'a bool', {text})")
                src.line(f"o += bytes({x})")
            else:
                item = src.fresh("y")
                with src.block("try"), src.block(f"for {item} in {x}"):
                    self.value(element, item, inner)
                with src.block("except Exception as ex"):
                    src.line(f"raise _seg(ex, f'[{{_idx({x}, {item})}}]')")
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
            wanted = self.codecs.const(self.codecs.schemas.info(key.name).cls)
        else:
            wanted = {"string": "str", "url": "str", "bool": "bool", "uuid": "_UUID"}.get(str(key), "int")
        keys = src.fresh("ks")
        with src.block("try"):
            src.line(f"{keys} = sorted({x}{order})")
        with src.block("except (TypeError, AttributeError)"):  # keys of several types do not sort
            src.line(f"raise _badkey({x}, {wanted}, {str(key)!r})")
        with src.block("try"), src.block(f"for {k} in {keys}"):
            self.value(key, k, inner)
            item = src.fresh("y")
            src.line(f"{item} = {x}[{k}]")
            self.value(value, item, inner)
        with src.block("except Exception as ex"):
            src.line(f"raise _seg(ex, f'[{{_keytext({k})}}]')")
        self.close(start)


def enum_bytes(info: TypeInfo, value: object) -> bytes:
    """The bare form of a raw enum's value."""
    if isinstance(value, str):
        data = value.encode()
        return varint_bytes(len(data)) + data
    assert isinstance(value, int)
    raw = info.declaration.raw_type
    return varint_bytes((value << 1) ^ (value >> 63) if raw is not None and raw.is_signed else value)


def integer_range(primitive: Primitive | None) -> tuple[int, int]:
    """The inclusive range of an integer type."""
    found = primitive.integer_range if primitive is not None else None
    assert found is not None, primitive
    return found
