"""Typing of plain YAML scalars by the YAML 1.2 core schema (``yes``/``no``/``on``/``off``
are strings), and the "did you mean" suggester shared by every check."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable

__all__ = ["core_bool", "core_float", "core_integer", "hint", "suggestion"]

INT64_MIN, INT64_MAX, UINT64_MAX = -(2**63), 2**63 - 1, 2**64 - 1

_DECIMAL_FLOAT = re.compile(r"[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?\Z")
_DIGITS = {10: "0123456789", 16: "0123456789abcdefABCDEF", 8: "01234567"}


def core_bool(text: str) -> bool | None:
    """``true``/``false`` in the core schema's three spellings each, else None."""
    if text in ("true", "True", "TRUE"):
        return True
    if text in ("false", "False", "FALSE"):
        return False
    return None


def core_integer(text: str) -> int | None:
    """A decimal, ``0x`` hexadecimal or ``0o`` octal integer from -2^63 to 2^64 - 1."""
    body = text
    negative = False
    if body[:1] in ("-", "+"):
        negative = body[0] == "-"
        body = body[1:]
    radix = 10
    if body.startswith("0x"):
        radix, body = 16, body[2:]
    elif body.startswith("0o"):
        radix, body = 8, body[2:]
    if not body or any(c not in _DIGITS[radix] for c in body):
        return None
    magnitude = int(body, radix)
    if magnitude > UINT64_MAX:
        return None
    if negative:
        return -magnitude if magnitude <= 2**63 else None
    return magnitude


def core_float(text: str) -> float | None:
    """A core-schema float (integers included), or ``.inf``/``-.inf``/``.nan`` spellings."""
    if text in (".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"):
        return math.inf
    if text in ("-.inf", "-.Inf", "-.INF"):
        return -math.inf
    if text in (".nan", ".NaN", ".NAN"):
        return math.nan
    integer = core_integer(text)
    if integer is not None:
        return float(integer)
    if not _DECIMAL_FLOAT.match(text):
        return None
    return float(text)


#: Swift and other languages' spellings of primitives, and the schema names they mean.
SWIFT_SPELLINGS = {
    "String": "string",
    "Int": "int",
    "UInt": "uint",
    "Bool": "bool",
    "Boolean": "bool",
    "Int8": "int8",
    "Int16": "int16",
    "Int32": "int32",
    "Int64": "int64",
    "UInt8": "uint8",
    "UInt16": "uint16",
    "UInt32": "uint32",
    "UInt64": "uint64",
    "Float": "float32",
    "Double": "float64",
    "Float32": "float32",
    "Float64": "float64",
    "float": "float32",
    "double": "float64",
    "Data": "bytes",
    "data": "bytes",
    "Date": "timestamp",
    "date": "timestamp",
    "URL": "url",
    "UUID": "uuid",
    "integer": "int",
    "boolean": "bool",
    "str": "string",
}


def _edit_distance(a: str, b: str) -> int:
    if not a:
        return len(b)
    if not b:
        return len(a)
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb))
        previous = current
    return previous[len(b)]


def suggestion(name: str, candidates: Iterable[str]) -> str | None:
    """The candidate ``name`` most likely misspells: case-only differences win, then the
    smallest edit distance up to a third of the name's length (1 to 3), first on ties."""
    if name in SWIFT_SPELLINGS:
        return SWIFT_SPELLINGS[name]
    lowered = name.lower()
    limit = min(3, max(1, len(name) // 3))
    best: tuple[str, int] | None = None
    for candidate in candidates:
        if candidate == name:
            continue
        if candidate.lower() == lowered:
            return candidate
        distance = _edit_distance(lowered, candidate.lower())
        if distance <= limit and (best is None or distance < best[1]):
            best = (candidate, distance)
    return best[0] if best else None


def hint(name: str, candidates: Iterable[str]) -> str:
    """``; did you mean 'x'?`` or the empty string."""
    found = suggestion(name, candidates)
    return f"; did you mean '{found}'?" if found is not None else ""
