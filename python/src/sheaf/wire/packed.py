"""The packed list bodies `Reader` reads (after the count): integers at a fixed width or as
varints, floats, bools; each checked against the bytes left before anything is allocated."""

from __future__ import annotations

import struct

from .errors import ArchiveError

__all__ = ["Buffer", "PackedLists"]

Buffer = bytes | bytearray | memoryview
_SIGNED_CODES = {1: "b", 2: "h", 4: "i", 8: "q"}
_UNSIGNED_CODES = {1: "B", 2: "H", 4: "I", 8: "Q"}


class PackedLists:
    """The packed-list reads of `Reader`, which supplies the cursor and the scalar reads."""

    data: bytes
    pos: int
    end: int

    def _need(self, size: int, what: str) -> int:
        raise NotImplementedError

    def varint(self) -> int:
        """An unsigned varint (`Reader.varint`)."""
        raise NotImplementedError

    def zigzag(self) -> int:
        """A zig-zag signed varint (`Reader.zigzag`)."""
        raise NotImplementedError

    def packed_ints(self, count: int, signed: bool, max_width: int) -> list[int]:
        """A packed integer list body after its count: the layout byte, then ``count``
        values — fixed width (1, 2, 4, 8 bytes, sign- or zero-extended) or, for layout 0,
        varints (zig-zag when signed) that must fit the element type. ``max_width`` is the
        element type's width in bytes."""
        if count == 0:
            return []
        at = self._need(1, "byte")
        width = self.data[at]
        if width not in (0, 1, 2, 4, 8) or width > max_width:
            raise ArchiveError(
                "invalidPackedWidth",
                at,
                f"packed layout {width} is not 0 (varints) or a width of 1, 2, 4 or 8 bytes, or is wider than the "
                f"{max_width}-byte element type",
            )
        if count * max(width, 1) > self.end - self.pos:
            left = self.end - self.pos
            size = max(width, 1)
            raise ArchiveError(
                "countOutOfBounds",
                at - _varint_size(count),
                f"{count} elements of at least {size} byte{'' if size == 1 else 's'} cannot fit in the "
                f"{left} byte{'' if left == 1 else 's'} left",
            )
        if width == 0:
            return self._packed_varints(count, signed, max_width)
        code = (_SIGNED_CODES if signed else _UNSIGNED_CODES)[width]
        pos = self.pos
        self.pos = pos + count * width
        return list(struct.unpack_from(f"<{count}{code}", self.data, pos))

    def _packed_varints(self, count: int, signed: bool, max_width: int) -> list[int]:
        """Layout 0: ``count`` varints, each within the element type's range."""
        bits = max_width * 8
        low, high = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
        out = []
        for _ in range(count):
            start = self.pos
            value = self.zigzag() if signed else self.varint()
            if not low <= value <= high:
                kind = "signed" if signed else "unsigned"
                raise ArchiveError("integerOverflow", start, f"{value} does not fit a {bits}-bit {kind} integer")
            out.append(value)
        return out

    def packed_floats(self, count: int, width: int) -> list[float]:
        """``count`` floats of 4 or 8 bytes (the count was checked by `count`)."""
        pos = self.pos
        self.pos = pos + count * width
        return list(struct.unpack_from(f"<{count}{'d' if width == 8 else 'f'}", self.data, pos))

    def packed_bools(self, count: int) -> list[bool]:
        """``count`` bytes, each 0 or 1."""
        pos = self.pos
        chunk = self.data[pos : pos + count]
        bad = next((i for i, b in enumerate(chunk) if b > 1), None) if chunk.translate(None, b"\x00\x01") else None
        if bad is not None:
            raise ArchiveError("invalidBool", pos + bad, f"bool must be 0 or 1, found {chunk[bad]}")
        self.pos = pos + count
        return [b == 1 for b in chunk]


def _varint_size(value: int) -> int:
    size = 1
    while value >= 0x80:
        value >>= 7
        size += 1
    return size
