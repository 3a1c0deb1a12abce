"""Exact float arithmetic for the reference tools, written from the format's rules and never
through the host's float32 conversions (which round twice or quiet NaNs):

- `round_to_bits(fraction, width)`: a rational rounded once, to nearest with ties to even, to
  a float32 or float64 bit pattern (schema defaults, docs/SchemaLanguage.md);
- `float_text(bits, width)`: the JSON form's spelling of a finite float (docs/JSONForm.md,
  "Float spelling");
- `widen_float32(bits)`: float32 data read into a float64 field (Conformance/FORMAT.md §5.3).
"""
import struct
from fractions import Fraction

import mutations

FORMATS = {32: (8, 23), 64: (11, 52)}  # exponent bits, fraction bits


def round_to_bits(value, width):
    """The bit pattern of the float of `width` bits nearest the rational `value` (ties to
    even); infinity when it is too large."""
    exponent_bits, fraction_bits = FORMATS[width]
    bias = (1 << (exponent_bits - 1)) - 1
    sign = 1 << (width - 1) if value < 0 else 0
    magnitude = abs(Fraction(value))
    if magnitude == 0:
        return sign
    exponent = magnitude.numerator.bit_length() - magnitude.denominator.bit_length()
    if Fraction(2) ** exponent > magnitude:
        exponent -= 1
    exponent = max(exponent, 1 - bias)  # subnormals share the smallest exponent's quantum
    quantum = Fraction(2) ** (exponent - fraction_bits)
    scaled = magnitude / quantum
    whole = scaled.numerator // scaled.denominator
    rest = scaled - whole
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and whole % 2 == 1):
        whole += 1
    if whole == 1 << (fraction_bits + 1):  # rounded up into the next binade
        whole >>= 1
        exponent += 1
    if exponent > bias:
        return sign | ((1 << exponent_bits) - 1) << fraction_bits
    if whole < 1 << fraction_bits:  # subnormal
        return sign | whole
    return sign | (exponent + bias) << fraction_bits | (whole - (1 << fraction_bits))


def decimal_to_float32_bits(text):
    """A YAML decimal or integer default of a float32 field: rounded once, directly."""
    if mutations.active("float32-default-via-float64"):
        return struct.unpack("<I", struct.pack("<f", float(text)))[0]
    return round_to_bits(Fraction(text), 32)


def bits_value(bits, width):
    """The exact rational value of a finite float's bits."""
    exponent_bits, fraction_bits = FORMATS[width]
    bias = (1 << (exponent_bits - 1)) - 1
    negative = bits >> (width - 1)
    exponent = bits >> fraction_bits & ((1 << exponent_bits) - 1)
    fraction = bits & ((1 << fraction_bits) - 1)
    if exponent == 0:
        value = Fraction(fraction) * Fraction(2) ** (1 - bias - fraction_bits)
    else:
        value = Fraction(fraction | 1 << fraction_bits) * Fraction(2) ** (exponent - bias - fraction_bits)
    return -value if negative else value


def shortest_digits(bits, width):
    """(digits, k) with value = 0.digits × 10^k: the fewest digits that round back to `bits`,
    the nearest such string when several have that length (ties: even last digit)."""
    magnitude = abs(bits_value(bits, width))
    positive_bits = bits & ((1 << (width - 1)) - 1)
    if magnitude == 0:
        return "0", 1
    # Decimal exponent of the leading digit.
    k = len(str(magnitude.numerator)) - len(str(magnitude.denominator))
    while Fraction(10) ** k <= magnitude:
        k += 1
    while Fraction(10) ** (k - 1) > magnitude:
        k -= 1
    for count in range(1, 20):
        scale = Fraction(10) ** (count - k)
        scaled = magnitude * scale
        low = scaled.numerator // scaled.denominator
        candidates = []
        for digits in (low, low + 1):
            if digits <= 0:
                continue
            if round_to_bits(Fraction(digits) / scale, width) == positive_bits:
                candidates.append((abs(Fraction(digits) - scaled), digits % 2, digits))
        if candidates:
            digits = min(candidates)[2]
            text = str(digits)
            shift = k
            if len(text) > count:  # 10^count: one more digit before the point
                shift += 1
            return text.rstrip("0") or "0", shift
    raise AssertionError("no shortest digits for %x" % bits)


def float_text(bits, width):
    """The JSON form's text of a finite float (docs/JSONForm.md, "Float spelling")."""
    sign = "-" if bits >> (width - 1) else ""
    digits, k = shortest_digits(bits, width)
    if -4 < k <= 16 and not mutations.active("float-exponent-threshold"):
        if k <= 0:
            return sign + "0." + "0" * (-k) + digits
        if k >= len(digits):
            return sign + digits + "0" * (k - len(digits)) + ".0"
        return sign + digits[:k] + "." + digits[k:]
    mantissa = digits[0] + ("." + digits[1:] if len(digits) > 1 else "")
    exponent = k - 1
    if mutations.active("float-exponent-no-plus"):
        return sign + mantissa + "e" + str(exponent)
    return sign + mantissa + "e" + ("-" if exponent < 0 else "+") + "%02d" % abs(exponent)


def widen_float32(bits):
    """float32 bits read into a float64 field: exact for numbers; a NaN bit by bit (sign,
    quiet bit and payload kept, the fraction moved up by 29 bits)."""
    sign = (bits >> 31) << 63
    exponent = bits >> 23 & 0xFF
    fraction = bits & 0x7FFFFF
    if exponent == 0xFF and fraction:
        if mutations.active("nan-widening-quiets"):
            fraction |= 0x400000
        return sign | 0x7FF << 52 | fraction << 29
    if exponent == 0xFF:
        return sign | 0x7FF << 52
    value = bits_value(bits, 32)
    return sign | round_to_bits(abs(value), 64)
