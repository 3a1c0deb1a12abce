"""`Reader`: the low-level cursor over archive bytes, shared by the dynamic decoder and
generated classes.

Every read checks against ``end``, the end of the innermost enclosing LEN value (or of the
body), so a value can never run into its neighbour, and raises `ArchiveError` with the
format's code at the offset the format names. Nothing is allocated before its size has
been checked against the bytes left.

Small API (all offsets absolute, ``pos`` is the next byte to read):

- ``varint()``, ``zigzag()``: an unsigned / zig-zag signed varint (minimal encoding only).
- ``key() -> (field_id, kind)``: a field key, checked for kind and id range.
- ``float64()``, ``float32()``, ``bool_()``, ``presence()``: fixed-size items.
- ``string()``, ``blob()``, ``uuid_bytes()``: LEN scalars (UTF-8 is validated).
- ``enter(what) -> saved_end`` / ``leave(saved_end)``: a nested LEN value (one depth
  level, checked before its length is read); ``leave`` requires the content used up.
- ``count(min_size)``: an element count, checked against the bytes left.
- ``packed_ints(count, signed, max_width)``, ``packed_floats(count, width)``,
  ``packed_bools(count)``: packed list bodies (integers: layout byte, then fixed-width
  values read in bulk or varints).
- ``skip(kind)``: steps over one field value by its wire kind.
"""

from __future__ import annotations

import struct

from .errors import ArchiveError
from .packed import Buffer, PackedLists

__all__ = ["DEFAULT_MAX_DEPTH", "I32", "I64", "LEN", "MAX_FIELD_ID", "VARINT", "Buffer", "Reader"]

VARINT, I64, LEN, I32 = 0, 1, 2, 5
MAX_FIELD_ID = (1 << 29) - 1
DEFAULT_MAX_DEPTH = 100
_KNOWN_KINDS = (True, True, True, False, False, True, False, False)

_unpack_d = struct.Struct("<d").unpack_from
_unpack_f = struct.Struct("<f").unpack_from


class Reader(PackedLists):
    """A bounded cursor over ``data[pos:end]`` with a nesting depth counter."""

    __slots__ = ("data", "depth", "end", "input_end", "max_depth", "pos")

    def __init__(self, data: Buffer, pos: int = 0, end: int | None = None, max_depth: int = DEFAULT_MAX_DEPTH) -> None:
        self.data = bytes(data) if not isinstance(data, bytes) else data
        self.pos = pos
        self.end = len(self.data) if end is None else end
        self.input_end = self.end
        self.depth = 0
        self.max_depth = max(1, max_depth)

    def truncated(self, at: int, needed: int, what: str) -> ArchiveError:
        """``truncated`` at ``at``: ``what`` needs more bytes than the value or input holds."""
        where = "the input" if self.end == self.input_end else "the enclosing value"
        plural = "" if needed == 1 else "s"
        return ArchiveError(
            "truncated", at, f"{what} needs {needed} byte{plural}, {where} has {max(0, self.end - at)} left"
        )

    # Varints

    def varint(self) -> int:
        """An unsigned varint of at most 64 bits, minimally encoded."""
        data, pos, end = self.data, self.pos, self.end
        if pos < end:
            byte = data[pos]
            if byte < 0x80:
                self.pos = pos + 1
                return byte
        start = pos
        result = 0
        shift = 0
        while True:
            if pos >= end:
                raise self.truncated(start, min(pos - start + 1, 10), "varint")
            byte = data[pos]
            pos += 1
            if shift == 63:
                if byte > 1:
                    raise ArchiveError(
                        "oversizedVarint",
                        start,
                        f"varint is longer than 10 bytes or exceeds 64 bits (10th byte 0x{byte:02x})",
                    )
                if byte == 0:
                    raise ArchiveError("overlongVarint", start, "varint is not minimally encoded (ends with 0x00)")
                self.pos = pos
                return result | (1 << 63)
            result |= (byte & 0x7F) << shift
            if byte < 0x80:
                if byte == 0 and shift:
                    raise ArchiveError("overlongVarint", start, "varint is not minimally encoded (ends with 0x00)")
                self.pos = pos
                return result
            shift += 7

    def zigzag(self) -> int:
        """A zig-zag encoded signed varint."""
        value = self.varint()
        return (value >> 1) ^ -(value & 1)

    def key(self) -> tuple[int, int]:
        """A field key: (field id, wire kind)."""
        start = self.pos
        value = self.varint()
        kind = value & 7
        if not _KNOWN_KINDS[kind]:
            raise ArchiveError("unknownWireKind", start, f"wire kind {kind} is not defined")
        field_id = value >> 3
        if field_id == 0 or field_id > MAX_FIELD_ID:
            raise ArchiveError("invalidFieldID", start, f"field id {field_id} is outside 1…{MAX_FIELD_ID}")
        return field_id, kind

    # Fixed-size items

    def _need(self, size: int, what: str) -> int:
        pos = self.pos
        if self.end - pos < size:
            raise self.truncated(pos, size, what)
        self.pos = pos + size
        return pos

    def float64(self) -> float:
        """8 bytes LE, the IEEE 754 pattern kept exactly."""
        return float(_unpack_d(self.data, self._need(8, "fixed64"))[0])

    def float32(self) -> float:
        """4 bytes LE, widened exactly."""
        return float(_unpack_f(self.data, self._need(4, "fixed32"))[0])

    def float32_bits(self) -> int:
        """The raw 4-byte pattern (NaN payloads survive a round trip)."""
        at = self._need(4, "fixed32")
        return int.from_bytes(self.data[at : at + 4], "little")

    def float64_bits(self) -> int:
        """The raw 8-byte pattern."""
        at = self._need(8, "fixed64")
        return int.from_bytes(self.data[at : at + 8], "little")

    def bool_(self) -> bool:
        """A varint 0 or 1."""
        start = self.pos
        value = self.varint()
        if value > 1:
            raise ArchiveError("invalidBool", start, f"bool must be 0 or 1, found {value}")
        return value == 1

    def presence(self) -> bool:
        """An optional's presence byte outside fields: 0 absent, 1 present."""
        at = self._need(1, "byte")
        byte = self.data[at]
        if byte > 1:
            raise ArchiveError("invalidPresenceByte", at, f"optional presence byte must be 0 or 1, found {byte}")
        return byte == 1

    # LEN scalars

    def length(self) -> int:
        """A length prefix, checked against the bytes left; returns the length."""
        start = self.pos
        n = self.varint()
        if n > self.end - self.pos:
            left = self.end - self.pos
            # Past the end of the whole input the usual cause is a cut-off archive: say so.
            where = (
                "the input: the archive is truncated (or this length is damaged)"
                if self.end == self.input_end
                else "the enclosing value"
            )
            raise ArchiveError(
                "lengthOutOfBounds",
                start,
                f"length {n} exceeds the {left} byte{'' if left == 1 else 's'} left in {where}",
            )
        return n

    def string(self) -> str:
        """A length-prefixed UTF-8 string."""
        start = self.pos
        n = self.length()
        pos = self.pos
        self.pos = pos + n
        try:
            return self.data[pos : pos + n].decode("utf-8")
        except UnicodeDecodeError:
            raise ArchiveError("invalidUTF8", start, f"string of {n} bytes is not valid UTF-8") from None

    def blob(self) -> bytes:
        """Length-prefixed bytes."""
        n = self.length()
        pos = self.pos
        self.pos = pos + n
        return self.data[pos : pos + n]

    def uuid_bytes(self) -> bytes:
        """A uuid: length 16, then the 16 bytes."""
        start = self.pos
        n = self.length()
        if n != 16:
            raise ArchiveError("invalidUUID", start, f"uuid must be 16 bytes, found {n}")
        pos = self.pos
        self.pos = pos + 16
        return self.data[pos : pos + 16]

    # Nesting

    def enter(self) -> int:
        """Enters a nested LEN value: checks the depth limit, reads the length, narrows
        ``end`` to the value; returns the outer end for `leave`."""
        if self.depth >= self.max_depth:
            raise ArchiveError(
                "depthLimitExceeded", self.pos, f"value nests deeper than the limit of {self.max_depth} levels"
            )
        n = self.length()
        self.depth += 1
        saved = self.end
        self.end = self.pos + n
        return saved

    def leave(self, saved_end: int, start: int | None = None) -> None:
        """Leaves a nested value (whose length prefix was at ``start``, for the message);
        its content must be used up exactly."""
        if self.pos != self.end:
            left = self.end - self.pos
            where = f" that started at byte {start}" if start is not None else ""
            raise ArchiveError(
                "lengthMismatch",
                self.pos,
                f"{left} unread byte{'' if left == 1 else 's'} left at the end of the value{where}",
            )
        self.end = saved_end
        self.depth -= 1

    def count(self, min_size: int) -> int:
        """An element count whose elements take at least ``min_size`` bytes each."""
        start = self.pos
        c = self.varint()
        if c * min_size > self.end - self.pos:
            left = self.end - self.pos
            raise ArchiveError(
                "countOutOfBounds",
                start,
                f"{c} elements of at least {min_size} byte{'' if min_size == 1 else 's'} cannot fit in the "
                f"{left} byte{'' if left == 1 else 's'} left",
            )
        return c

    # Skipping

    def skip(self, kind: int) -> None:
        """Steps over one field value by its wire kind, with the usual checks."""
        if kind == VARINT:
            self.varint()
        elif kind == I64:
            self._need(8, "fixed64")
        elif kind == I32:
            self._need(4, "fixed32")
        else:
            n = self.length()
            self.pos += n

    @property
    def remaining(self) -> int:
        """Bytes left before ``end``."""
        return self.end - self.pos


def narrow_nan_bits(bits64: int) -> int:
    """The float32 bits of a float64 NaN: sign, quiet bit and payload kept (the inverse of
    `widen_float32_bits` for NaNs); a payload that falls off entirely gives a quiet NaN."""
    fraction = (bits64 >> 29) & 0x007FFFFF
    return (bits64 >> 63) << 31 | 0x7F800000 | (fraction or 0x00400000)


def widen_float32_bits(bits32: int) -> int:
    """float32 bits widened to float64 bits exactly; a NaN keeps its sign, quiet bit and payload."""
    if bits32 & 0x7F800000 == 0x7F800000 and bits32 & 0x007FFFFF:
        return (bits32 >> 31) << 63 | 0x7FF << 52 | (bits32 & 0x007FFFFF) << 29
    return int.from_bytes(struct.pack("<d", struct.unpack("<f", bits32.to_bytes(4, "little"))[0]), "little")
