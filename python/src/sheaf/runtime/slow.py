"""The slow paths of compiled codecs: multi-byte varints, range checks, packed runs,
unknown fields and timestamps.

Compiled decode functions read the common case inline (one-byte varints and keys, floats,
strings) and fall back to these, which use the wire package's `Reader` and `Writer`, so
every check of the format has one implementation.
"""

from __future__ import annotations

import datetime
import struct
from typing import Any

from sheaf.runtime.checks import checked_int
from sheaf.wire.errors import ArchiveError
from sheaf.wire.reader import Reader, narrow_nan_bits, widen_float32_bits
from sheaf.wire.writer import Writer, round_float32, varint_bytes

_pack_f = struct.Struct("<f").pack
_unpack_d = struct.Struct("<d").unpack
_pack_d = struct.Struct("<d").pack
_EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)
_MICROSECOND = datetime.timedelta(microseconds=1)
_INT64_MIN = -(1 << 63)
_INT64_MAX = (1 << 63) - 1
_INT = frozenset({int})


def read_varint(b: bytes, p: int, e: int) -> tuple[int, int]:
    """The varint at `p` (before `e`) and the offset after it."""
    reader = Reader(b, p, e)
    return reader.varint(), reader.pos


def read_signed(b: bytes, p: int, e: int, low: int, high: int) -> tuple[int, int]:
    """A zig-zag varint read into a signed type of range `low`…`high`."""
    reader = Reader(b, p, e)
    value = reader.zigzag()
    if not low <= value <= high:
        raise ArchiveError("integerOverflow", p, f"{value} does not fit the field's type")
    return value, reader.pos


def read_unsigned(b: bytes, p: int, e: int, high: int) -> tuple[int, int]:
    """A varint read into an unsigned type whose maximum is `high`."""
    reader = Reader(b, p, e)
    value = reader.varint()
    if value > high:
        raise ArchiveError("integerOverflow", p, f"{value} does not fit the field's type")
    return value, reader.pos


def read_bool(b: bytes, p: int, e: int) -> tuple[bool, int]:
    """A bool: varint 0 or 1."""
    reader = Reader(b, p, e)
    return reader.bool_(), reader.pos


def read_length(b: bytes, p: int, e: int) -> tuple[int, int]:
    """A LEN value's content: (start, end) after the length prefix at `p`."""
    reader = Reader(b, p, e)
    n = reader.length()
    return reader.pos, reader.pos + n


def timestamp(microseconds: int, offset: int) -> datetime.datetime:
    """The UTC instant `microseconds` after the epoch."""
    try:
        return _EPOCH + datetime.timedelta(microseconds=microseconds)
    except OverflowError:
        raise ArchiveError(
            "integerOverflow", offset, f"{microseconds} µs since 1970 is outside the range of Python's datetime"
        ) from None


def microseconds(value: datetime.datetime) -> int:
    """The microseconds since the epoch of an aware datetime, range-checked."""
    if value.tzinfo is None:
        raise TypeError("timestamps must be timezone-aware datetimes")
    result: int = (value - _EPOCH) // _MICROSECOND
    if not _INT64_MIN <= result <= _INT64_MAX:
        raise ArchiveError("integerOverflow", None, "the instant does not fit 64 bits of microseconds")
    return result


def write_varint(out: bytearray, value: int) -> None:
    """Appends the varint of a non-negative `value`."""
    out += varint_bytes(value)


def widened_float32(b: bytes, p: int) -> float:
    """The float32 at `p` as a float64 field reads it: widened bit by bit, so a NaN keeps its
    payload and its quiet bit (a host conversion would set the quiet bit)."""
    bits = widen_float32_bits(int.from_bytes(b[p : p + 4], "little"))
    return float(_unpack_d(bits.to_bytes(8, "little"))[0])


def keep_float32_nans(b: bytes, p: int, values: list[float]) -> None:
    """Replaces the NaNs of a packed float32 run read from `b` at `p` by their exact widening."""
    for index, value in enumerate(values):
        if value != value:
            values[index] = widened_float32(b, p + 4 * index)


def float32_bytes(value: float) -> bytes:
    """The float32 bit pattern of `value`, rounded; beyond float32's range it is ±inf; a NaN
    keeps its sign, quiet bit and payload (read as `widened_float32` widened them)."""
    if value != value:
        return narrow_nan_bits(int.from_bytes(_pack_d(value), "little")).to_bytes(4, "little")
    try:
        return _pack_f(value)
    except OverflowError:
        return _pack_f(round_float32(value))


def _body(b: bytes, p: int, e: int, count_at: int, c: int, min_size: int) -> Reader:
    reader = Reader(b, count_at, e)
    reader.count(min_size)
    return reader


def _ended(reader: Reader) -> None:
    if reader.pos != reader.end:
        raise ArchiveError("lengthMismatch", reader.pos, "bytes are left after the list's elements")


def read_floats(b: bytes, p: int, e: int, c: int, size: int, count_at: int) -> tuple[list[float], int]:
    """A packed run of `c` floats of `size` bytes after the count at `count_at`."""
    reader = _body(b, p, e, count_at, c, size)
    values = reader.packed_floats(c, size)
    _ended(reader)
    return values, reader.pos


def write_floats(out: bytearray, values: list[float], size: int) -> None:
    """Appends a packed run of floats (float32 values rounded, out of range ones ±inf)."""
    if size == 4:
        for value in values:
            out += float32_bytes(value)
        return
    writer = Writer()
    writer.packed_floats(values, 8)
    out += writer.buffer


def read_ints(b: bytes, p: int, e: int, c: int, signed: bool, width: int, count_at: int) -> tuple[list[int], int]:
    """A packed integer run of `c` elements whose type is `width` bytes wide."""
    reader = _body(b, p, e, count_at, c, 1)
    values = reader.packed_ints(c, signed, width)
    _ended(reader)
    return values, reader.pos


def write_ints(out: bytearray, values: list[int], signed: bool, low: int, high: int, type_text: str) -> None:
    """Appends count, width byte and the elements of a packed integer list of `type_text`
    elements (each an `int`, not a bool: checked in one pass, then one by one on failure)."""
    if not set(map(type, values)) <= _INT:
        values = _checked_ints(values, type_text)
    out += varint_bytes(len(values))
    if not values:
        return
    smallest, largest = min(values), max(values)
    if smallest < low or largest > high:
        bad = smallest if smallest < low else largest
        index = values.index(bad)
        raise ArchiveError("integerOverflow", None, f"{bad} does not fit {type_text}").prepend(f"[{index}]")
    writer = Writer()
    writer.packed_ints(values, signed)
    out += writer.buffer


def _checked_ints(values: list[Any], type_text: str) -> list[int]:
    result = []
    for index, value in enumerate(values):
        try:
            result.append(checked_int(value, type_text))
        except ArchiveError as error:
            raise error.prepend(f"[{index}]") from None
    return result


def read_bools(b: bytes, p: int, e: int, c: int, count_at: int) -> tuple[list[bool], int]:
    """A packed run of `c` bools, one byte each."""
    reader = _body(b, p, e, count_at, c, 1)
    try:
        values = reader.packed_bools(c)
    except ArchiveError as error:
        raise error.prepend(f"[{error.offset - p if error.offset is not None else 0}]") from None
    _ended(reader)
    return values, reader.pos


def other_field(
    b: bytes, key_at: int, p: int, key: int, e: int, unknown: list[tuple[int, bytes]] | None, known: dict[int, Any]
) -> tuple[list[tuple[int, bytes]], int]:
    """A field the inline dispatch did not take: checks its key and keeps it as unknown.

    `known` maps the ids of the type's fields to their names: a known id here has a kind
    its type cannot be read from.
    """
    reader = Reader(b, key_at, e)
    fid, kind = reader.key()
    if fid in known:
        raise ArchiveError(
            "wireKindMismatch", key_at, f"field {fid} ({known[fid]}) cannot be read from wire kind {kind}"
        )
    if unknown is None:
        unknown = []
    elif any(u[0] == fid for u in unknown):
        raise ArchiveError("duplicateField", key_at, f"field {fid} appears twice").prepend(f".#{fid}")
    reader.skip(kind)
    unknown.append((fid, b[key_at : reader.pos]))
    return unknown, reader.pos


def sorted_unknown(unknown: list[tuple[int, bytes]]) -> list[tuple[int, bytes]]:
    """Unknown fields in id order, as they are written back."""
    return sorted(unknown, key=lambda u: u[0])


def write_unknown(out: bytearray, unknown: list[tuple[int, bytes]], index: int, before: int) -> int:
    """Appends the unknown fields from `index` on whose ids are below `before`."""
    while index < len(unknown) and unknown[index][0] < before:
        out += unknown[index][1]
        index += 1
    return index
