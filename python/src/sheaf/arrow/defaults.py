"""The bare wire form of a field's default: the C decoder reads it as if the field were
there, so an absent field gets its default through the same code as a present one."""

from __future__ import annotations

import struct
import uuid

from ..schema.model import Declaration, DefaultKind, DefaultValue, NamedRef, Primitive, PrimitiveRef, TypeRef
from ..wire.writer import varint_bytes, zigzag_encode

__all__ = ["default_bytes"]


def default_bytes(default: DefaultValue, ref: TypeRef, types: dict[str, Declaration]) -> bytes:
    """The bare wire form of a field's default, which the decoder reads as if it were there."""
    kind, value = default.kind, default.value
    if kind in (DefaultKind.EMPTY_LIST, DefaultKind.EMPTY_MAP):
        return b"\x01\x00"
    if kind is DefaultKind.BOOL:
        return b"\x01" if value else b"\x00"
    if kind is DefaultKind.FLOAT:
        assert isinstance(ref, PrimitiveRef) and isinstance(value, float)
        return struct.pack("<f" if ref.primitive is Primitive.FLOAT32 else "<d", value)
    if kind in (DefaultKind.STRING, DefaultKind.URL):
        data = str(value).encode()
        return varint_bytes(len(data)) + data
    if kind is DefaultKind.BYTES:
        assert isinstance(value, bytes)
        return varint_bytes(len(value)) + value
    if kind is DefaultKind.UUID:
        return b"\x10" + uuid.UUID(str(value)).bytes
    if kind is DefaultKind.TIMESTAMP:
        assert isinstance(value, int)
        return varint_bytes(zigzag_encode(value))
    if kind is DefaultKind.INT:
        assert isinstance(ref, PrimitiveRef) and isinstance(value, int)
        return varint_bytes(zigzag_encode(value) if ref.primitive.is_signed else value)
    assert isinstance(ref, NamedRef)
    declaration = types[ref.name]
    if kind is DefaultKind.ENUM_CASE:
        raw = next(c.raw_value for c in declaration.raw_cases if c.name == value)
        if isinstance(raw, str):
            data = raw.encode()
            return varint_bytes(len(data)) + data
        signed = declaration.raw_type is not None and declaration.raw_type.is_signed
        return varint_bytes(zigzag_encode(raw) if signed else raw)
    if kind is DefaultKind.OPTIONS:
        bits = {flag.name: flag.bit for flag in declaration.flags}
        assert isinstance(value, tuple)
        return varint_bytes(sum(1 << bits[name] for name in value))
    raise ValueError(f"no default bytes for {kind}")
