"""The nodes of a column plan (see plan.py): their kinds (the C decoder's numbers), the
field tables of struct-like values, and the plan that holds them all."""

from __future__ import annotations

from dataclasses import dataclass, field

import pyarrow as pa  # type: ignore[import-untyped, import-not-found, unused-ignore]

from ..schema.model import Primitive, TypeRef

__all__ = ["CUT", "ENUM_TYPE", "Column", "FieldSlot", "Kind", "Plan", "primitive_column"]


class Kind:
    """Node kinds; the numbers are the C decoder's (python/csrc/columns.h)."""

    INT = 1  # a: width in bytes, b: signed
    BOOL = 2
    F32 = 3
    F64 = 4
    TIMESTAMP = 5
    STRING = 6  # b: 1 for url
    BYTES = 7
    UUID = 8  # 16 bytes → 36 characters of lowercase text
    OPTIONAL = 9  # a presence byte, then the child (no column of its own)
    LIST = 10  # a: 0 general layout, 1 packed ints, 2 packed floats, 3 packed bools
    MAP = 11
    STRUCT = 12
    ENUM = 13  # dictionary indices: the cases, then the unknown raw values met
    OPTIONS = 14  # a list of flag indices (child: DICT)
    PAYLOAD = 15
    PROTOCOL = 16
    CLASS = 17  # first child: $id
    ID = 18  # int64 values
    DICT = 19  # int32 dictionary indices given by the parent


#: A field whose type has no column (recursion cut a value type there).
CUT = -1


@dataclass
class FieldSlot:
    """One field of a struct-like value: where it goes and what it is when absent."""

    id: int
    kind: int  # the wire kind
    target: int  # the node index, or CUT
    action: int  # 0 required, 1 null, 2 the default bytes
    default: bytes = b""
    name: str = ""

    def as_tuple(self) -> tuple[int, int, int, int, bytes]:
        return (self.id, self.kind, self.target, self.action, self.default)


@dataclass
class Column:
    """A node of the plan: its kind, Arrow type, children and what its kind needs."""

    kind: int
    type: pa.DataType
    a: int = 0
    b: int = 0
    children: list[Column] = field(default_factory=list)
    names: list[str] = field(default_factory=list)  # struct-like: the children's names
    index: int = -1
    dictionary: list[str] = field(default_factory=list)  # ENUM/DICT: the fixed entries
    extra: tuple[object, ...] = ()  # what the C decoder needs beyond (kind, a, b, children)
    as_text: bool = False  # ENUM: delivered as plain strings (map keys)
    fields: list[FieldSlot] = field(default_factory=list)


@dataclass
class Plan:
    """Every node, root first, and the root's Arrow schema."""

    root: Column
    value: Column  # the node each record's root value is decoded into (root, or its "value")
    nodes: list[Column]
    schema: pa.Schema
    root_ref: TypeRef
    recursion: int

    def c_plan(self) -> tuple[object, ...]:
        """The tuples `sheaf._accel.Columns` is built from."""
        return tuple((n.kind, n.a, n.b, tuple(c.index for c in n.children), n.extra) for n in self.nodes)


_INTS = {
    Primitive.INT8: pa.int8(),
    Primitive.INT16: pa.int16(),
    Primitive.INT32: pa.int32(),
    Primitive.INT64: pa.int64(),
    Primitive.INT: pa.int64(),
    Primitive.UINT8: pa.uint8(),
    Primitive.UINT16: pa.uint16(),
    Primitive.UINT32: pa.uint32(),
    Primitive.UINT64: pa.uint64(),
    Primitive.UINT: pa.uint64(),
}
ENUM_TYPE = pa.dictionary(pa.int32(), pa.string())
_TIMESTAMP = pa.timestamp("us", tz="UTC")


def primitive_column(primitive: Primitive) -> Column:
    """The node of a primitive type."""
    if primitive in _INTS:
        return Column(Kind.INT, _INTS[primitive], a=(primitive.bit_width or 64) // 8, b=int(primitive.is_signed))
    simple = {
        Primitive.BOOL: (Kind.BOOL, pa.bool_(), 0),
        Primitive.FLOAT32: (Kind.F32, pa.float32(), 0),
        Primitive.FLOAT64: (Kind.F64, pa.float64(), 0),
        Primitive.TIMESTAMP: (Kind.TIMESTAMP, _TIMESTAMP, 0),
        Primitive.STRING: (Kind.STRING, pa.string(), 0),
        Primitive.URL: (Kind.STRING, pa.string(), 1),
        Primitive.BYTES: (Kind.BYTES, pa.binary(), 0),
        Primitive.UUID: (Kind.UUID, pa.string(), 0),
    }
    kind, arrow, b = simple[primitive]
    return Column(kind, arrow, b=b)
