"""`Writer`: the low-level canonical encoder, shared by the dynamic encoder and generated
classes. It appends to one ``bytearray``.

Small API:

- ``varint(v)``, ``zigzag(v)``, ``key(field_id, kind)``: varints, minimal by construction.
- ``float64(x)``, ``float32(x)``, ``float32_bits(b)``, ``float64_bits(b)``: fixed items.
- ``string(s)``, ``blob(b)``: LEN scalars.
- ``begin() -> mark`` / ``finish(mark)``: a nested LEN value: write its content after
  ``begin``; ``finish`` inserts the length prefix in front of it. ``begin`` counts one
  depth level and enforces the same limit as reading.
- ``packed_ints(values, signed)``, ``packed_floats(values, width)``,
  ``packed_bools(values)``: packed list bodies (after the count); integers at the minimal
  fixed width or as varints, whichever is strictly smaller.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Sequence

from .errors import ArchiveError
from .reader import DEFAULT_MAX_DEPTH

__all__ = ["Writer", "packed_width", "round_float32", "varint_bytes", "varints_size", "zigzag_encode"]

_pack_d = struct.Struct("<d").pack
_pack_f = struct.Struct("<f").pack
_SIGNED_CODES = {1: "b", 2: "h", 4: "i", 8: "q"}
_UNSIGNED_CODES = {1: "B", 2: "H", 4: "I", 8: "Q"}
_SMALL = [bytes([n]) for n in range(128)]


def round_float32(value: float) -> float:
    """``value`` rounded to the nearest float32 (infinite when out of range)."""
    try:
        return float(struct.unpack("<f", _pack_f(value))[0])
    except OverflowError:
        return math.copysign(math.inf, value)


def varint_bytes(value: int) -> bytes:
    """The minimal LEB128 bytes of an unsigned 64-bit value."""
    if value < 0x80:
        return _SMALL[value]
    out = bytearray()
    while value >= 0x80:
        out.append((value & 0x7F) | 0x80)
        value >>= 7
    out.append(value)
    return bytes(out)


def zigzag_encode(value: int) -> int:
    """Maps a signed 64-bit value to unsigned: 0→0, -1→1, 1→2, -2→3."""
    return (value << 1) ^ (value >> 63) if value >= 0 else ((value << 1) ^ (value >> 63)) & 0xFFFFFFFFFFFFFFFF


def packed_width(values: Sequence[int], signed: bool) -> int:
    """The smallest of 1, 2, 4, 8 bytes that holds every value of a non-empty list."""
    low, high = min(values), max(values)
    if signed:
        return (
            1
            if low >= -128 and high <= 127
            else 2
            if low >= -32768 and high <= 32767
            else (4 if low >= -(2**31) and high < 2**31 else 8)
        )
    return 1 if high < 0x100 else 2 if high < 0x10000 else 4 if high < 2**32 else 8


def varints_size(values: Sequence[int]) -> int:
    """The bytes the minimal varints of these unsigned values take together."""
    return sum((value.bit_length() + 6) // 7 or 1 for value in values)


class Writer:
    """Appends canonical encodings to ``buffer``."""

    __slots__ = ("buffer", "depth", "max_depth")

    def __init__(self, max_depth: int = DEFAULT_MAX_DEPTH) -> None:
        self.buffer = bytearray()
        self.depth = 0
        self.max_depth = max(1, max_depth)

    def varint(self, value: int) -> None:
        """An unsigned varint."""
        if value < 0x80:
            self.buffer.append(value)
        else:
            self.buffer += varint_bytes(value)

    def zigzag(self, value: int) -> None:
        """A signed value, zig-zag encoded."""
        self.varint(zigzag_encode(value))

    def key(self, field_id: int, kind: int) -> None:
        """A field key."""
        self.varint(field_id << 3 | kind)

    def float64(self, value: float) -> None:
        """8 bytes LE."""
        self.buffer += _pack_d(value)

    def float32(self, value: float) -> None:
        """4 bytes LE (the value rounded to float32)."""
        self.buffer += _pack_f(value)

    def float64_bits(self, bits: int) -> None:
        """An exact 8-byte pattern."""
        self.buffer += bits.to_bytes(8, "little")

    def float32_bits(self, bits: int) -> None:
        """An exact 4-byte pattern."""
        self.buffer += bits.to_bytes(4, "little")

    def string(self, text: str) -> None:
        """Length and UTF-8 bytes."""
        data = text.encode("utf-8")
        self.varint(len(data))
        self.buffer += data

    def blob(self, data: bytes) -> None:
        """Length and bytes."""
        self.varint(len(data))
        self.buffer += data

    def raw(self, data: bytes) -> None:
        """Bytes as they are (preserved unknown fields)."""
        self.buffer += data

    def check_depth(self) -> None:
        """Raises ``depthLimitExceeded`` when one more level would pass the limit (checked
        where the reader will check it: at every LEN value and class value)."""
        if self.depth >= self.max_depth:
            raise ArchiveError(
                "depthLimitExceeded", None, f"value nests deeper than the limit of {self.max_depth} levels"
            )

    def begin(self) -> int:
        """Starts a nested LEN value; returns the mark for `finish`."""
        self.check_depth()
        self.depth += 1
        return len(self.buffer)

    def finish(self, mark: int) -> None:
        """Ends the nested value started at ``mark`` by inserting its length prefix."""
        self.depth -= 1
        n = len(self.buffer) - mark
        if n < 0x80:
            self.buffer.insert(mark, n)
        else:
            self.buffer[mark:mark] = varint_bytes(n)

    def packed_ints(self, values: Sequence[int], signed: bool) -> None:
        """The layout byte and the values: varints (layout 0, zig-zag when signed) when they
        take strictly fewer bytes than the smallest fixed width that holds every value,
        else that width (ties keep the fixed width, which reads in bulk)."""
        if not values:
            return
        width = packed_width(values, signed)
        if width > 1:
            wire = [zigzag_encode(v) for v in values] if signed else values
            if varints_size(wire) < len(values) * width:
                self.buffer.append(0)
                for value in wire:
                    self.varint(value)
                return
        code = (_SIGNED_CODES if signed else _UNSIGNED_CODES)[width]
        self.buffer.append(width)
        self.buffer += struct.pack(f"<{len(values)}{code}", *values)

    def packed_floats(self, values: Sequence[float], width: int) -> None:
        """The values' bit patterns back to back, 4 or 8 bytes each."""
        self.buffer += struct.pack(f"<{len(values)}{'d' if width == 8 else 'f'}", *values)

    def packed_bools(self, values: Sequence[bool]) -> None:
        """One byte per value."""
        self.buffer += bytes(1 if v else 0 for v in values)

    def getvalue(self) -> bytes:
        """The bytes written so far."""
        return bytes(self.buffer)
