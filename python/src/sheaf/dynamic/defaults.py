"""Whether a value in the JSON form is a field's declared default, as the canonical
encoder decides what to leave out and the decoder what it would have left out."""

from __future__ import annotations

import base64
import struct
from typing import Any

from ..schema.model import DefaultValue, Primitive, PrimitiveRef, TypeRef
from .timestamps import timestamp_text

__all__ = ["equals_default", "is_float32"]


def is_float32(ref: TypeRef) -> bool:
    """Whether a (substituted) field type is float32, whose default compares as float32 bits."""
    return isinstance(ref, PrimitiveRef) and ref.primitive is Primitive.FLOAT32


def equals_default(value: Any, default: DefaultValue, float32: bool = False) -> bool:
    """Whether a decoded JSON-form value is the field's default (a float32 field's value and
    default compare as float32 bits)."""
    kind, raw = default.kind, default.value
    if kind in ("bool", "int", "string", "url", "uuid", "enumCase"):
        return type(value) is type(raw) and value == raw
    if kind == "float":
        assert isinstance(raw, float)
        layout = "<f" if float32 else "<d"
        return isinstance(value, float) and struct.pack(layout, value) == struct.pack(layout, raw)
    if kind == "options":
        return value == list(raw) if isinstance(raw, tuple) else False
    if kind == "timestamp":
        return isinstance(raw, int) and value == timestamp_text(raw)
    if kind == "bytes":
        return isinstance(raw, bytes) and value == base64.b64encode(raw).decode("ascii")
    if kind == "emptyList":
        return isinstance(value, list) and not value
    if kind == "emptyMap":
        return isinstance(value, dict) and not value
    return False  # null: an optional written as absent is kept as written
