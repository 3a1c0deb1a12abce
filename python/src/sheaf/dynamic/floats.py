"""Floats in the JSON form: the shortest text that reads back to the same bits, in the
type's own width, and ``"NaN"``, ``"Infinity"``, ``"-Infinity"``, ``"NaN(0x…)"``."""

from __future__ import annotations

import math
import struct

__all__ = ["float32_json", "float64_json"]

_QUIET_NAN64 = 0x7FF8000000000000
_QUIET_NAN32 = 0x7FC00000


def float64_json(bits: int) -> float | str:
    """A float64 bit pattern as its JSON-form value."""
    value = struct.unpack("<d", bits.to_bytes(8, "little"))[0]
    if math.isnan(value):
        return "NaN" if bits == _QUIET_NAN64 else f"NaN(0x{bits:016x})"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    return float(value)


def shortest_float32_text(value: float) -> str:
    """The shortest decimal (``%g`` style digits) that reads back as the same float32."""
    target = struct.pack("<f", value)
    for precision in range(1, 10):
        text = f"{value:.{precision}g}"
        try:
            if struct.pack("<f", float(text)) == target:
                return text
        except OverflowError:
            continue
    return repr(value)


def float32_json(bits: int) -> float | str:
    """A float32 bit pattern as its JSON-form value: a Python float whose shortest text is
    the float32's shortest text."""
    value = struct.unpack("<f", bits.to_bytes(4, "little"))[0]
    if math.isnan(value):
        return "NaN" if bits == _QUIET_NAN32 else f"NaN(0x{bits:08x})"
    if math.isinf(value):
        return "Infinity" if value > 0 else "-Infinity"
    return float(shortest_float32_text(value))
