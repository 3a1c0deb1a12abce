"""Seeded random values of generated classes, for round trips and Swift interop.

Values are built from what the runtime knows about each type (its registration), so
every type of a generated schema set can be exercised without hand-written fixtures.
"""

from __future__ import annotations

import datetime
import random
import uuid
from typing import Any

from sheaf.runtime.infos import SchemaSet, TypeInfo, attribute
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
    substitute,
)

_RANGES = {
    "int8": 7,
    "int16": 15,
    "int32": 31,
    "int64": 63,
    "int": 63,
    "uint8": 8,
    "uint16": 16,
    "uint32": 32,
    "uint64": 64,
    "uint": 64,
}
_EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)
#: Generic arguments used when a generic type is the root.
ARGUMENTS: tuple[TypeRef, ...] = (
    PrimitiveRef(Primitive.INT64),
    PrimitiveRef(Primitive.STRING),
    ListRef(PrimitiveRef(Primitive.FLOAT32)),
)


class RandomValues:
    """Random values of the types of one generated schema set."""

    def __init__(
        self, schemas: SchemaSet, seed: int, max_depth: int = 4, instants: tuple[int, int] = (-(10**15), 10**16)
    ) -> None:
        self.schemas = schemas
        self.random = random.Random(seed)
        self.max_depth = max_depth
        self.instants = instants  # the range of timestamps, in microseconds since 1970
        self.instances: dict[str, list[Any]] = {}

    def root(self, info: TypeInfo) -> tuple[Any, tuple[str, ...]]:
        """A random value of `info` and the type arguments it was built with."""
        args = ARGUMENTS[: len(info.params)]
        return self.value(NamedRef(info.name, args), 0), tuple(str(a) for a in args)

    def value(self, t: TypeRef, depth: int) -> Any:
        """A random value of the type expression `t`."""
        r = self.random
        deep = depth >= self.max_depth
        if isinstance(t, OptionalRef):
            return None if deep or r.random() < 0.3 else self.value(t.wrapped, depth)
        if isinstance(t, ListRef):
            return [] if deep else [self.value(t.element, depth + 1) for _ in range(r.randint(0, 3))]
        if isinstance(t, MapRef):
            if deep:
                return {}
            result = {}
            for _ in range(r.randint(0, 3)):
                result[self.value(t.key, depth + 1)] = self.value(t.value, depth + 1)
            return result
        if isinstance(t, PrimitiveRef):
            return self.primitive(t.primitive.value)
        assert isinstance(t, (NamedRef, ProtocolRef)), t
        return self.named(t if isinstance(t, NamedRef) else NamedRef(t.name), depth)

    def primitive(self, name: str) -> Any:
        r = self.random
        if name in _RANGES:
            bits = _RANGES[name]
            size = r.choice((3, 7, 14, bits))
            value = r.getrandbits(min(size, bits))
            return -value - 1 if not name.startswith("u") and r.random() < 0.5 else value
        if name == "bool":
            return r.random() < 0.5
        if name == "float64":
            return r.choice((0.0, -0.0, 1.5, r.uniform(-1e9, 1e9), float("inf"), 5e-324))
        if name == "float32":
            return r.choice((0.0, 0.5, -2.25, 1024.0, float("-inf")))
        if name == "string":
            return "".join(r.choice("ab é😀\u0000x") for _ in range(r.randint(0, 6)))
        if name == "bytes":
            return bytes(r.getrandbits(8) for _ in range(r.randint(0, 5)))
        if name == "uuid":
            return uuid.UUID(int=r.getrandbits(128))
        if name == "url":
            return r.choice(("https://example.com/a?b=c#d", "relative/path", "mailto:ann@example.com"))
        assert name == "timestamp"
        return _EPOCH + datetime.timedelta(microseconds=r.randint(*self.instants))

    def named(self, t: NamedRef, depth: int) -> Any:
        r = self.random
        info = self.schemas.info(t.name)
        bindings = dict(zip(info.params, t.arguments))
        if info.kind is DeclarationKind.RAW_ENUM:
            return r.choice(list(info.cls))
        if info.kind is DeclarationKind.OPTIONS:
            bits = [m.value for m in info.cls]
            value = 0
            for bit in bits:
                if r.random() < 0.5:
                    value |= bit
            return info.cls(value)
        if info.kind is DeclarationKind.PROTOCOL:
            members = self.schemas.members(info.name)
            return self.named(NamedRef(r.choice(members).name), depth)
        if info.kind is DeclarationKind.PAYLOAD_ENUM:
            case, case_cls = r.choice(info.cases)
            return case_cls(**self.fields(case.fields, bindings, depth))
        if info.kind is DeclarationKind.CLASS:
            pool = self.instances.setdefault(str(t), [])
            if pool and (depth >= self.max_depth or r.random() < 0.3):
                return r.choice(pool)  # a shared instance (possibly one still being built: a cycle)
            instance = info.cls.__new__(info.cls)
            pool.append(instance)
            instance.__init__(**self.fields(info.fields, bindings, depth))
            return instance
        return info.cls(**self.fields(info.fields, bindings, depth))

    def fields(self, fields: Any, bindings: dict[str, TypeRef], depth: int) -> dict[str, Any]:
        return {attribute(f): self.value(substitute(f.type, bindings), depth + 1) for f in fields}
