"""Numeric default literals: a float32 default rounded once from its text, and an integer
literal checked against its type's range."""

from __future__ import annotations

import math
from fractions import Fraction

from ..wire.writer import round_float32
from .model import DefaultKind, DefaultValue, Primitive
from .scalars import core_integer

__all__ = ["float32_default", "integer_default"]


def float32_default(text: str, number: float) -> float:
    """A float32 default rounded once, to nearest with ties to even, directly from its decimal
    or integer text — never through float64, which could round twice (docs/SchemaLanguage.md).
    ``number`` is the text read as a float64 (used for infinities and NaN)."""
    if not math.isfinite(number):
        return number
    integer = core_integer(text)
    try:
        exact = Fraction(integer) if isinstance(integer, int) else Fraction(text)
    except ValueError:  # a hexadecimal or octal literal beyond 64 bits
        return round_float32(number)
    magnitude = abs(exact)
    if magnitude == 0:
        return math.copysign(0.0, number)
    exponent = max(magnitude.numerator.bit_length() - magnitude.denominator.bit_length(), -126)
    if Fraction(2) ** exponent > magnitude:
        exponent = max(exponent - 1, -126)
    quantum = Fraction(2) ** (exponent - 23)
    scaled = magnitude / quantum
    whole, rest = divmod(scaled.numerator, scaled.denominator)
    if 2 * rest > scaled.denominator or (2 * rest == scaled.denominator and whole % 2 == 1):
        whole += 1
    value = float(whole * quantum)  # exact: at most 25 significant bits
    if value >= 2.0**128:
        value = math.inf
    return value if exact > 0 else -value


def integer_default(value: int, primitive: Primitive) -> DefaultValue | None:
    """An integer literal as a default of an integer type, if it is in range."""
    bounds = primitive.integer_range
    if bounds is None:
        return None
    low, high = bounds
    if primitive in (Primitive.UINT64, Primitive.UINT):
        high = 2**64 - 1
    return DefaultValue(DefaultKind.INT, value) if low <= value <= high else None
